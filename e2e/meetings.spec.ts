import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signIn } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** Two active demo accounts (institute and member), found by searching their first name. */
const INVITEES = ['Lensa Tolasa', 'Obsaa Fayyisaa'] as const;

async function invite(page: Page, name: string) {
  await page.getByTestId('field-inviteeIds').fill(name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  // Chosen: a chip with the name, its delete button beside it.
  await expect(page.getByTestId('record-form').getByRole('button', { name })).toBeVisible();
}

/** The minutes, one file, uploaded from the meeting's page and then offered for download. */
async function uploadMinutes(page: Page) {
  await page.getByTestId('minutes-input').setInputFiles({
    name: 'yaadannoo.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(
    page.getByTestId('meeting-minutes').getByRole('link', { name: 'yaadannoo.pdf' }),
  ).toBeVisible();
}

test('the secretariat runs a meeting: invitees, an agenda edited in place, minutes and attendance', async ({
  page,
}) => {
  const title = `Walgahii koree ${Date.now()}`;
  await signIn(page, 'admin');

  // The meeting, with two invitees picked by searching the users.
  await page.goto('/admin/meetings/new');
  await expect(page.getByTestId('record-form')).toBeVisible();
  await page.getByTestId('field-title-om').fill(title);
  await page.getByTestId('field-startsAt').fill('2027-03-10T09:00');
  await page.getByTestId('field-endsAt').fill('2027-03-10T11:00');
  await page.getByTestId('field-location-om').fill('Galma Caffee');
  await page.getByTestId('field-location-en').fill('Council Hall');
  for (const name of INVITEES) await invite(page, name);
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/meetings\/\d+$/);
  const invitees = page.getByTestId('meeting-invitees');
  for (const name of INVITEES) await expect(invitees).toContainText(name);
  // The edit form starts from them, and saving it keeps them.
  await page.getByTestId('record-edit').click();
  for (const name of INVITEES) await expect(page.getByTestId('record-form')).toContainText(name);
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/meetings\/\d+$/);
  for (const name of INVITEES) await expect(invitees).toContainText(name);

  // An agenda item with its file, uploaded from the meeting's page.
  await page.getByTestId('agenda-add').click();
  const dialog = page.getByTestId('agenda-item-dialog');
  await dialog.getByTestId('field-title-om').fill('Baajata bara 2027');
  await dialog.getByTestId('field-presenter').fill('Obsaa Fayyisaa');
  await dialog.getByTestId('file-input').setInputFiles({
    name: 'baajata.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog.getByTestId('agenda-item-save').click();
  await expect(dialog).toBeHidden();
  const agenda = page.getByTestId('meeting-agenda');
  await expect(agenda).toContainText('Baajata bara 2027');
  const agendaFile = agenda.getByRole('link', { name: 'baajata.pdf' });
  const [download] = await Promise.all([page.waitForEvent('download'), agendaFile.click()]);
  expect(download.suggestedFilename()).toBe('baajata.pdf');
  expect(fs.readFileSync(await download.path())).toEqual(PDF);

  // A second item, moved before the first from its menu.
  await page.getByTestId('agenda-add').click();
  await dialog.getByTestId('field-title-om').fill('Gabaasa waajjiraa');
  await dialog.getByTestId('agenda-item-save').click();
  await expect(dialog).toBeHidden();
  const items = agenda.locator('[data-testid^="agenda-item-"]');
  await expect(items).toHaveCount(2);
  await items.nth(1).getByRole('button').click();
  await page.getByTestId('agenda-move-up').click();
  await expect(items.first()).toContainText('Gabaasa waajjiraa');

  // The budget item edited in place: an English title, its file taken off.
  await items.nth(1).getByRole('button').click();
  await page.getByTestId('agenda-edit').click();
  await expect(dialog.getByTestId('field-title-om')).toHaveValue('Baajata bara 2027');
  await dialog.getByTestId('field-title-en').fill('Budget for 2027');
  await dialog.getByRole('checkbox', { name: /baajata\.pdf/ }).check();
  await dialog.getByTestId('agenda-item-save').click();
  await expect(dialog).toBeHidden();
  await expect(items.nth(1)).toContainText('Baajata bara 2027');
  await expect(agenda.getByRole('link', { name: 'baajata.pdf' })).toHaveCount(0);

  // The minutes: one file, downloadable from the same page.
  await uploadMinutes(page);
  await expectAccessible(page, 'the meeting page');

  // In English on a phone: the place and the edited title read in English.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('detail-location')).toContainText('Council Hall');
  await expect(items.nth(1)).toContainText('Budget for 2027');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // Minutes uploaded by mistake are removed again (once asked to confirm).
  await page.getByTestId('minutes-remove').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('meeting-minutes')).toContainText('No minutes uploaded yet.');
  await uploadMinutes(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Attendance for this meeting: each invitee marked, saved, and still there on reload.
  await page.getByTestId('take-attendance').click();
  await expect(page).toHaveURL(/\/admin\/meetings\/\d+\/attendance$/);
  const rows = page.getByTestId('attendee-list').locator(':scope > li');
  await expect(rows).toHaveCount(INVITEES.length);
  const idOf = async (name: string) =>
    (await rows.filter({ hasText: name }).getAttribute('data-testid'))!.replace('attendee-', '');
  const marks = [
    [await idOf(INVITEES[0]), 'present'],
    [await idOf(INVITEES[1]), 'late'],
  ] as const;
  for (const [id, status] of marks) await page.getByTestId(`status-${id}-${status}`).click();
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/attendees') && r.ok(),
    ),
    page.getByTestId('attendance-save').click(),
  ]);
  await page.reload();
  // The day's register exists: the way to it stays after a reload (issue 39).
  await expect(page.getByTestId('open-register')).toBeVisible();
  for (const [id, status] of marks) {
    await expect(page.getByTestId(`status-${id}-${status}`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(page.getByTestId('meeting-summary')).toContainText('100%');
});

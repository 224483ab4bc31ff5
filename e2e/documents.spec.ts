import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiSession, demoAccount, PNG, setCalendar, setLanguage, signIn } from './fixtures';

/** The text of a PDF as a reader's copy gives it (pdfjs, Firefox's PDF reader). */
async function pdfText(file: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 })
    .promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('') + '\n';
  }
  await pdf.destroy();
  return text;
}

test('a member on a phone downloads a meeting of theirs as a PDF in Amharic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member', '/member/meetings');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-am').click();
  await setCalendar(page, 'ethiopic');
  await page.locator('[data-testid^="record-row-"], [data-testid^="record-card-"]').first().click();
  await expect(page.getByTestId('record-detail')).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  const download = page.waitForEvent('download');
  await page.getByTestId('record-pdf').click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(file);
  // The meeting's name and the page's own words, in Amharic; the Ethiopian year.
  expect(text).toContain(title);
  expect(text).toContain('ገጽ 1 ከ');
  expect(text).toMatch(/ዓ\.ም\./);
});

test('the secretariat prints a register’s sign-in sheet in Amharic', async ({ page }) => {
  await signIn(page, 'admin', '/admin/attendances');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-am').click();
  await page.getByTestId('display-table').click();
  await page.locator('[data-testid^="record-row-"]').first().click();
  const lines = page.getByTestId('register-attendees');
  await expect(lines).toBeVisible();
  const names = (await lines.locator('li .MuiListItemText-primary').allTextContents()).map((n) =>
    n.trim(),
  );
  expect(names.length).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('register-sheet-pdf').click();
  const file = await (await download).path();
  const text = await pdfText(file);
  expect(text).toContain('የተገኝነት መፈረሚያ ቅጽ');
  expect(text).toMatch(/ተ\.ቁ\.\s*ስም\s*ሁኔታ\s*ፊርማ/);
  // Everyone the register lists, by name.
  for (const name of names) expect(text).toContain(name);
});

test('the secretariat names the council, records a decision and prints the minutes', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const council = `የኦሮሚያ ክልል ጨፌ ${stamp}`;
  const decision = `ጉባኤው ሪፖርቱን በሙሉ ድምፅ አጽድቋል ${stamp}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', '/admin/council');
  await setLanguage(page, 'am');
  // The council's name in Amharic and its logo: every document's letterhead.
  await page.getByTestId('council-name-am').fill(council);
  await page.getByTestId('council-save').click();
  await expect(page.getByText('የጨፌው ስም ተቀምጧል።')).toBeVisible();
  await page.getByTestId('logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('council-logo')).toBeVisible();

  // A meeting of its own with one agenda item (other journeys make meetings without any).
  const session = await apiSession(page.request, demoAccount('admin'));
  const created = await page.request.post('/api/v1/meetings', {
    headers: session.headers,
    data: {
      title: { om: `Walgahii ${stamp}`, am: `ስብሰባ ${stamp}` },
      startsAt: '2027-02-10T06:00:00.000Z',
      endsAt: '2027-02-10T09:00:00.000Z',
      agendaItems: [{ title: { am: 'የበጀት ግምገማ', om: 'Sakatta’iinsa baajataa' } }],
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { payload: { id: number } }).payload;
  await page.goto(`/admin/meetings/${id}`);
  const agenda = page.getByTestId('meeting-agenda');
  await expect(agenda).toBeVisible();
  await agenda.locator('[data-testid^="agenda-actions-"]').first().click();
  await page.getByTestId('agenda-edit').click();
  await page.getByTestId('field-decision-am').fill(decision);
  await page.getByTestId('agenda-item-save').click();
  await expect(page.getByTestId('agenda-item-dialog')).toBeHidden();
  await expect(agenda.getByText(decision)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByTestId('minutes-pdf').click();
  const text = await pdfText(await (await download).path());
  expect(text).toContain(council);
  expect(text).toContain(decision);
  expect(text).toContain('ገጽ 1 ከ');
});

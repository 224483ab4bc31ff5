import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { createMember, PNG, signIn } from './fixtures';

async function pick(page: Page, testId: string, text: string, option: string) {
  await page.getByTestId(testId).fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin keeps a council member’s profile: fields, constituency, picture, history, export', async ({
  page,
  request,
}) => {
  const { email } = await createMember(request, `profile-${Date.now()}@caffee.example`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');

  // From the menu's council members, the member's own page.
  await page.getByTestId('drawer-toggle').click();
  await page.getByTestId('nav-caffee-users').click();
  await expect(page).toHaveURL(/\/admin\/caffee-users/);
  await page.getByTestId('drawer-toggle').click();
  await page.getByTestId('record-search').fill(email);
  // The search is in the address once the list shows its one answer.
  await expect(page).toHaveURL(/search=profile-/);
  await expect(page.locator('[data-testid^="record-card-"]')).toHaveCount(1);
  await page.getByRole('link', { name: /Journey Member/ }).click();
  await expect(page).toHaveURL(/\/admin\/caffee-users\/\d+$/);
  await expect(page.getByTestId('detail-type')).toHaveText('Miseensa Caffee');
  await expect(page.getByTestId('user-constituency')).toHaveText('—');

  // The profile, edited by the admin; saving comes back to the member's page.
  await page.getByTestId('record-edit').click();
  await page.getByTestId('field-gender').click();
  await page.getByRole('option', { name: 'Dubartii' }).click();
  await page.getByTestId('field-party').fill('Paartii Badhaadhinaa');
  await page.getByTestId('field-position').fill('Miseensa koree baajataa');
  await pick(page, 'place-region', 'Oromi', 'Oromiyaa');
  await pick(page, 'place-zone', 'Shawaa L', 'Shawaa Lixaa');
  await pick(page, 'place-woreda', 'Amboo', 'Amboo');
  await pick(page, 'place-kebele', '01', 'Ganda 01');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/caffee-users\/\d+$/);
  await expect(page.getByTestId('detail-party')).toHaveText('Paartii Badhaadhinaa');
  await expect(page.getByTestId('detail-gender')).toHaveText('Dubartii');
  await expect(page.getByTestId('user-constituency')).toHaveText(
    'Ganda 01 (Amboo › Shawaa Lixaa › Oromiyaa)',
  );
  // An institute field has no place on a member's page.
  await expect(page.getByTestId('detail-instituteId')).toHaveCount(0);

  // The picture, set by the admin, and the history saying what changed, by name.
  await page.getByTestId('picture-input').setInputFiles({
    name: 'miseensa.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('picture-remove')).toBeVisible();
  const history = page.getByTestId('audit-timeline');
  await expect(history).toContainText('Paartii Badhaadhinaa');
  await expect(history).not.toContainText(/kebeleId|pictureFileId/);
  await expectAccessible(page, 'a member’s page');

  // In English on a phone, the page reads in English and fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('detail-gender')).toHaveText('Female');
  await expect(page.getByTestId('detail-type')).toHaveText('Council member');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The members list exports like the others: names, labels, no ids.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/caffee-users?search=${encodeURIComponent(email)}`);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(header).toContain('Role');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain('Journey Member');
  expect(rows[0]).toContain('Council member');
  expect(rows[0]).not.toMatch(/,\d+,/);
});

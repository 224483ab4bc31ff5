import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { setCalendar, signIn } from './fixtures';

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

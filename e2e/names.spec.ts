import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/** What a program stores where a person expects a name: "#6", "agendaItem20", "user2". */
const INTERNAL = /#\d+|\b(agendaItem|user)\d+\b|\b[a-z]+Id\b|\bin_review\b/;

/** Opens the first record of a list page (the table's first row) and waits for its page. */
async function openFirst(page: Page, list: string) {
  await page.goto(list);
  await page.getByTestId('display-table').click();
  const first = page.locator('[data-testid^="record-row-"]').first();
  await expect(first).toBeVisible();
  // The list names each record's references, never their ids.
  await expect(page.getByTestId('records-table')).not.toContainText(INTERNAL);
  await first.click();
  await expect(page.getByTestId('record-detail')).toBeVisible();
}

test('places and meetings read their references by name, in the reader’s language', async ({
  page,
}) => {
  await signIn(page, 'admin');

  // 94 kebeles share a handful of names: each says which woreda it is in.
  await openFirst(page, '/admin/address/kebeles?sort=name&order=asc');
  const kebele = page.getByTestId('record-detail');
  await expect(kebele).not.toContainText(INTERNAL);
  await expect(page.getByTestId('detail-woredaId')).not.toHaveText('—');

  await openFirst(page, '/admin/address/woredas');
  await expect(page.getByTestId('record-detail')).not.toContainText(INTERNAL);
  await expect(page.getByTestId('detail-zoneId')).not.toHaveText('—');

  // A meeting of a group names the group, in English once the reader switches.
  await page.goto('/admin/meetings?sort=startsAt&order=asc');
  await page.getByTestId('display-table').click();
  await page.locator('[data-testid^="record-row-"]').first().click();
  await expect(page.getByTestId('record-detail')).not.toContainText(INTERNAL);
  await expect(page.getByTestId('detail-groupId')).not.toContainText(/^#/);
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('record-detail')).not.toContainText(INTERNAL);
});

test('a complaint’s history and the complaints export read as people write', async ({ page }) => {
  await signIn(page, 'admin', '/admin/complains?status=resolved');
  await page.getByTestId('display-table').click();
  await page.locator('[data-testid^="record-row-"]').first().click();
  const history = page.getByTestId('audit-timeline');
  await expect(history).toBeVisible();
  await expect(history).not.toContainText(INTERNAL);
  // A workflow step says where it came from and where it went, never "Resolved → Resolved".
  await expect(history).not.toContainText(/(\S+) → \1(?!\S)/);

  await page.goto('/admin/complains');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8');
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(header).not.toMatch(/\b[a-z]+Id\b/);
  expect(rows.length).toBeGreaterThan(0);
  // Institutes by name, statuses by their label: no bare ids or codes in any line.
  for (const row of rows) expect(row).not.toMatch(/\bin_review\b|,\d+,/);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe-core violation on the page as it is now, snackbars included.
 * `soft` records a failure and goes on, so one run of a sweep lists every page's problems.
 */
export async function expectAccessible(
  page: Page,
  where = page.url(),
  { soft = false } = {},
): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  (soft ? expect.soft : expect)(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `accessibility of ${where}`,
  ).toEqual([]);
}

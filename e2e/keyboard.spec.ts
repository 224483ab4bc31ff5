import { expect, test, type Page } from '@playwright/test';
import { demoAccount, LANDING } from './fixtures';

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('a keyboard alone signs in, skips to the content, opens a record and a form', async ({
  page,
}) => {
  const account = demoAccount('admin');
  await page.goto('/auth/login');
  await tabTo(page, 'input[name="email"]');
  await page.keyboard.type(account.email);
  await tabTo(page, 'input[name="password"]');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LANDING.admin}$`));

  await page.goto('/admin/news-feeds');
  await expect(page.locator('[data-testid^="record-card-"]').first()).toBeVisible();
  // The first stop is the skip link; it moves focus past the menus to the page itself.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', '#main-content');
  await page.keyboard.press('Enter');
  await tabTo(page, '[data-testid^="record-card-"] a');
  const opened = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(opened);
  await expect(page.getByTestId('audit-timeline')).toBeVisible();

  await page.goto('/admin/news-feeds/new');
  await expect(page.getByTestId('record-form')).toBeVisible();
  await tabTo(page, '[data-testid="record-save"]');
  await page.keyboard.press('Enter');
  // Nothing filled in: the form stays, says why, and puts the cursor on the first problem.
  await expect(page).toHaveURL(/\/admin\/news-feeds\/new$/);
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
});

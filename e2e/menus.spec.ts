import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { createMember, login, signIn } from './fixtures';

/** The top-menu layout, as the customizer stores it (redux-persist: each value JSON again). */
const TOP_MENU = JSON.stringify({
  layout: JSON.stringify('horizontal'),
  _persist: JSON.stringify({ version: 1, rehydrated: true }),
});

test('the top menu fits the bar: what does not fit is under "More"', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.addInitScript(
    (value) => localStorage.setItem('persist:caffee-settings', value),
    TOP_MENU,
  );
  await page.reload();
  await expect(page.getByTestId('nav-more')).toBeVisible();
  await expectAccessible(page);

  // The account menu and the preferences stay on screen, and the bar does not overflow.
  for (const id of ['user-menu', 'customizer-open', 'nav-more']) {
    await expect(page.getByTestId(id)).toBeInViewport();
  }
  const bar = await page.locator('header').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(bar).toBeLessThanOrEqual(1);

  // A page under "More" opens from it, and "More" then shows it is the current one.
  await page.getByTestId('nav-more').click();
  await page.getByRole('menuitem', { name: 'Ramaddiiwwan' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByTestId('nav-more')).toHaveClass(/MuiButton-outlined/);

  // Narrower, fewer items fit; wider, all of them.
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect(page.getByTestId('user-menu')).toBeInViewport();
  await page.setViewportSize({ width: 4000, height: 900 });
  await expect(page.getByTestId('nav-more')).toHaveCount(0);
  await expect(page.getByTestId('nav-categories')).toBeVisible();
});

test('the language chosen in the header is the account’s, on the next sign-in anywhere', async ({
  browser,
  request,
}) => {
  const account = await createMember(request, `language-${Date.now()}@caffee.example`);
  const first = await browser.newPage();
  await first.goto('/auth/login');
  await login(first, account.email, account.password);
  await expect(first.getByTestId('page-title')).toHaveText('Gaaffilee');
  const saved = first.waitForResponse(
    (r) => r.url().includes('/api/v1/users/current') && r.request().method() === 'PATCH',
  );
  await first.getByTestId('language-switcher').click();
  await first.getByTestId('language-en').click();
  expect((await saved).ok()).toBe(true);
  await expect(first.getByTestId('page-title')).toHaveText('Questions');

  // Another device: nothing stored there, the sign-in page in Afaan Oromoo; the app in English.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/auth/login');
  await expect(second.getByTestId('page-title')).toHaveText('Seenaa');
  await login(second, account.email, account.password);
  await expect(second.getByTestId('page-title')).toHaveText('Questions');
  await other.close();
});

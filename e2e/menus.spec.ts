import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

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

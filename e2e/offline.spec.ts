import { expect, test, type Page } from '@playwright/test';
import { omText as om, signIn } from './fixtures';

// The journeys force a screen's code to fail with `page.route`: with the app's service worker
// it would come from its cache, offline or not, and Playwright sees only requests that bypass
// one. Blocking the worker keeps the failure ours to force.
test.use({ serviceWorkers: 'block' });

// Demo data (fresh for each run): the member sees the group tree; question 7 (open) is
// addressed to them.
const GROUP_TREE_CODE = '**/assets/group-tree-page-*.js';

/** Opens a screen from the side menu, as a person does (the menu starts closed). */
async function openFromMenu(page: Page, key: string): Promise<void> {
  const item = page.getByTestId(`nav-${key}`);
  if (!(await item.isVisible())) await page.getByTestId('drawer-toggle').click();
  await item.click();
}

test('offline, a screen not yet visited says so with Try again, and opens once back online', async ({
  page,
  context,
}) => {
  await signIn(page, 'member');
  const landing = page.url();
  await page.route(GROUP_TREE_CODE, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);

  await openFromMenu(page, 'group-tree');
  await expect(page).toHaveURL(/\/member\/group-tree$/);
  const message = page.getByTestId('load-error');
  await expect(message).toBeVisible();
  await expect(message).toContainText(om('common', 'loadError.screen'));
  await expect(message).toContainText(om('common', 'loadError.connection'));
  // The header and the menu stay: the reader can go elsewhere.
  await expect(page.getByRole('banner')).toBeVisible();
  await openFromMenu(page, 'questions');
  await expect(page).toHaveURL(landing);
  await expect(message).toHaveCount(0);
  await expect(page.getByTestId('page-title')).toBeVisible();

  // Still offline: the screen fails again, said again rather than blank.
  await openFromMenu(page, 'group-tree');
  await expect(message).toBeVisible();

  await context.setOffline(false);
  await page.unroute(GROUP_TREE_CODE);
  await message.getByRole('button', { name: om('common', 'common.retry') }).click();
  await expect(page.getByTestId('page-title')).toHaveText(om('records', 'records.nav.groupTree'));
  await expect(message).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signIn, type DemoAccount } from './fixtures';

/**
 * Every page a user type can reach, in every layout the customizer offers: axe-core finds
 * no serious or critical violation, the page follows the chosen direction, and nothing is
 * wider than the window (no sideways scrolling on a phone, nothing pushed off in RTL).
 * The checks are soft: a run goes through every page and reports all that fail.
 */

interface Variant {
  name: string;
  viewport: { width: number; height: number };
  prefs: { navType: 'light' | 'dark'; rtlLayout: boolean; layout: 'vertical' | 'horizontal' };
}

const VARIANTS: readonly Variant[] = [
  {
    name: 'desktop, light, left to right, side menu',
    viewport: { width: 1280, height: 800 },
    prefs: { navType: 'light', rtlLayout: false, layout: 'vertical' },
  },
  {
    name: 'desktop, dark, right to left, top menu',
    viewport: { width: 1280, height: 800 },
    prefs: { navType: 'dark', rtlLayout: true, layout: 'horizontal' },
  },
  {
    name: 'phone, dark, right to left',
    viewport: { width: 390, height: 844 },
    prefs: { navType: 'dark', rtlLayout: true, layout: 'vertical' },
  },
];

/** The stored preferences as redux-persist keeps them: each value JSON-encoded again. */
async function usePrefs(page: Page, prefs: Variant['prefs']) {
  const stored = Object.fromEntries(
    Object.entries({ ...prefs, _persist: { version: 1, rehydrated: true } }).map(([k, v]) => [
      k,
      JSON.stringify(v),
    ]),
  );
  await page.addInitScript((value) => {
    localStorage.setItem('persist:caffee-settings', value);
  }, JSON.stringify(stored));
}

/** Waits until the page shows its content: a title and nothing loading. */
async function settled(page: Page) {
  await expect(page.getByTestId('page-title').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
}

async function checkPage(page: Page, variant: Variant, path: string) {
  await page.goto(path);
  await settled(page);
  const where = `${path} (${variant.name})`;
  await expect
    .soft(page.locator('html'), where)
    .toHaveAttribute('dir', variant.prefs.rtlLayout ? 'rtl' : 'ltr');
  await expect
    .soft(page.locator('html'), where)
    .toHaveAttribute('data-mode', variant.prefs.navType);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `sideways overflow of ${where}`).toBeLessThanOrEqual(1);
  await expectAccessible(page, where, { soft: true });
}

/** The menu's pages, and from each record list its first record and its form. */
async function reachablePages(page: Page): Promise<string[]> {
  const links = page.locator('nav a[data-testid^="nav-"]');
  await expect(links.first()).toBeAttached();
  const menu = await links.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  const pages = new Set<string>(menu);
  for (const path of menu) {
    await page.goto(path);
    await settled(page);
    const create = page.getByTestId('record-create');
    if (await create.count()) pages.add(`${path}/new`);
    const first = page.locator('[data-testid^="record-card-"] a, [data-testid^="record-row-"] a');
    if (await first.count()) {
      const href = await first.first().getAttribute('href');
      if (href) pages.add(new URL(href, page.url()).pathname);
    }
  }
  return [...pages];
}

test.describe('every page in every layout', () => {
  // Each user type's sweep is some 40-60 pages × 3 layouts with axe-core: 4-9 minutes on a
  // 2-core machine that benchmarks slowly; 20 leaves room without hiding a hung page (each
  // step has its own 10 s expectation).
  test.describe.configure({ timeout: 1_200_000 });

  for (const type of ['admin', 'institute', 'member'] as const satisfies DemoAccount['type'][]) {
    test(`${type} pages`, async ({ page }) => {
      await signIn(page, type);
      const pages = await reachablePages(page);
      expect(pages.length).toBeGreaterThan(3);
      for (const variant of VARIANTS) {
        await page.setViewportSize(variant.viewport);
        await usePrefs(page, variant.prefs);
        for (const path of pages) await checkPage(page, variant, path);
      }
    });
  }

  test('pages before signing in', async ({ page }) => {
    for (const variant of VARIANTS) {
      await page.setViewportSize(variant.viewport);
      await usePrefs(page, variant.prefs);
      for (const path of [
        '/auth/login',
        '/auth/register',
        '/auth/forgot-password',
        '/no/such/page',
      ]) {
        await checkPage(page, variant, path);
      }
    }
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signIn, type DemoAccount } from './fixtures';

/**
 * Every page a user type can reach, on a desktop and on a phone, in both directions, both
 * themes and the three languages: axe-core finds no serious or critical violation, the page
 * follows the chosen direction, theme and language, and nothing is wider than the window (no
 * sideways scrolling on a phone, nothing pushed off in RTL). The checks are soft: a run goes
 * through every page and reports all that fail.
 *
 * Each page is visited twice, once on a desktop and once on a phone, the two visits differing
 * in every other setting too, so that every page is seen at both widths, in both directions
 * and in both themes. Half the pages take the pair of visits A, the other half the pair B, so
 * that across the pages every pair of settings meets (a phone in light and in dark, left to
 * right and right to left; the top menu; each language) — pairwise coverage, which finds what
 * settings break together, without visiting every page in every combination (docs/testing.md).
 */

interface Variant {
  name: string;
  /** Which half of the pages it visits: the first variant of each pair visits on a desktop. */
  pair: 0 | 1;
  viewport: { width: number; height: number };
  prefs: {
    navType: 'light' | 'dark';
    rtlLayout: boolean;
    layout: 'vertical' | 'horizontal';
    locale: 'om' | 'en' | 'am';
  };
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const VARIANTS: readonly Variant[] = [
  {
    name: 'desktop, light, left to right, side menu, Afaan Oromoo',
    pair: 0,
    viewport: DESKTOP,
    prefs: { navType: 'light', rtlLayout: false, layout: 'vertical', locale: 'om' },
  },
  {
    name: 'phone, dark, right to left, English',
    pair: 0,
    viewport: PHONE,
    prefs: { navType: 'dark', rtlLayout: true, layout: 'vertical', locale: 'en' },
  },
  {
    name: 'desktop, dark, right to left, top menu, Amharic',
    pair: 1,
    viewport: DESKTOP,
    prefs: { navType: 'dark', rtlLayout: true, layout: 'horizontal', locale: 'am' },
  },
  {
    name: 'phone, light, left to right, Afaan Oromoo',
    pair: 1,
    viewport: PHONE,
    prefs: { navType: 'light', rtlLayout: false, layout: 'vertical', locale: 'om' },
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
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
}

/**
 * Opens a page of the app as its own links do, without loading the app again: the history's
 * new entry is announced as the browser's back and forward buttons announce theirs, and the
 * router draws the page. The browser tab's name is cleared first: the page sets it when its
 * title is drawn (components/page-title.tsx), which tells that the new page, not the last
 * one, is on the screen. `reload` loads it as a new document instead; the page on the screen
 * is only waited for.
 */
async function open(page: Page, path: string, { reload = false } = {}) {
  if (reload) await page.goto(path);
  else if (new URL(page.url()).pathname !== path) {
    await page.evaluate((path) => {
      document.title = '';
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(() => page.evaluate(() => document.title)).not.toBe('');
    await expect(page).toHaveURL(path);
  }
  await settled(page);
}

async function checkPage(page: Page, variant: Variant, path: string) {
  const where = `${path} (${variant.name})`;
  const html = page.locator('html');
  await expect.soft(html, where).toHaveAttribute('dir', variant.prefs.rtlLayout ? 'rtl' : 'ltr');
  await expect.soft(html, where).toHaveAttribute('data-mode', variant.prefs.navType);
  await expect.soft(html, where).toHaveAttribute('lang', variant.prefs.locale);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `sideways overflow of ${where}`).toBeLessThanOrEqual(1);
  await expectAccessible(page, where, { soft: true });
}

/** The menu's pages, as its links name them. */
async function menuPages(page: Page): Promise<string[]> {
  const links = page.locator('nav a[data-testid^="nav-"]');
  await expect(links.first()).toBeAttached();
  const menu = await links.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  return [...new Set(menu)];
}

/** From a record list on the screen: its form (if the reader may create) and its first record. */
async function pagesFromList(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  if (await page.getByTestId('record-create').count()) found.push(`${path}/new`);
  const first = page.locator('[data-testid^="record-card-"] a, [data-testid^="record-row-"] a');
  if (await first.count()) {
    const href = await first.first().getAttribute('href');
    if (href) found.push(new URL(href, page.url()).pathname);
  }
  return found;
}

/**
 * Each variant visits its half of the pages: the first with a full page load in the variant's
 * preferences (so the app's start is checked in each), the rest as the app's links open them,
 * or each with a full load where `reload` says so. With `fromLists`, a pair's first (desktop)
 * variant also takes, from each list it visits, the list's form and first record into its
 * pair's half: the pages reached from the menu are found on the way, not by a visit of every
 * menu page beforehand. Answers how many pages were visited, each twice.
 */
async function sweep(
  page: Page,
  pages: readonly string[],
  { reload = false, fromLists = false } = {},
): Promise<number> {
  const halves = [0, 1].map((pair) => pages.filter((_, i) => i % 2 === pair));
  for (const variant of VARIANTS) {
    await page.setViewportSize(variant.viewport);
    await usePrefs(page, variant.prefs);
    const half = halves[variant.pair]!;
    const finds = fromLists && variant.viewport === DESKTOP;
    // The half grows while it is visited: what a list leads to is visited after the lists.
    for (let i = 0; i < half.length; i++) {
      const path = half[i]!;
      await open(page, path, { reload: reload || i === 0 });
      await checkPage(page, variant, path);
      if (finds && pages.includes(path)) {
        for (const found of await pagesFromList(page, path)) {
          if (!halves.some((h) => h.includes(found))) half.push(found);
        }
      }
    }
  }
  return halves[0]!.length + halves[1]!.length;
}

test.describe('every page in every layout', () => {
  // Each user type's sweep is some 20-60 pages, each visited twice with axe-core: 1-3 minutes
  // on a 2-core machine that benchmarks slowly; 10 leaves room without hiding a hung page
  // (each step has its own 10 s expectation).
  test.describe.configure({ timeout: 600_000 });

  for (const type of ['admin', 'institute', 'member'] as const satisfies DemoAccount['type'][]) {
    test(`${type} pages`, async ({ page }) => {
      await signIn(page, type);
      const menu = await menuPages(page);
      expect(menu.length).toBeGreaterThan(3);
      const visited = await sweep(page, menu, { fromLists: true });
      console.log(`${type}: ${visited} pages, each visited twice`);
    });
  }

  test('pages before signing in', async ({ page }) => {
    // A build of its own (src/pages/sign-in), without the app's router: each page is loaded.
    await sweep(page, ['/auth/login', '/auth/register', '/auth/forgot-password', '/no/such/page'], {
      reload: true,
    });
  });
});

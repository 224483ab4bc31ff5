import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/** Waits until the app's service worker is active: its precache (every screen's code) is done. */
async function workerReady(page: Page): Promise<void> {
  // `ready` resolves once the worker has installed (precached) and is activating.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
}

test('after a first visit the app starts from its worker, and an unvisited screen opens offline', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin');
  await workerReady(page);

  // A repeat visit: every script of the first screen comes from the worker's cache, and the
  // worker asks the network for none.
  const scripts: { url: string; fromWorker: boolean }[] = [];
  const fetchedByWorker: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    }
  });
  context.on('request', (request) => {
    if (request.serviceWorker() && /\.js$/.test(new URL(request.url()).pathname)) {
      fetchedByWorker.push(request.url());
    }
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('page-title')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => !s.fromWorker)).toEqual([]);
  expect(fetchedByWorker).toEqual([]);

  // Offline, a screen never opened in this browser opens from the menu: its code is cached.
  await context.setOffline(true);
  await page.getByTestId('drawer-toggle').click();
  await page.getByTestId('nav-roles').click();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-roles.png') });
  await context.setOffline(false);
});

test('the web app manifest names the app and its icons, which are there', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1565c0');

  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    lang: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Caffee',
    start_url: '/',
    display: 'standalone',
    lang: 'om',
  });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((i) => i.src), touchIcon!]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
});

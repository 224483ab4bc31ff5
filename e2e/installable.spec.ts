import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, workerReady } from './fixtures';

// The other journeys block service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/** The worker the server sends (built by `npm run test:e2e`). */
const WORKER = path.resolve(import.meta.dirname, '../apps/web/dist/sw.js');

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

test('a new version is offered, and takes over only when the reader chooses', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await workerReady(page);
  // A form being filled in when the release comes.
  await page.goto('/admin/roles/new');
  const field = page.getByRole('textbox').first();
  await field.fill('half-typed');

  // A release: the server now sends a different worker, which the browser installs.
  const released = fs.readFileSync(WORKER, 'utf8');
  try {
    fs.writeFileSync(WORKER, `${released}\n// the next release\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'Caffee' });
    await expect(prompt).toContainText("Fooyya'iinsi haaraan Caffee qophaa'eera.");
    // Nothing reloaded under the reader: what they typed is still there.
    await expect(field).toHaveValue('half-typed');
    await page.screenshot({ path: test.info().outputPath('update-om.png') });
    for (const [locale, text] of [
      ['en', 'A new version of Caffee is ready.'],
      ['am', 'አዲስ የጨፌ ስሪት ዝግጁ ነው።'],
    ] as const) {
      await page.getByTestId('language-switcher').click();
      await page.getByTestId(`language-${locale}`).click();
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`update-${locale}.png`) });
    }
    const controller = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), url: registration?.active?.scriptURL };
      });
    expect((await controller()).waiting).toBe(true);

    // Chosen, the new version takes over and the page reloads into it.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'እንደገና ይጫኑ' }).click();
    await reloaded;
    expect((await controller()).waiting).toBe(false);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'ጨፌ' })).toHaveCount(0);
  } finally {
    fs.writeFileSync(WORKER, released);
  }
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

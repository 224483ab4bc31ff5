// Issue 23's floor: a repeat visit with the service worker takes the first screen's code from
// its cache (no network request for scripts), and a screen not opened before opens offline.
// Measured in a browser of its own: the other measures want the network, not the worker.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, storeSession } from './browser.js';
import type { Session } from './server.js';

export interface OfflineMeasure {
  /** The screen visited twice, and the one opened offline afterwards. */
  firstScreen: string;
  offlineScreen: string;
  /** Scripts of the repeat visit the worker answered, and those that went to the network. */
  scriptsFromWorker: number;
  scriptsFromNetwork: string[];
  /** Scripts the worker itself fetched during the repeat visit (should be none). */
  workerFetches: string[];
  /** From the click in the menu to the unvisited screen's title, offline; null if it never showed. */
  offlineOpenMs: number | null;
}

const title = (page: Page) => page.waitForSelector('main h1', { timeout: 60_000 });

/** Waits for a page title other than `previous`: the next screen has drawn. */
const nextTitle = (page: Page, previous: string) =>
  page.locator('main h1', { hasNotText: previous }).first().waitFor({ timeout: 30_000 });

/**
 * Waits until the worker is active: it has precached. Asked with `evaluate` (the page's
 * policy forbids the string evaluation `waitForFunction` polls with); the bench has no DOM
 * types, so the page's code is text, as in long-tasks.ts.
 */
async function workerActive(page: Page): Promise<void> {
  const deadline = Date.now() + 120_000;
  const state = `navigator.serviceWorker.ready.then((r) => r.active && r.active.state)`;
  while ((await page.evaluate(state)) !== 'activated') {
    if (Date.now() > deadline) throw new Error('The service worker did not activate');
    await page.waitForTimeout(250);
  }
}

export async function measureOffline(
  origin: string,
  session: Session,
  firstScreen: string,
  offlineScreen: string,
): Promise<OfflineMeasure> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await storeSession(page, origin, session);
    // The first visit: the worker registers once the screen has rendered and precaches.
    await page.goto(`${origin}${firstScreen}`);
    await title(page);
    await workerActive(page);

    const fromWorker: string[] = [];
    const fromNetwork: string[] = [];
    const workerFetches: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      (response.fromServiceWorker() ? fromWorker : fromNetwork).push(response.url());
    });
    context.on('request', (request) => {
      if (request.serviceWorker() && new URL(request.url()).pathname.endsWith('.js')) {
        workerFetches.push(request.url());
      }
    });
    await page.goto(`${origin}${firstScreen}`);
    await title(page);
    await page.waitForLoadState('networkidle');

    const firstTitle = (await page.locator('main h1').first().textContent()) ?? '';
    await context.setOffline(true);
    const started = Date.now();
    let offlineOpenMs: number | null = null;
    try {
      await page.getByTestId('drawer-toggle').click();
      await page.locator(`a[href="${offlineScreen}"]:visible`).first().click();
      await page.waitForURL(`${origin}${offlineScreen}`, { timeout: 30_000 });
      await nextTitle(page, firstTitle);
      offlineOpenMs = Date.now() - started;
    } catch (error) {
      process.stderr.write(`Offline, ${offlineScreen} did not open: ${String(error)}\n`);
      offlineOpenMs = null;
    }
    return {
      firstScreen,
      offlineScreen,
      scriptsFromWorker: fromWorker.length,
      scriptsFromNetwork: fromNetwork,
      workerFetches,
      offlineOpenMs,
    };
  } finally {
    await browser.close();
  }
}

// Alone (`npx tsx bench/src/web/offline.ts`, after `npm run build`): this measure only.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { signIn, startWebServer } = await import('./server.js');
  const server = await startWebServer();
  try {
    const admin = server.accounts.find((a) => a.type === 'admin' && a.status === 'active');
    if (!admin) throw new Error('No demo administrator');
    const session = await signIn(server.url, admin);
    console.log(
      JSON.stringify(
        await measureOffline(server.url, session, '/admin/dashboard', '/admin/roles'),
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
}

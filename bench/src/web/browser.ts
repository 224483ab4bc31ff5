import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { Session } from './server.js';

/** The Debian Chromium, as e2e uses it; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  /** The DevTools port Lighthouse connects to. */
  port: number;
  close: () => Promise<void>;
}

/**
 * Chromium with a profile of its own and a DevTools port: Lighthouse opens its tabs in the
 * same (default) browser context, so what a page stores in localStorage is there for it too.
 */
export async function launchBrowser(port: number): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    viewport: { width: 1280, height: 800 },
    // The scripts measured are a first visit's, from the network; the worker's repeat visit is
    // measured apart (offline.ts). Lighthouse clears the origin's workers before each run.
    serviceWorkers: 'block',
  });
  return {
    context,
    port,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Stores the session where the web app keeps it (`apps/web/src/api/tokens.ts`). */
export async function storeSession(page: Page, origin: string, session: Session): Promise<void> {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/auth/login`);
  await page.evaluate(
    `localStorage.setItem('token', ${JSON.stringify(session.accessToken)});` +
      `localStorage.setItem('refreshToken', ${JSON.stringify(session.refreshToken)});`,
  );
}

export async function clearSession(page: Page, origin: string): Promise<void> {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/auth/login`);
  await page.evaluate(`localStorage.clear(); sessionStorage.clear();`);
}

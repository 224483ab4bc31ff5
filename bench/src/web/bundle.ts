import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

export interface ScriptFile {
  /** The path on the server, `/assets/…`. */
  file: string;
  /** Bytes on the wire (the body as sent, after any content-encoding). */
  transferBytes: number;
  /** `content-encoding` of the response, or `identity`. */
  encoding: string;
  bytes: number;
  /** The decoded body gzipped here with zlib level 9. */
  gzipBytes: number;
}

export interface PageScripts {
  path: string;
  files: ScriptFile[];
  bytes: number;
  gzipBytes: number;
  transferBytes: number;
}

/** Parts of the app that belong to other screens, found in the chunks through their source maps. */
export const SCREENS = {
  dashboard: 'src/pages/dashboard/dashboard-page',
  calendar: 'src/records/meetings/calendar/calendar-page',
  'record lists': 'src/crud/list/record-list-page',
  'charts (@mui/x-charts)': 'node_modules/@mui/x-charts/',
} as const;
export type Screen = keyof typeof SCREENS;

/** For each screen, the chunks of the build that hold its code (from `assets/*.js.map`). */
export function screenChunks(webDist: string): Record<Screen, string[]> {
  const assets = path.join(webDist, 'assets');
  const out = Object.fromEntries(Object.keys(SCREENS).map((k) => [k, [] as string[]])) as Record<
    Screen,
    string[]
  >;
  for (const name of fs.readdirSync(assets)) {
    if (!name.endsWith('.js')) continue;
    const mapFile = path.join(assets, `${name}.map`);
    // Without a source map, only the chunk's name tells (a lazy page's chunk is named after it).
    const sources = fs.existsSync(mapFile)
      ? (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources
      : [];
    for (const [screen, marker] of Object.entries(SCREENS) as [Screen, string][]) {
      const found =
        sources.length > 0
          ? sources.some((s) => s.includes(marker))
          : name.startsWith(`${path.basename(marker)}-`);
      if (found) out[screen].push(`/assets/${name}`);
    }
  }
  return out;
}

const gzip = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

/**
 * Opens `url` in a fresh tab with the HTTP cache off and records every JavaScript response
 * until the page has settled (`settled` resolves) and the network has been idle.
 */
export async function scriptsOf(
  context: BrowserContext,
  url: string,
  settled: (page: Page) => Promise<unknown>,
  prepare?: (page: Page) => Promise<void>,
): Promise<PageScripts> {
  const page = await context.newPage();
  try {
    if (prepare) await prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const pending: Promise<ScriptFile | null>[] = [];
    page.on('response', (response) => {
      const req = response.request();
      if (req.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const sizes = await req.sizes().catch(() => null);
          return {
            file: new URL(response.url()).pathname,
            transferBytes: sizes?.responseBodySize ?? body.length,
            encoding: response.headers()['content-encoding'] ?? 'identity',
            bytes: body.length,
            gzipBytes: gzip(body),
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await settled(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
    const sum = (k: 'bytes' | 'gzipBytes' | 'transferBytes') => files.reduce((n, f) => n + f[k], 0);
    return {
      path: new URL(url).pathname,
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      bytes: sum('bytes'),
      gzipBytes: sum('gzipBytes'),
      transferBytes: sum('transferBytes'),
    };
  } finally {
    await page.close();
  }
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

const require = createRequire(import.meta.url);
export const LIGHTHOUSE_VERSION = (require('lighthouse/package.json') as { version: string })
  .version;

export interface LighthouseRun {
  score: number;
  /** Milliseconds (CLS: unitless), as Lighthouse reports them. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The longest main-thread task Lighthouse saw (observed, not simulated), in ms. */
  longestTaskMs: number;
  finalUrl: string;
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (`cpuSlowdownFor` of the calibration's index). */
  cpuSlowdown: number;
  /**
   * Script bytes on the wire (transfer size, compressed) of the requests that started before
   * the page's largest paint, as the browser really loaded it: what it needed to show content.
   */
  scriptBeforeContentBytes: number;
  /** Script bytes on the wire of the whole load. */
  scriptBytes: number;
  warnings: string[];
}

export interface LighthouseResult {
  path: string;
  /** The run with the median score. */
  median: LighthouseRun;
  scores: number[];
  /** The calibration run's benchmark index, and the CPU slowdown taken from it. */
  calibration: { benchmarkIndex: number; cpuSlowdown: number };
}

/**
 * The benchmark index of the phone the runs emulate: Lighthouse's throttling guide
 * (docs/throttling.md, "CPU throttling") gives a mid-tier phone ~500; its default 4× stands for
 * a ~2,000 desktop. Dividing the host's index by it emulates the same phone on a fast day and a
 * slow one, where a fixed 4× emulated a different phone as the shared machine's speed changed.
 */
export const PHONE_BENCHMARK_INDEX = 500;
export const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.max(1, benchmarkIndex / PHONE_BENCHMARK_INDEX);

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

const itemsOf = <T>(lhr: Result, id: string): T[] => {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details ? (details.items as T[]) : [];
};

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

function summarise(lhr: Result, cpuSlowdown: number): LighthouseRun {
  const items = itemsOf<{ duration?: number }>(lhr, 'long-tasks');
  // The load as it really ran (Lighthouse simulates the throttled one from it): the requests'
  // times and the observed largest paint count from the same start, the navigation's.
  const observedLcp =
    itemsOf<{ observedLargestContentfulPaint?: number }>(lhr, 'metrics')[0]
      ?.observedLargestContentfulPaint ?? Infinity;
  const scripts = itemsOf<NetworkItem>(lhr, 'network-requests').filter(
    (r) => r.resourceType === 'Script',
  );
  const bytes = (list: NetworkItem[]) => list.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    longestTaskMs: Math.max(0, ...items.map((i) => i.duration ?? 0)),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
    scriptBeforeContentBytes: bytes(
      scripts.filter((r) => (r.networkRequestTime ?? Infinity) < observedLcp),
    ),
    scriptBytes: bytes(scripts),
    warnings: lhr.runWarnings.map(String),
  };
}

/** Lighthouse's errors of a trace recorded incompletely; its message says to run it again. */
const TRACE_FAULTS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const MAX_RETRIES = 2;

/**
 * The host's benchmark index now: a Lighthouse run on `url` (a light answer), whose
 * environment reports it (Lighthouse measures it at the start of every run).
 */
export async function calibrate(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyAudits: ['first-contentful-paint'],
  });
  const benchmarkIndex = result?.lhr.environment.benchmarkIndex;
  if (!benchmarkIndex) throw new Error('Lighthouse reported no benchmark index');
  return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) };
}

/**
 * Lighthouse's performance category with its mobile settings (simulated slow 4G, a phone's
 * screen) and the CPU slowdown calibrated just before (`calibrate` on `calibrateUrl`), so that
 * each page is judged on the same emulated phone. It runs in a new tab of the browser on `port`.
 * Its default storage reset clears the HTTP cache and service workers but not localStorage (see
 * `clearStorageTypes`), so a session stored there beforehand survives and the cache is cold.
 */
export async function runLighthouse(
  url: string,
  port: number,
  runs: number,
  calibrateUrl: string,
  /** A folder for each run's full report (JSON, open it in the Lighthouse viewer). */
  saveTo?: string,
): Promise<LighthouseResult> {
  const calibration = await calibrate(calibrateUrl, port);
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    throttling: {
      ...constants.throttling.mobileSlow4G,
      cpuSlowdownMultiplier: calibration.cpuSlowdown,
    },
  };
  const all: LighthouseRun[] = [];
  /** The spread of scores past which two more runs are made (issue 41: 5 where it is wide). */
  const WIDE = 0.05;
  let wanted = runs;
  for (let i = 0, retries = 0; i < wanted; i++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    // The browser's trace of the load came out incomplete (Lighthouse asks to run it again):
    // a fault of the recording, not of the page.
    if (error && TRACE_FAULTS.has(error.code) && retries < MAX_RETRIES) {
      process.stderr.write(`Lighthouse ${url}: ${error.code}, running again\n`);
      retries++;
      i--;
      continue;
    }
    if (error) throw new Error(`Lighthouse on ${url}: ${error.message}`);
    all.push(summarise(result.lhr, calibration.cpuSlowdown));
    const scores = all.map((r) => r.score);
    if (all.length === runs && runs >= 3 && Math.max(...scores) - Math.min(...scores) > WIDE) {
      wanted = runs + 2;
    }
    if (saveTo) {
      fs.mkdirSync(saveTo, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${i + 1}.json`;
      fs.writeFileSync(path.join(saveTo, name), JSON.stringify(result.lhr));
    }
  }
  const sorted = [...all].sort((a, b) => a.score - b.score);
  return {
    path: new URL(url).pathname,
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? sorted[0]!,
    scores: all.map((r) => r.score),
    calibration,
  };
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';

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
  warnings: string[];
}

export interface LighthouseResult {
  path: string;
  /** The run with the median score. */
  median: LighthouseRun;
  scores: number[];
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function summarise(lhr: Result): LighthouseRun {
  const longTasks = lhr.audits['long-tasks']?.details;
  const items =
    longTasks && 'items' in longTasks ? (longTasks.items as { duration?: number }[]) : [];
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
    warnings: lhr.runWarnings.map(String),
  };
}

/** Lighthouse's errors of a trace recorded incompletely; its message says to run it again. */
const TRACE_FAULTS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const MAX_RETRIES = 2;

/**
 * Lighthouse's performance category with its default (mobile) settings: simulated slow 4G and
 * a 4× slower CPU, a phone's screen. It runs in a new tab of the browser on `port`. Its default
 * storage reset clears the HTTP cache and service workers but not localStorage (see
 * `clearStorageTypes`), so a session stored there beforehand survives and the cache is cold.
 */
export async function runLighthouse(
  url: string,
  port: number,
  runs: number,
  /** A folder for each run's full report (JSON, open it in the Lighthouse viewer). */
  saveTo?: string,
): Promise<LighthouseResult> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  };
  const all: LighthouseRun[] = [];
  for (let i = 0, retries = 0; i < runs; i++) {
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
    all.push(summarise(result.lhr));
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
  };
}

/**
 * `npm run bench:web:lantern -- /admin/news-feeds`: why Lighthouse puts a signed-in page's
 * largest paint where it does. Lighthouse (default mobile settings) does not time the page it
 * loads: it replays the load's requests and main-thread tasks in a model of a slow phone on slow
 * 4G (Lantern), and the simulated paint comes when the last request and task that started
 * before the real paint is done. This runs Lighthouse once, keeps its trace, and prints that
 * replay: each request and each longer task with its simulated start and end, in order, for the
 * optimistic and pessimistic estimates Lighthouse averages, then the tasks over 50 ms its blocking
 * time counts, with the scripts they ran. A chain (a file asked for only after
 * another has arrived and run) and the bytes in flight are what to look for. A tool for finding
 * causes; the figures to compare are `bench:web`'s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { launchBrowser, storeSession } from './browser.js';
import { freePort, signIn, startWebServer } from './server.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    // CPU tasks shorter than this (simulated ms) are left out of the listing, not the replay.
    'min-task': { type: 'string', default: '20' },
  },
});
const pagePath = positionals[0] ?? '/admin/news-feeds';
const minTask = Number(values['min-task']);

/** What the replay reports of one node of the load's graph. */
interface Timing {
  startTime: number;
  endTime: number;
}
interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number };
  childEvents?: { name: string; args?: { data?: { url?: string; functionName?: string } } }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, Timing>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

function describe(node: GraphNode, origin: string): string {
  if (node.type === 'network' && node.request) {
    const url = node.request.url.replace(origin, '');
    return `${url.length > 70 ? `${url.slice(0, 69)}…` : url}  ${(node.request.transferSize / 1000).toFixed(1)} kB`;
  }
  const events = (node.childEvents ?? []).slice(0, 3).map((e) => e.name);
  return `(main thread: ${events.join(', ')})`;
}

/** What a main-thread task ran: the scripts it evaluated or called into, else its events. */
function taskContents(node: GraphNode, origin: string): string {
  const scripts = new Set<string>();
  for (const event of node.childEvents ?? []) {
    const url = event.args?.data?.url;
    if (url && /EvaluateScript|FunctionCall|v8.compile|TimerFire|RunMicrotasks/.test(event.name)) {
      const fn = event.args?.data?.functionName;
      scripts.add(`${event.name} ${url.replace(origin, '')}${fn ? ` ${fn}` : ''}`);
    }
  }
  if (scripts.size > 0) return [...scripts].slice(0, 4).join('; ');
  return describe(node, origin);
}

type Timed = [GraphNode, Timing];

/**
 * One estimate's replay: the nodes `shown` picks, in the order they started, each with its
 * simulated start, end and duration and what `label` says of it.
 */
function printEstimate(
  name: string,
  estimate: Estimate,
  shown: (row: Timed) => boolean,
  label: (node: GraphNode) => string,
): void {
  console.log(`\n${name}: ${Math.round(estimate.timeInMs)} ms`);
  console.log('   start     end  duration  what');
  const rows = [...estimate.nodeTimings.entries()]
    .filter(shown)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    const cells = [t.startTime, t.endTime, t.endTime - t.startTime].map((n) =>
      String(Math.round(n)).padStart(7),
    );
    console.log(`${cells.join(' ')}  ${label(node)}`);
  }
}

const duration = ([, t]: Timed) => t.endTime - t.startTime;
/** The largest paint's replay: every request, and the tasks of `--min-task` ms or more. */
const paintRow = (row: Timed) => row[0].type === 'network' || duration(row) >= minTask;
/** The tasks the blocking time is counted from: those of 50 ms or more. */
const blockingRow = (row: Timed) => row[0].type === 'cpu' && duration(row) >= 50;

const server = await startWebServer();
const browser = await launchBrowser(await freePort()).catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-lantern-'));
try {
  const admin = server.accounts.find((a) => a.type === 'admin' && a.status === 'active');
  if (!admin) throw new Error('No demo administrator');
  const setup = await browser.context.newPage();
  await storeSession(setup, server.url, await signIn(server.url, admin));
  const url = `${server.url}${pagePath}`;
  // Gathered to the folder, then audited from it: the report, and the trace kept for the replay.
  const result = await lighthouse(url, {
    port: browser.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    gatherMode: artifactsDir,
    auditMode: artifactsDir,
  });
  const audits = result?.lhr.audits;
  if (!audits) throw new Error(`Lighthouse returned nothing for ${url}`);

  const artifacts = loadArtifacts(artifactsDir);
  const settings = {
    ...constants.defaultSettings,
    throttlingMethod: 'simulate' as const,
    throttling: constants.throttling.mobileSlow4G,
  };
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  type Request = (data: unknown, context: unknown) => Promise<LanternResult>;
  const fcp = await (LanternFirstContentfulPaint.request as unknown as Request)(data, context);
  const lcp = await (LanternLargestContentfulPaint.request as unknown as Request)(data, context);

  console.log(`${pagePath}: performance ${result.lhr.categories.performance?.score ?? '?'}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']) {
    console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
  }
  console.log(
    `  simulated FCP ${Math.round(fcp.timing)} ms (optimistic ${Math.round(fcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(fcp.pessimisticEstimate.timeInMs)})`,
  );
  const described = (node: GraphNode) => describe(node, server.url);
  const contents = (node: GraphNode) => taskContents(node, server.url);
  printEstimate('Largest paint, optimistic', lcp.optimisticEstimate, paintRow, described);
  printEstimate('Largest paint, pessimistic', lcp.pessimisticEstimate, paintRow, described);
  const tbt = await (LanternTotalBlockingTime.request as unknown as Request)(data, context);
  printEstimate('Blocking time, optimistic', tbt.optimisticEstimate, blockingRow, contents);
  printEstimate('Blocking time, pessimistic', tbt.pessimisticEstimate, blockingRow, contents);
} finally {
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  await browser.close();
  await server.stop();
}

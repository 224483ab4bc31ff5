/**
 * `npm run bench:web:profile -- /admin/dashboard --cpu 4 [--mobile] [--self]`: where a signed-in
 * page's long tasks go. Loads the page in the Debian Chromium (cache off, the CPU slowed as asked) under V8's
 * sampling profiler, takes the page's own long tasks (PerformanceObserver), and names, through
 * the build's source maps, what each task spent its time in: the app's function on the stack,
 * or the library's phase when no app code is on it (React's commit, a module's evaluation).
 * Also lists state updates made during React's commit (a ref callback or layout effect calling
 * setState), which React renders at once, in the same task. `--self` names instead the
 * innermost function of each sample (self time: Emotion's rule insertion, a layout read).
 * A tool for finding causes; the figures to compare are `bench:web`'s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser, storeSession } from './browser.js';
import { freePort, signIn, startWebServer } from './server.js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface LongTask {
  start: number;
  duration: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cpu: { type: 'string', default: '4' },
    top: { type: 'string', default: '8' },
    // Lighthouse's phone: 412 x 823 CSS pixels (a narrow screen draws another layout).
    mobile: { type: 'boolean', default: false },
    // Self time: each sample to the innermost function (and the browser call it was in).
    self: { type: 'boolean', default: false },
  },
});
const pagePath = positionals[0] ?? '/admin/dashboard';
const cpu = Number(values.cpu);
const top = Number(values.top);

const OBSERVE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;
const UPDATES = /^(dispatchSetState|dispatchReducerAction|forceStoreRerender)$/;
const COMMIT = /^(flushLayoutEffects|safelyAttachRef|commitAttachRef)$/;

const server = await startWebServer();
const browser = await launchBrowser(await freePort()).catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
try {
  const admin = server.accounts.find((a) => a.type === 'admin' && a.status === 'active');
  if (!admin) throw new Error('No demo administrator');
  const page = await browser.context.newPage();
  if (values.mobile) await page.setViewportSize({ width: 412, height: 823 });
  await storeSession(page, server.url, await signIn(server.url, admin));
  await page.addInitScript({ content: OBSERVE });
  await page.goto('about:blank');
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + pagePath, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  // Long tasks are timed from the navigation's start; the profile on the same monotonic clock.
  const navigationStart = (metrics.find((m) => m.name === 'NavigationStart')?.value ?? 0) * 1e6;
  const longTasks = (await page.evaluate('window.__longTasks')) as LongTask[];

  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = /\/assets\/([^/?]+\.js)$/.exec(url)?.[1];
      const map = file && path.join(server.webDist, 'assets', `${file}.map`);
      maps.set(
        url,
        map && fs.existsSync(map)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8')))
          : null,
      );
    }
    return maps.get(url) ?? null;
  };
  /** A frame as `source:function`, the source shortened to the package or `src/...`. */
  const named = (frame: CallFrame) => {
    const map = frame.url ? mapOf(frame.url) : null;
    if (!map) return null;
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    // A chunk's top level (its modules' evaluation) has no mapping of its own.
    if (!at.source)
      return { own: false, label: `(evaluating ${path.basename(frame.url)})`, fn: '' };
    const source = at.source;
    const nm = source.lastIndexOf('node_modules/');
    const own = nm < 0;
    const where = own
      ? source.replace(/^.*?\/src\//, 'src/')
      : source.slice(nm + 'node_modules/'.length).replace(/\/(dist|cjs|esm)\/.*$/, '');
    return { own, label: `${where}:${at.name ?? frame.functionName}`, fn: at.name ?? '' };
  };

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
  /** The named frames of a sample, outermost first. */
  const stackOf = (id: number) => {
    const frames = [];
    for (let n = byId.get(id); n; n = parentOf.get(n.id)) {
      const frame = named(n.callFrame);
      if (frame) frames.push(frame);
    }
    return frames.reverse();
  };
  const times: number[] = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((clock += delta));

  console.log(`${server.url}${pagePath}, CPU ${cpu}× slower: ${longTasks.length} long tasks`);
  for (const task of longTasks) {
    const from = navigationStart + task.start * 1000;
    const to = from + task.duration * 1000;
    const spent = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      if (times[i]! < from || times[i]! > to) return;
      const leaf = byId.get(id)!.callFrame;
      if (leaf.functionName === '(idle)') return;
      const stack = stackOf(id);
      const own = stack.findLast((f) => f.own);
      const native = leaf.url ? '' : ` > (${leaf.functionName || 'browser'})`;
      const what = values.self
        ? `${stack.at(-1)?.label ?? ''}${native}`
        : own
          ? own.label
          : stack.length
            ? `(libraries) ${stack
                .slice(0, 6)
                .map((f) => f.label)
                .join(' > ')}`
            : leaf.functionName.startsWith('(')
              ? leaf.functionName
              : `(${leaf.functionName || 'browser'})`;
      spent.set(what, (spent.get(what) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    console.log(`\nlong task at ${task.start.toFixed(0)} ms, ${task.duration.toFixed(0)} ms:`);
    for (const [what, ms] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${what}`);
    }
  }

  const updates = new Map<string, number>();
  for (const node of profile.nodes) {
    const stack = stackOf(node.id);
    const update = stack.findIndex((f) => UPDATES.test(f.fn));
    if (update < 0 || !stack.slice(0, update).some((f) => COMMIT.test(f.fn))) continue;
    const caller = stack.slice(Math.max(0, update - 6), update).map((f) => f.label);
    const key = caller.join(' > ');
    updates.set(key, (updates.get(key) ?? 0) + 1);
  }
  console.log('\nState updates during a commit (rendered at once, in the same task), by caller:');
  if (!updates.size) console.log('  none sampled');
  for (const [caller, n] of [...updates].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(n).padStart(3)}×  ${caller}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

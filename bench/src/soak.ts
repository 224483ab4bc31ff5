// `npm run soak -- --minutes N`: keeps a mixed read/write load (lists, search, record reads,
// creates, comments, updates) at ~70% of the measured capacity on the benchmark data, samples
// the server's resident memory, and fails on any error or on memory that keeps growing.
// Writes bench/results/soak-latest.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchDataDir, readBenchAccount, resultsDir } from './config.js';
import type { Report } from './report.js';
import { scenarios, type Scenario } from './scenarios.js';
import { startServer } from './server.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    /** Requests/s to hold instead of 70% of the measured capacity. */
    rate: { type: 'string' },
    'max-growth': { type: 'string', default: '10' },
    'sample-seconds': { type: 'string', default: '3' },
    'calibrate-seconds': { type: 'string', default: '20' },
  },
});
const minutes = Number(values.minutes);
if (!(minutes > 0)) throw new Error('--minutes takes a number above 0');
const LOAD_SHARE = 0.7;
const maxGrowthPct = Number(values['max-growth']);
const sampleMs = Number(values['sample-seconds']) * 1000;
const calibrateSeconds = Number(values['calibrate-seconds']);
const root = path.resolve(resultsDir, '../..');
const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';

/** One cycle of the mix, run in this order by every connection (a new complaint opens it). */
type Kind =
  | 'create complaint'
  | 'comment on it'
  | 'update it'
  | 'read it'
  | 'news list'
  | 'complaints list'
  | 'law search'
  | 'read a news item';
const CYCLE: Kind[] = [
  'create complaint',
  'news list',
  'read a news item',
  'complaints list',
  'law search',
  'comment on it',
  'news list',
  'read it',
  'read a news item',
  'update it',
  'complaints list',
  'law search',
  'news list',
  'read a news item',
  'comment on it',
  'complaints list',
  'read it',
  'law search',
  'read a news item',
  'news list',
];
/** The bench row whose flat-out rate stands for each kind when capacity comes from results. */
const CAPACITY_ROW: Record<Kind, string> = {
  'create complaint': 'create a complaint',
  'comment on it': 'create a complaint',
  'update it': 'create a complaint',
  // Read afresh: the mix's writes retire kept answers, so the kept-answer rows would overstate.
  'read it': 'one news item by id (fresh)',
  'news list': 'news list, page 1 (fresh)',
  'complaints list': 'complaints list, page 1 (fresh)',
  // Asked again and again, as the mix asks it: its ranking is kept between writes to laws.
  'law search': 'law search "water" (kept ranking)',
  'read a news item': 'one news item by id (fresh)',
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The server process bench/src/server.ts started: this process's child running dist/main.js. */
function serverPid(): number {
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && cmd.includes('dist/main.js')) return Number(entry);
    } catch {
      // the process ended while the list was read
    }
  }
  throw new Error('The server process was not found under /proc');
}
function residentMb(pid: number): number {
  try {
    return (
      Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024
    );
  } catch {
    return NaN; // the server is gone: the errors say why
  }
}

/** Capacity of this mix from the committed benchmark of the same database and scale, if any. */
function committedCapacity(scale: number): { rps: number; source: string } | string {
  let bench: Report;
  try {
    const file = `bench/results/${database}.json`;
    const text = execFileSync('git', ['show', `HEAD:${file}`], { cwd: root, stdio: 'pipe' });
    bench = JSON.parse(text.toString()) as Report;
  } catch {
    return `no committed bench/results/${database}.json`;
  }
  if (Number(bench.scale) !== scale)
    return `the committed benchmark ran at scale ${bench.scale}, this data is scale ${scale}`;
  let secondsPerCycle = 0;
  for (const kind of CYCLE) {
    const row = bench.rows.find((r) => r.name.startsWith(CAPACITY_ROW[kind]));
    if (!row?.requestsPerSecond)
      return `the committed benchmark has no "${CAPACITY_ROW[kind]}" row`;
    secondsPerCycle += 1 / row.requestsPerSecond;
  }
  return {
    rps: CYCLE.length / secondsPerCycle,
    source: `committed bench/results/${database}.json (${bench.date}, ${bench.machine}), the mix's weighted harmonic mean of its flat-out rows`,
  };
}

interface KindStats {
  count: number;
  unexpected: Record<string, number>;
}

/** The mix as autocannon requests; each response is counted by kind and status. */
function mix(
  s: Record<'create' | 'newsList' | 'complaintsList' | 'search' | 'newsItem', Scenario>,
) {
  let authorization = '';
  const stats = new Map<Kind, KindStats>(
    CYCLE.map((k) => [k, { count: 0, unexpected: {} } satisfies KindStats]),
  );
  let serial = 0;
  const complaint = (ctx: object) => (ctx as { complaintId?: number }).complaintId ?? 0;
  const shapes: Record<Kind, (ctx: object) => autocannon.Request> = {
    'create complaint': () => ({ method: 'POST', path: s.create.path, body: s.create.body?.() }),
    'comment on it': (ctx) => ({
      method: 'POST',
      path: `/api/v1/complains/${complaint(ctx)}/comments`,
      body: JSON.stringify({ body: `Soak comment ${++serial}` }),
    }),
    'update it': (ctx) => ({
      method: 'PATCH',
      path: `/api/v1/complains/${complaint(ctx)}`,
      body: JSON.stringify({ description: `Updated by the soak (${++serial})` }),
    }),
    'read it': (ctx) => ({ method: 'GET', path: `/api/v1/complains/${complaint(ctx)}` }),
    'news list': () => ({ method: 'GET', path: s.newsList.path }),
    'complaints list': () => ({ method: 'GET', path: s.complaintsList.path }),
    'law search': () => ({ method: 'GET', path: s.search.path }),
    'read a news item': () => ({ method: 'GET', path: s.newsItem.path }),
  };
  const requests: autocannon.Request[] = CYCLE.map((kind) => ({
    setupRequest: (req, ctx) => {
      const shape = shapes[kind](ctx);
      return { ...req, ...shape, headers: { ...req.headers, authorization } };
    },
    onResponse: (status, body, ctx) => {
      const k = stats.get(kind)!;
      k.count += 1;
      if (status < 200 || status > 299) k.unexpected[status] = (k.unexpected[status] ?? 0) + 1;
      else if (kind === 'create complaint')
        (ctx as { complaintId?: number }).complaintId = (
          JSON.parse(body) as { payload: { id: number } }
        ).payload.id;
    },
  }));
  return {
    requests,
    stats,
    answered: () => [...stats.values()].reduce((sum, k) => sum + k.count, 0),
    setToken: (token: string) => (authorization = `Bearer ${token}`),
  };
}

// The soak writes; on SQLite it runs on a copy so the benchmark's data stays as generated.
const benchDir = benchDataDir();
const { scale, account } = readBenchAccount(benchDir);
let dataDir = benchDir;
if (database === 'sqlite') {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-soak-'));
  process.stderr.write(`Copying the benchmark data to ${dataDir}...\n`);
  fs.cpSync(benchDir, dataDir, { recursive: true });
}
const loadBefore = os.loadavg()[0]!;
const server = await startServer(dataDir, Number(process.env.BENCH_PORT ?? 8197));
try {
  const pid = serverPid();
  const signIn = async () =>
    (
      (await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      }).then((r) => r.json())) as { payload: { accessToken: string } }
    ).payload.accessToken;
  const token = await signIn();
  const first = async (p: string) =>
    (
      (await fetch(`${server.url}${p}`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.json(),
      )) as { payload: { id: number }[] }
    ).payload[0]!.id;
  const list = scenarios({
    newsId: await first('/api/v1/news-feeds?pagination[pageSize]=1&filter[status]=published'),
    instituteId: await first('/api/v1/institutes?pagination[pageSize]=1'),
    deepNewsPage: 1,
    deepComplaintPage: 1,
    searchWord: 'water',
  });
  const scenario = (prefix: string) => {
    const found = list.find((x) => x.name.startsWith(prefix));
    if (!found) throw new Error(`bench/src/scenarios.ts has no scenario "${prefix}…"`);
    return found;
  };
  const load = mix({
    create: scenario(CAPACITY_ROW['create complaint']),
    newsList: scenario(CAPACITY_ROW['news list']),
    complaintsList: scenario(CAPACITY_ROW['complaints list']),
    search: scenario(CAPACITY_ROW['law search']),
    newsItem: scenario(CAPACITY_ROW['read a news item']),
  });
  load.setToken(token);
  const base = {
    url: server.url,
    headers: { 'content-type': 'application/json' },
    requests: load.requests,
  };

  // Capacity: the committed benchmark if it matches this data, else a short flat-out run.
  let capacity: number;
  let capacitySource: string;
  let calibrationErrors = 0;
  const committed = values.rate ? 'a fixed --rate was given' : committedCapacity(scale);
  if (values.rate) {
    capacity = Number(values.rate) / LOAD_SHARE;
    capacitySource = `--rate ${values.rate} given on the command line`;
  } else if (typeof committed === 'object') {
    capacity = committed.rps;
    capacitySource = committed.source;
  } else {
    process.stderr.write(
      `Measuring the mix flat out for ${calibrateSeconds} s (${committed})...\n`,
    );
    const r = await autocannon({ ...base, connections: 10, duration: calibrateSeconds });
    capacity = r.requests.average;
    calibrationErrors = r.errors + r.non2xx;
    capacitySource = `measured at start: the same mix flat out for ${calibrateSeconds} s with 10 connections (${committed})`;
  }
  const rate = Math.max(1, Math.round(capacity * LOAD_SHARE));
  for (const k of load.stats.values()) [k.count, k.unexpected] = [0, {}];

  // The soak: a fixed rate, memory sampled every few seconds, a fresh token every hour.
  process.stderr.write(`Soaking at ${rate} req/s for ${minutes} min...\n`);
  const samples: { seconds: number; rssMb: number; responses: number }[] = [];
  const started = Date.now();
  const sample = () =>
    samples.push({
      seconds: (Date.now() - started) / 1000,
      rssMb: residentMb(pid),
      responses: load.answered(),
    });
  const run = autocannon({
    ...base,
    connections: 20,
    overallRate: rate,
    duration: Math.round(minutes * 60),
  });
  sample();
  const sampler = setInterval(sample, sampleMs);
  const relogin = setInterval(() => void signIn().then(load.setToken, () => {}), 3600_000);
  const result = await run;
  clearInterval(sampler);
  clearInterval(relogin);
  const alive = await fetch(`${server.url}/api/health`).then((r) => r.status);

  // Memory: after a warm-up third, the last third against the middle third.
  const total = minutes * 60;
  const rssBetween = (from: number, to: number) =>
    samples.filter((x) => x.seconds >= from && x.seconds < to).map((x) => x.rssMb);
  // Resident memory rises between collections and falls after them: the judged figure is the
  // floor (the lowest sample of a third, what is left after a collection), which a leak raises
  // wherever the saw stands when the run ends; the medians are reported beside it.
  const middle = rssBetween(total / 3, (2 * total) / 3);
  const last = rssBetween((2 * total) / 3, Infinity);
  const growth = (from: number, to: number) => ((to - from) / from) * 100;
  const floorGrowthPct = growth(Math.min(...middle), Math.min(...last));
  const medianGrowthPct = growth(median(middle), median(last));
  const memoryOk = Number.isFinite(floorGrowthPct) && floorGrowthPct <= maxGrowthPct;
  const socketErrors = result.errors - result.timeouts;
  const errors = result.errors + result.non2xx + calibrationErrors + (alive === 200 ? 0 : 1);
  const failed = errors > 0 || !memoryOk;
  process.exitCode = failed ? 1 : 0;

  const f = (n: number, d = 0) => n.toFixed(d);
  const signed = (pct: number) => `${pct >= 0 ? '+' : ''}${f(pct, 1)}%`;
  // At most about 30 rows, each with the rate since the row before.
  const stride = Math.max(1, Math.ceil(samples.length / 30));
  const shown = samples.filter((_, i) => i % stride === 0 || i === samples.length - 1);
  const lines = [
    `# Soak: ${database}, scale ${scale}, ${minutes} min — ${failed ? 'FAILED' : 'passed'}`,
    '',
    `${new Date(started).toISOString()} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; one server process as \`npm start\` runs it; the machine's 1-minute load average was ${f(loadBefore, 1)} before and ${f(os.loadavg()[0]!, 1)} after (other work on it lowers the capacity measured).`,
    '',
    `- Capacity of the mix: **${f(capacity)} req/s**, ${capacitySource}.`,
    `- Held rate: ${rate} req/s asked (${LOAD_SHARE * 100}% of capacity), **${f(result.requests.average, 1)} req/s** achieved over ${f(result.duration)} s with 20 connections; ${result['2xx']} responses in all.`,
    `- Latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms.`,
    `- Errors: **${errors}** (non-2xx ${result.non2xx}, socket errors ${socketErrors}, timeouts ${result.timeouts}, during the capacity run ${calibrationErrors}; health after the run: ${alive}). Must be 0: ${errors === 0 ? 'met' : 'NOT met'}.`,
    `- Memory (resident, sampled every ${sampleMs / 1000} s; the first third is warm-up): lowest ${f(Math.min(...middle), 1)} MB in the middle third, ${f(Math.min(...last), 1)} MB in the last third: **${signed(floorGrowthPct)}** (limit +${maxGrowthPct}%: ${memoryOk ? 'met' : 'NOT met'}). Medians ${f(median(middle), 1)} and ${f(median(last), 1)} MB (${signed(medianGrowthPct)}, not judged: they move with the collector's cycle); first sample ${f(samples[0]?.rssMb ?? NaN, 1)} MB, peak ${f(Math.max(...samples.map((x) => x.rssMb)), 1)} MB.`,
    '',
    'Every connection repeats this cycle of 20 requests (a complaint it creates is then commented on, updated and read):',
    '',
    '| request | responses | unexpected statuses |',
    '|---|---:|---|',
    ...[...load.stats].map(
      ([kind, k]) =>
        `| ${kind} (×${CYCLE.filter((c) => c === kind).length}) | ${k.count} | ${
          Object.entries(k.unexpected)
            .map(([s, n]) => `${s}: ${n}`)
            .join(', ') || 'none'
        } |`,
    ),
    '',
    '| seconds | resident MB | req/s since the row before |',
    '|---:|---:|---:|',
    ...shown.map((x, i) => {
      const prev = shown[i - 1];
      const rps = prev ? (x.responses - prev.responses) / (x.seconds - prev.seconds) : NaN;
      return `| ${f(x.seconds)} | ${f(x.rssMb, 1)} | ${prev ? f(rps) : '—'} |`;
    }),
    '',
  ];
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'soak-latest.md');
  fs.writeFileSync(file, lines.join('\n'));
  console.log(lines.slice(0, 9).join('\n'));
  console.log(`Report: ${file}`);
} finally {
  await server.stop();
  if (dataDir !== benchDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit();

// `npm run bench`: starts the server on the generated data (npm run bench:data first) and
// drives it over loopback with autocannon, row by row, then writes bench/results/<db>.md/json.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchDataDir, readBenchAccount, resultsDir } from './config.js';
import { judge, writeReport, type Row } from './report.js';
import { COMPLAINTS_LIST, cursorBefore, MILLION_LIST, NEWS_LIST, scenarios } from './scenarios.js';
import { startServer } from './server.js';
import { indexWriteCost } from './search-writes.js';
import { WORDS } from './text.js';
import { RANKED_MATCHES } from '../../apps/server/src/records/publishing/law-search.js';

// `--only <words>` runs the rows whose name holds them and writes no report: a quick look at
// one change; the recorded results are whole runs.
const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, only: { type: 'string' } },
});
const seconds = Number(values.seconds);
const only = values.only;
const dataDir = benchDataDir();
const { scale, account } = readBenchAccount(dataDir);
const database: 'sqlite' | 'postgres' = process.env.DATABASE_URL?.startsWith('postgres')
  ? 'postgres'
  : 'sqlite';
/** Other work on the machine shares its cores: the report says how busy it was. */
const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';
const loadStart = load();
const server = await startServer(dataDir, Number(process.env.BENCH_PORT ?? 8199));

try {
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  }).then((r) => r.json() as Promise<{ payload: { accessToken: string } }>);
  const headers = {
    authorization: `Bearer ${login.payload.accessToken}`,
    'content-type': 'application/json',
  };
  const get = async (p: string) =>
    (await fetch(`${server.url}${p}`, { headers })).json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const news = await get('/api/v1/news-feeds?pagination[pageSize]=8&filter[status]=published');
  const complaints = await get('/api/v1/complains?pagination[pageSize]=8&filter[status]=submitted');
  const allComplaints = await get('/api/v1/complains?pagination[pageSize]=8');
  const institutes = await get('/api/v1/institutes?pagination[pageSize]=1');
  const deep = (pageCount: number) => Math.max(1, Math.min(10_000, Math.floor(pageCount * 0.9)));
  const deepNewsPage = deep(news._attributes.pagination.pageCount);
  const deepComplaintPage = deep(complaints._attributes.pagination.pageCount);
  const searchWord = 'water';
  const searched = await get(`/api/v1/enacted-laws/search?q=${searchWord}&locale=en`);
  const laws = await get('/api/v1/enacted-laws?pagination[pageSize]=1');
  const million = allComplaints._attributes.pagination.total >= 1_000_000;
  const filteredPages = async () => {
    const filtered = await get(
      `/api/v1/complains?pagination[pageSize]=8&filter[status]=submitted&filter[instituteId]=${institutes.payload[0].id}`,
    );
    return deep(filtered._attributes.pagination.pageCount);
  };
  const list = scenarios({
    newsId: news.payload[0].id,
    instituteId: institutes.payload[0].id,
    deepNewsPage,
    deepComplaintPage,
    deepNewsCursor: await cursorBefore(get, NEWS_LIST, deepNewsPage),
    deepComplaintCursor: await cursorBefore(get, COMPLAINTS_LIST, deepComplaintPage),
    searchWord,
    searchWords: WORDS.en,
    ...(million
      ? {
          million: {
            deepFilteredPage: await filteredPages(),
            cursor10000: await cursorBefore(get, MILLION_LIST, 10_000),
          },
        }
      : {}),
  });

  const rows: Row[] = [];
  let ceiling = 1;
  for (const s of only ? list.filter((s) => s.name.includes(only)) : list) {
    process.stderr.write(`  ${s.name}...`);
    const result = await autocannon({
      url: `${server.url}${s.path}`,
      method: s.method ?? 'GET',
      headers: { ...(s.anonymous ? {} : headers), ...s.headers },
      ...(s.body ? { body: s.body() } : {}),
      connections: s.rate ? 20 : (s.connections ?? 10),
      duration: seconds,
      ...(s.rate ? { overallRate: s.rate } : {}),
      ...(s.nextPath
        ? { requests: [{ setupRequest: (req) => ({ ...req, path: s.nextPath?.() ?? s.path }) }] }
        : {}),
    });
    const row = {
      name: s.name,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      ceilingRatio: 0,
    };
    if (rows.length === 0) ceiling = row.requestsPerSecond;
    row.ceilingRatio = row.requestsPerSecond / ceiling;
    rows.push({ ...row, verdict: judge(s, row, database, rows) });
    process.stderr.write(
      ` ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, peak memory so far ${server.peakRssMb()} MB\n`,
    );
  }
  if (!only) {
    // In this process, on the same database: the server first stops (on SQLite it would hold
    // the database's one write lock against these writes).
    const peakRssMb = server.peakRssMb();
    await server.stop();
    process.stderr.write('  what the search index adds to a write...');
    const cost = await indexWriteCost(dataDir);
    const added = cost.withIndexMs / cost.withoutIndexMs - 1;
    process.stderr.write(` ${(added * 100).toFixed(0)}%\n`);
    const file = writeReport(resultsDir, {
      // A million complaints is a data set of its own: its table sits beside the scale's.
      database: million ? `${database}-1m` : database,
      scale: String(scale),
      durationSeconds: seconds,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadStart} at the start and ${load()} at the end`,
      date: new Date().toISOString(),
      peakRssMb,
      rows,
      notes: [
        'Rows pinned at 1000 req/s measure latency at that load; the others run flat out with 10 connections (one where the row says so). Flat out, a request waits behind the other nine: p99 is about ten times the time one request takes.',
        `The law search word "${searchWord}" is in ${searched._attributes.pagination.total} of the ${laws._attributes.pagination.total} laws (one of the 32 common words that make a fifth of every generated text), the worst case for ranking: the ${RANKED_MATCHES} newest matches are ranked (apps/server/src/records/publishing/law-search.ts). Asked again and again, a search's count and ranking are kept until a law is written; the row "a different pair of words each time" cycles through ${WORDS.en.length * (WORDS.en.length - 1)} two-word searches (of the common words: laws holding both are again most of them), more than the server keeps, so each is counted and ranked afresh.`,
        `The search index adds ${(added * 100).toFixed(0)}% to a record's write (target at most 25%: ${added <= 0.25 ? 'met' : '**NOT met**'}): a complaint created through its store took ${cost.withIndexMs.toFixed(2)} ms with its index entry and ${cost.withoutIndexMs.toFixed(2)} ms through a store of the same type left out of the search (medians of ${cost.writes} each, one after the other in turn, on this data; bench/src/search-writes.ts). The row "search of everything" asks two words of one language, drawn from the bench texts' 5,000 a language as the texts use them (bench/src/text.ts), a different pair on each request, as the administrator (every record type, no scope to narrow it).`,
        'The ceiling is sent without a token: no database work at all. Every other row is signed in; "bare route, signed in" shows what checking the caller costs by itself.',
        'Rows marked "(fresh)" send `Cache-Control: no-cache`: the server reads, validates and serializes the answer again on every request (no kept answer, apps/server/src/http/answer-cache.ts). A list\'s total still comes from the count cache while its table is unwritten (apps/server/src/db/count-cache.ts); the row "a new question each time" asks a different filter on every request, so every total is counted afresh too. Rows marked "(kept answer)" are answered from memory while none of the tables they were read from has changed.',
        'Lists are the seed client\'s requests: pages by number (`pagination[page]`), 8 a page, its default `includes[]=auditHistory`, `locale=en`; "page 1 of 8 with total" and "page 1 of 100" leave the history out, as a list screen asks. A page by number skips the rows before it by their ids on the list\'s index, then reads the page\'s rows (apps/server/src/http/list-query.ts).',
      ],
    });
    console.log(`Results: ${file}`);
  }
} finally {
  await server.stop();
}

// `npm run bench`: starts the server on the generated data (npm run bench:data first) and
// drives it over loopback with autocannon, row by row, then writes bench/results/<db>.md/json.
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchAccountFile, benchDataDir, resultsDir } from './config.js';
import { judge, writeReport, type Row } from './report.js';
import { COMPLAINTS_LIST, cursorBefore, NEWS_LIST, scenarios } from './scenarios.js';
import { startServer } from './server.js';
import { WORDS } from './text.js';
import { RANKED_MATCHES } from '../../apps/server/src/resources/publishing/law-search.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const dataDir = benchDataDir();
const { scale, ...account } = JSON.parse(fs.readFileSync(benchAccountFile(dataDir), 'utf8')) as {
  email: string;
  password: string;
  scale: number;
};
const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
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
  const institutes = await get('/api/v1/institutes?pagination[pageSize]=1');
  const deep = (pageCount: number) => Math.max(1, Math.min(10_000, Math.floor(pageCount * 0.9)));
  const deepNewsPage = deep(news._attributes.pagination.pageCount);
  const deepComplaintPage = deep(complaints._attributes.pagination.pageCount);
  const searchWord = 'water';
  const searched = await get(`/api/v1/enacted-laws/search?q=${searchWord}&locale=en`);
  const laws = await get('/api/v1/enacted-laws?pagination[pageSize]=1');
  const list = scenarios({
    newsId: news.payload[0].id,
    instituteId: institutes.payload[0].id,
    deepNewsPage,
    deepComplaintPage,
    deepNewsCursor: await cursorBefore(get, NEWS_LIST, deepNewsPage),
    deepComplaintCursor: await cursorBefore(get, COMPLAINTS_LIST, deepComplaintPage),
    searchWord,
    searchWords: WORDS.en,
  });

  const rows: Row[] = [];
  let ceiling = 1;
  for (const s of list) {
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
    const page1 =
      /page (\d+)$/.exec(s.name) && !s.name.endsWith('page 1')
        ? rows.find((r) => r.name === s.name.replace(/page \d+$/, 'page 1'))
        : undefined;
    rows.push({ ...row, verdict: judge(s, row, page1) });
    process.stderr.write(
      ` ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99Ms} ms, peak memory so far ${server.peakRssMb()} MB\n`,
    );
  }
  const file = writeReport(resultsDir, {
    database,
    scale: String(scale),
    durationSeconds: seconds,
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    date: new Date().toISOString(),
    peakRssMb: server.peakRssMb(),
    rows,
    notes: [
      'Rows pinned at 1000 req/s measure latency at that load; the others run flat out with 10 connections (one where the row says so). Flat out, a request waits behind the other nine: p99 is about ten times the time one request takes.',
      `The law search word "${searchWord}" is in ${searched._attributes.pagination.total} of the ${laws._attributes.pagination.total} laws (the generated texts draw on a small vocabulary), the worst case for ranking: the ${RANKED_MATCHES} newest matches are ranked (apps/server/src/resources/publishing/law-search.ts). Asked again and again, a search's count and ranking are kept until a law is written; the row "a different pair of words each time" cycles through ${WORDS.en.length * (WORDS.en.length - 1)} two-word searches (laws holding both words: again nearly all of them), more than the server keeps, so each is counted and ranked afresh.`,
      'The ceiling is sent without a token: no database work at all. Every other row is signed in; "bare route, signed in" shows what checking the caller costs by itself.',
      'A list page or a record asked again is answered from memory while none of the tables it was read from has changed (apps/server/src/http/answer-cache.ts): the list and get rows measure that. The rows "read afresh (no-cache)" send `Cache-Control: no-cache`, so every request reads, validates and serializes the page again.',
    ],
  });
  console.log(`Results: ${file}`);
} finally {
  await server.stop();
}

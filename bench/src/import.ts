// `npm run bench:import`: a region's address list imported in one go, as a council starts
// (issue 42): 300 woredas under 20 zones, then 20,000 kebeles with their woredas by name, each
// checked (dry run) and then imported, on SQLite and on PostgreSQL, through the built server
// over HTTP. Writes bench/results/import.md. A fresh, empty database each run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { resultsDir } from './config.js';
import { startServer } from './server.js';

const KEBELES = 20_000;
const ZONES = 20;
const WOREDAS = 300;
/** The target recorded in the note: a dry run and the import each within this. */
const TARGET_SECONDS = 60;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const csv = (rows: string[][]) => `\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;

async function freshPostgres(): Promise<string> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS caffee_bench_import');
  await client.query('CREATE DATABASE caffee_bench_import');
  await client.end();
  return PG_URL.replace(/\/[^/]*$/, '/caffee_bench_import');
}

interface Measured {
  database: string;
  step: string;
  rows: number;
  seconds: number;
  status: number;
  peakRssMb: number;
}

async function run(database: 'sqlite' | 'postgres', port: number): Promise<Measured[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-import-bench-'));
  if (database === 'postgres') process.env.DATABASE_URL = await freshPostgres();
  else delete process.env.DATABASE_URL;
  const server = await startServer(dataDir, port, { CAFFEE_DEMO: 'true' });
  const out: Measured[] = [];
  try {
    const accounts = JSON.parse(
      fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'),
    ) as { type: string; email: string; password: string }[];
    const admin = accounts.find((a) => a.type === 'admin');
    const login = (await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin?.email, password: admin?.password }),
    }).then((r) => r.json())) as { payload: { accessToken: string } };
    const token = login.payload.accessToken;
    const regions = (await fetch(`${server.url}/api/v1/regions?pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json())) as { payload: { id: number }[] };
    const region = regions.payload[0]?.id;
    const send = async (type: string, body: string, dryRun: boolean, rows: number) => {
      const form = new FormData();
      form.append('file', new Blob([body], { type: 'text/csv' }), `${type}.csv`);
      form.append('dryRun', String(dryRun));
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/${type}/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await res.text();
      out.push({
        database,
        step: `${type}${dryRun ? ' (dry run)' : ''}`,
        rows,
        seconds: (performance.now() - started) / 1000,
        status: res.status,
        peakRssMb: server.peakRssMb(),
      });
    };
    const zones = csv([
      ['name[om]', 'name[en]', 'code', 'regionId'],
      ...Array.from({ length: ZONES }, (_, z) => [
        `Godina ${z}`,
        `Zone ${z}`,
        `BZ${z}`,
        String(region),
      ]),
    ]);
    await send('zones', zones, false, ZONES);
    const woredas = csv([
      ['name[om]', 'name[am]', 'code', 'zoneId'],
      ...Array.from({ length: WOREDAS }, (_, w) => [
        `Aanaa ${w}`,
        `ወረዳ ${w}`,
        `BW${w}`,
        `Godina ${w % ZONES}`,
      ]),
    ]);
    await send('woredas', woredas, true, WOREDAS);
    await send('woredas', woredas, false, WOREDAS);
    const kebeles = csv([
      ['name[om]', 'name[am]', 'code', 'Woreda'],
      ...Array.from({ length: KEBELES }, (_, k) => [
        `Ganda ${k}`,
        `ቀበሌ ${k}`,
        `K${k}`,
        `Aanaa ${k % WOREDAS}`,
      ]),
    ]);
    await send('kebeles', kebeles, true, KEBELES);
    await send('kebeles', kebeles, false, KEBELES);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

const rows = [...(await run('sqlite', 8197)), ...(await run('postgres', 8196))];
const lines = [
  '# Importing the address list (`npm run bench:import`)',
  '',
  `${new Date().toISOString()}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(
      ' / ',
    )} at the end. The built server on a fresh database with the demo council, over HTTP.`,
  '',
  `Target: 20,000 kebeles checked and imported each within ${TARGET_SECONDS} s, on both databases.`,
  '',
  '| database | file | rows | status | time | server memory (peak RSS) | |',
  '|---|---|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.database} | ${r.step} | ${r.rows.toLocaleString('en')} | ${r.status} | ${r.seconds.toFixed(1)} s | ${r.peakRssMb} MB | ${
        r.rows === KEBELES
          ? r.seconds <= TARGET_SECONDS && r.status === 200
            ? 'met'
            : '**NOT met**'
          : ''
      } |`,
  ),
  '',
];
fs.writeFileSync(path.join(resultsDir, 'import.md'), lines.join('\n'));
console.log(lines.join('\n'));

// `npm run bench:import`: a region's address list imported in one go, as a council starts
// (issue 42): 300 woredas under 20 zones, then 20,000 kebeles with their woredas by name, each
// checked (dry run) and then imported, on SQLite and on PostgreSQL, through the built server
// over HTTP. Writes bench/results/import.md. A fresh, empty database each run.
import fs from 'node:fs';
import path from 'node:path';
import { resultsDir } from './config.js';
import { demoCouncil, machineLine } from './server.js';

const KEBELES = 20_000;
const ZONES = 20;
const WOREDAS = 300;
/** The target recorded in the note: a dry run and the import each within this. */
const TARGET_SECONDS = 60;

const csv = (rows: string[][]) => `\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;

interface Measured {
  database: string;
  step: string;
  rows: number;
  seconds: number;
  status: number;
  peakRssMb: number;
}

async function run(database: 'sqlite' | 'postgres', port: number): Promise<Measured[]> {
  const server = await demoCouncil(database, 'caffee_bench_import', port);
  const out: Measured[] = [];
  try {
    const regions = (await fetch(`${server.url}/api/v1/regions?pagination[pageSize]=1`, {
      headers: server.auth,
    }).then((r) => r.json())) as { payload: { id: number }[] };
    const region = regions.payload[0]?.id;
    const send = async (type: string, body: string, dryRun: boolean, rows: number) => {
      const form = new FormData();
      form.append('file', new Blob([body], { type: 'text/csv' }), `${type}.csv`);
      form.append('dryRun', String(dryRun));
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/${type}/import`, {
        method: 'POST',
        headers: server.auth,
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
  }
  return out;
}

const rows = [...(await run('sqlite', 8197)), ...(await run('postgres', 8196))];
const lines = [
  '# Importing the address list (`npm run bench:import`)',
  '',
  `${machineLine()} The built server on a fresh database with the demo council, over HTTP.`,
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

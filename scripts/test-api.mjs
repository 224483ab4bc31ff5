// Runs the API suite on SQLite, then on PostgreSQL (TEST_DATABASE_URL, default the local
// server's `test` database). Locally an unreachable PostgreSQL is skipped with a warning;
// on CI (CI=true) it fails the run.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const extra = process.argv.slice(2);

function run(db) {
  console.log(`\n== API tests on ${db}`);
  const res = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', '--project', 'api-isolated', ...extra],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DB: db, TEST_DATABASE_URL: url },
    },
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (err) {
    console.warn(`PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')} is unreachable: ${err.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

run('sqlite');
if (await postgresReachable()) run('postgres');
else if (process.env.CI === 'true') {
  console.error('On CI the API tests must also run on PostgreSQL: failing.');
  process.exit(1);
} else console.warn('Skipping the PostgreSQL run (not on CI).');

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/server/src/config.js';

/** Rows at scale 1 (issue 6): a council's years of records. */
export const SCALE_ONE = {
  kebeles: 7_000,
  institutes: 300,
  members: 500,
  news: 50_000,
  laws: 20_000,
  complaints: 100_000,
  comments: 200_000,
  audit: 1_000_000,
} as const;

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where the benchmark's data directory (its SQLite file, uploads, the generated account)
 * lives: `.data`, or `.data-postgres` when DATABASE_URL names PostgreSQL, so data generated
 * for one database leaves the other's account alone. BENCH_DATA_DIR overrides.
 */
export const benchDataDir = () =>
  path.resolve(
    process.env.BENCH_DATA_DIR ??
      path.join(
        benchDir,
        process.env.DATABASE_URL?.startsWith('postgres') ? '.data-postgres' : '.data',
      ),
  );
export const benchAccountFile = (dir: string) => path.join(dir, 'bench-account.json');

/**
 * The generated administrator to sign in as, and the scale generated. The file also says what
 * else was generated (`complaints`), which the sign-in, strict about its fields, must not get.
 */
export function readBenchAccount(dir: string) {
  const { scale, email, password } = JSON.parse(fs.readFileSync(benchAccountFile(dir), 'utf8')) as {
    email: string;
    password: string;
    scale: number;
  };
  return { scale, account: { email, password } };
}
export const resultsDir = path.join(benchDir, 'results');

/**
 * The server's configuration on the benchmark's data, for the scripts that open its database
 * themselves (generating it, measuring writes in the process): no demo, warnings only.
 */
export const benchServerConfig = (dataDir: string) =>
  loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    CAFFEE_DEMO: 'false',
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:8080',
    LOG_LEVEL: 'warn',
  });

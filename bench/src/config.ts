import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
export const resultsDir = path.join(benchDir, 'results');

import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The start of every PostgreSQL schema this run of the API suite makes (test/harness.ts). */
    schemaPrefix: string;
  }
}

/**
 * Once per run of the API suite: names this run's PostgreSQL schemas and, at its end, drops any
 * a file left (test/harness.ts drops each server's own when it closes).
 */
export default function setup(project: TestProject) {
  const prefix = `t_${crypto.randomBytes(4).toString('hex')}_`;
  project.provide('schemaPrefix', prefix);
  return async () => {
    if (process.env.TEST_DB !== 'postgres') return;
    const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of rows) await admin.query(`drop schema "${name}" cascade`);
    } finally {
      await admin.end();
    }
  };
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The start of every PostgreSQL schema this run of the API suite makes (test/harness.ts). */
    schemaPrefix: string;
    /** On SQLite, a database file migrated to the latest schema, copied for each server. */
    sqliteTemplate: string;
  }
}

/**
 * Once per run of the API suite: names this run's PostgreSQL schemas and, at its end, drops any
 * a file left (test/harness.ts drops each server's own when it closes). On SQLite it migrates
 * one database file that each test server starts from as a copy: migrating took about half a
 * second a server, some 90 servers a run, where a copy takes a millisecond.
 */
export default async function setup(project: TestProject) {
  const prefix = `t_${crypto.randomBytes(4).toString('hex')}_`;
  project.provide('schemaPrefix', prefix);
  const templateDir =
    process.env.TEST_DB === 'postgres'
      ? undefined
      : fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-template-'));
  project.provide('sqliteTemplate', templateDir ? await migratedSqlite(templateDir) : '');
  return async () => {
    if (templateDir) fs.rmSync(templateDir, { recursive: true, force: true });
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

/** A new SQLite file in `dir`, migrated to the latest schema, closed (its journal folded in). */
async function migratedSqlite(dir: string): Promise<string> {
  const file = path.join(dir, 'caffee.sqlite');
  const database = connect({ kind: 'sqlite', file });
  try {
    await migrateToLatest(database.db, 'sqlite');
  } finally {
    await database.close();
  }
  return file;
}

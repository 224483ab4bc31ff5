import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './database.js';

export type DialectKind = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  kind: DialectKind;
  close: () => Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const INT8_OID = 20;

/** PostgreSQL values read back the way SQLite gives them: ISO timestamps and plain numbers. */
function pgTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) {
    return (v) => new Date(oid === TIMESTAMP_OID ? `${v}Z` : v).toISOString();
  }
  if (oid === INT8_OID) return (v) => Number(v);
  return pg.types.getTypeParser(oid, format as 'text');
}

export function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Opens the configured database: an SQLite file by default, PostgreSQL for `postgres://` URLs. */
export function connect(
  database: Config['database'],
  options: { searchPath?: string; poolSize?: number } = {},
): Db {
  const plugins = [new CamelCasePlugin()];
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: options.poolSize ?? 10,
      types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqlite(database.file) }),
    plugins,
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

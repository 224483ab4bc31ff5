import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './database.js';
import { CacheStats, cacheStatsOf } from './cache-stats.js';
import { ReadTrackingPlugin } from './read-tracking.js';
import { cacheStatements } from './statement-cache.js';

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

/**
 * Opens the SQLite file, readable by its owner only: it holds the password hashes and the
 * tokens' signing secret. A file made by an older version (0644) is narrowed too; SQLite gives
 * its -wal and -shm files the database file's mode.
 */
export function openSqlite(file: string, synchronous: 'full' | 'normal' = 'full'): SQLite.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(file);
  if (file !== ':memory:') {
    for (const f of [file, `${file}-wal`, `${file}-shm`]) {
      if (fs.existsSync(f)) fs.chmodSync(f, 0o600);
    }
  }
  sqlite.pragma('journal_mode = WAL');
  // See SQLITE_SYNCHRONOUS in config.ts: what a power cut may take.
  sqlite.pragma(`synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** The PostgreSQL pool behind each handle, for the metrics (http/metrics.ts). */
const pools = new WeakMap<object, pg.Pool>();

/** Connections of a handle's PostgreSQL pool: open, idle, and requests waiting for one. */
export function poolCounts(
  db: object,
): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export interface ConnectOptions {
  searchPath?: string;
  poolSize?: number;
  /** Told when a PostgreSQL connection breaks (a restart, a network cut). */
  onConnectionError?: (err: Error) => void;
}

/**
 * How long a request waits for a new PostgreSQL connection. Without it a database host that
 * does not answer (a network partition) holds every request until the OS gives up, minutes
 * later; with it the request fails and is answered 503 (http/error-handler.ts).
 */
const PG_CONNECT_TIMEOUT_MS = 5000;

/** Opens the configured database: an SQLite file by default, PostgreSQL for `postgres://` URLs. */
export function connect(database: Config['database'], options: ConnectOptions = {}): Db {
  // Read tracking after camel case, so it sees the tables' own names.
  const plugins = [new CamelCasePlugin(), new ReadTrackingPlugin()];
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      // Probes idle connections, so one the network silently dropped is noticed and replaced.
      keepAlive: true,
      types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A connection that breaks while idle in the pool, or between two queries of a checked-out
    // client, emits 'error'; unheard, Node turns that into an uncaught exception and the
    // whole server dies when PostgreSQL restarts. Heard, the pool drops the broken client
    // (pg-pool discards a client that is not queryable when released) and opens a new one on
    // the next request; a query that was running gets the error itself (answered 503).
    pool.on('connect', (client) => client.on('error', (err) => options.onConnectionError?.(err)));
    // The pool re-emits an idle client's error, already told by the client's listener above.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    pools.set(db, pool);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const statements = new CacheStats();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: cacheStatements(
        openSqlite(database.file, database.synchronous),
        undefined,
        statements,
      ),
    }),
    plugins,
  });
  cacheStatsOf(db).set('statements', statements);
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { CacheStats } from './cache-stats.js';

/** How many distinct statements stay compiled: the app's queries, with room for their variants. */
const DEFAULT_CAPACITY = 500;

/**
 * The better-sqlite3 handle Kysely's SQLite dialect uses, with its statements kept compiled.
 * Kysely prepares every query it runs; for a list page with its includes, compiling took about
 * as long as running (see bench/README.md). Statements are keyed by their SQL (values are bound
 * parameters, so one key serves every call) and the least recently used is dropped past
 * `capacity`. Reusing one is safe: Kysely runs one query at a time on the connection (its
 * mutex), a streamed query included, and SQLite recompiles a statement after a schema change.
 */
export function cacheStatements(
  sqlite: SQLite.Database,
  capacity = DEFAULT_CAPACITY,
  stats?: CacheStats,
): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql);
      if (statement) {
        // Map keeps insertion order: moved to the end, it is the most recently used.
        cache.delete(sql);
        stats?.hit();
      } else {
        stats?.miss();
        statement = sqlite.prepare(sql);
        if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement as unknown as SqliteStatement;
    },
  };
}

import type { Kysely, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { DialectKind } from './connect.js';
import { perHandle } from './per-handle.js';
import { isNow } from './read-tracking.js';
import { readVersions } from './table-versions.js';
import type { Database } from './database.js';
import { VersionedCache } from './versioned-cache.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- counts any table's rows
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Counts kept at once; the least recently used go first. */
const MAX_ENTRIES = 2000;

/**
 * Cached COUNT(*)s of list and dashboard queries, so a list's `total` and the dashboard's
 * counts cost a primary-key read instead of a scan that grows with the table.
 *
 * A count is kept under its compiled SQL and parameters: scope (the caller's institute, their
 * own records), filters and search are all in it, so two callers share a count only when
 * they ask the same question. It is valid while the versions of every table the SQL names
 * are unchanged; triggers raise a table's version inside each writing transaction
 * (migrations/0010-table-versions.ts), so any write to the table - by this process,
 * another server process, or a bulk load - makes the next request count again. The
 * versions are read before counting: a write that lands in between leaves an entry under
 * the old versions, which the next read does not match (a wasted count, never a stale one).
 *
 * Not cached: a query naming a table without a version (nothing would tell of its
 * writes), and one whose parameters hold the current time (a scope's "published by now"),
 * whose answer changes without any write.
 */
export interface CountCache {
  count(filtered: AnyQuery): Promise<number>;
  /** Several counts with one read of the versions (the dashboard). */
  countMany(filtered: readonly AnyQuery[]): Promise<number[]>;
}

/** The cache shared by every list and the dashboard of one database handle. */
export const countCacheOf = perHandle((db: AnyDb, kind: DialectKind) => createCountCache(db, kind));

export function createCountCache(db: AnyDb, kind: DialectKind): CountCache {
  const entries = new VersionedCache<number>(MAX_ENTRIES);
  let tables: Promise<{ all: Set<string>; versioned: Set<string> }> | undefined;

  /** The database's tables, and which have a version (read once per process). */
  const known = () => {
    tables ??= (async () => {
      const names =
        kind === 'postgres'
          ? sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema()`
          : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
      const all = (await names.execute(db)).rows.map((r) => r.name);
      const versioned = (await db.selectFrom('tableVersions').select('name').execute()).map(
        (r: { name: string }) => r.name,
      );
      return { all: new Set(all), versioned: new Set(versioned) };
    })().catch((err: unknown) => {
      tables = undefined;
      throw err;
    });
    return tables;
  };

  const run = async (query: AnyQuery) => {
    const row = (await query.executeTakeFirst()) as { total: number | string } | undefined;
    return Number(row?.total ?? 0);
  };

  async function countMany(filtered: readonly AnyQuery[]): Promise<number[]> {
    const { all, versioned } = await known();
    const plans = filtered.map((qb) => {
      const query = qb.select((eb) => eb.fn.countAll<number>().as('total'));
      const compiled = query.compile();
      const named = Array.from(compiled.sql.matchAll(/"([^"]+)"/g), (m) => m[1] ?? '');
      const deps = [...new Set(named)].filter((name) => all.has(name)).sort();
      const cacheable =
        deps.length > 0 &&
        deps.every((d) => versioned.has(d)) &&
        !compiled.parameters.some((p) => isNow(p));
      const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
      return { query, deps, cacheable, key };
    });
    const current = plans.some((p) => p.cacheable)
      ? await readVersions(db as Kysely<Database>)
      : new Map<string, string>();
    return Promise.all(
      plans.map(async (plan) => {
        if (!plan.cacheable) return run(plan.query);
        const versions = plan.deps.map((d) => `${d}:${current.get(d) ?? '?'}`).join(',');
        const hit = entries.get(plan.key, versions);
        // No need to note its tables for an answer kept whole: compiling the count named them.
        if (hit !== undefined) return hit;
        const total = await run(plan.query);
        entries.set(plan.key, versions, total);
        return total;
      }),
    );
  }

  return {
    countMany,
    async count(filtered) {
      const [total] = await countMany([filtered]);
      return total ?? 0;
    },
  };
}

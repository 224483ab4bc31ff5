import type { Kysely, SelectQueryBuilder } from 'kysely';
import { statsFor } from './cache-stats.js';
import { perHandle } from './per-handle.js';
import { readsOf } from './read-tracking.js';
import { readVersions, versionsIn } from './table-versions.js';
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
 * they ask the same question. It is valid while the versions of every table the query reads
 * are unchanged; triggers raise a table's version inside each writing transaction
 * (migrations/0010-table-versions.ts), so any write to the table - by this process,
 * another server process, or a bulk load - makes the next request count again. The
 * versions are read before counting: a write that lands in between leaves an entry under
 * the old versions, which the next read does not match (a wasted count, never a stale one).
 *
 * Not cached: a query naming a table without a version (nothing would tell of its
 * writes), one whose parameters hold the current time (a scope's "published by now"), whose
 * answer changes without any write, and one with raw SQL that reads tables out of sight.
 */
export interface CountCache {
  count(filtered: AnyQuery): Promise<number>;
  /** Several counts with one read of the versions (the dashboard). */
  countMany(filtered: readonly AnyQuery[]): Promise<number[]>;
}

/** The cache shared by every list and the dashboard of one database handle. */
export const countCacheOf = perHandle((db: AnyDb) => createCountCache(db));

export function createCountCache(db: AnyDb): CountCache {
  const entries = new VersionedCache<number>(MAX_ENTRIES);
  const stats = statsFor(db, 'count');
  const run = async (query: AnyQuery) => {
    const row = (await query.executeTakeFirst()) as { total: number | string } | undefined;
    return Number(row?.total ?? 0);
  };

  async function countMany(filtered: readonly AnyQuery[]): Promise<number[]> {
    const plans = filtered.map((qb) => {
      const query = qb.select((eb) => eb.fn.countAll<number>().as('total'));
      const compiled = query.compile();
      // The tables it reads, as the kept answers see them (read-tracking.ts).
      const reads = readsOf(compiled.query);
      const cacheable = reads.tables.size > 0 && !reads.clock && !reads.opaque;
      const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
      return { query, tables: reads.tables, cacheable, key };
    });
    const snapshot = plans.some((p) => p.cacheable)
      ? await readVersions(db as Kysely<Database>)
      : undefined;
    return Promise.all(
      plans.map(async (plan) => {
        // Undefined when a table it reads has no version: nothing would tell of its writes.
        const versions = snapshot && plan.cacheable ? versionsIn(snapshot, plan.tables) : undefined;
        if (versions === undefined) return run(plan.query);
        const hit = entries.get(plan.key, versions);
        // No need to note its tables for an answer kept whole: compiling the count named them.
        if (hit !== undefined) {
          stats.hit();
          return hit;
        }
        stats.miss();
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

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';

/** Attempts are forgotten this long after a key's last one. */
export const WINDOW_SECONDS = 3600;
/** The longest wait between two attempts once a key's free attempts are spent. */
export const MAX_DELAY_SECONDS = 15 * 60;
const PURGE_EVERY_MS = 10 * 60_000;

/** After the attempt numbered `count`: 0 while free ones remain, then 2, 4, 8 s ... 15 min. */
export function delayAfter(count: number, free: number): number {
  return count < free ? 0 : Math.min(2 ** (count - free + 1), MAX_DELAY_SECONDS);
}

/** One counter an attempt must get past. */
export interface Take {
  /** `<action>:<what>:<value>`, e.g. `login:account:someone@example.org`. */
  key: string;
  /** Attempts allowed back to back; may depend on the counts of the keys taken before it. */
  free: number | ((earlier: readonly number[]) => number);
  /** After a successful outcome: forget the key, give this attempt back, or count it. */
  onSuccess: 'clear' | 'refund' | 'keep';
  /**
   * A rate rather than guesses: `free` attempts in a window of this many seconds (at most
   * `WINDOW_SECONDS`) from the key's first attempt, then a wait until the window ends. Without
   * it, attempts count over the hour after the last one and each one past `free` waits longer.
   */
  window?: number;
}

export const tooManyRequests = (retryAfter: number) =>
  new HttpError(429, 'too_many_requests', 'Too many attempts; try again later', {
    'retry-after': String(retryAfter),
  });

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Whole seconds from the moment of refusal to `ms`. Not from the attempt's `now`: a request
 * that read the clock before a parallel one reached the database sees that one's window or
 * lock, which may end more than a window after its own `now`.
 */
const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - Date.now()) / 1000));

/**
 * Rate limits kept in the database, so every API process counts the same attempts. Each key
 * counts attempts; past its free ones, each attempt waits out a delay that doubles. An attempt
 * is reserved before the work it guards (a password check), in one statement per key, so
 * parallel requests cannot all slip through; the outcome then settles the reservation.
 */
export function createThrottle(db: Kysely<Database>) {
  const t = {
    failures: sql.ref('loginThrottle.failures'),
    last: sql.ref('loginThrottle.lastFailureAt'),
    locked: sql.ref('loginThrottle.lockedUntil'),
  };
  let purgedAt = 0;

  /** Counts one attempt on `key`, or answers how many seconds it must wait. */
  async function take(
    db: Kysely<Database>,
    key: string,
    free: number,
    now: number,
  ): Promise<number | { wait: number }> {
    const stale = sql<boolean>`${t.last} < ${iso(now - WINDOW_SECONDS * 1000)}`;
    const count = sql<number>`case when ${stale} then 1 else ${t.failures} + 1 end`;
    // Locked at once for the longest delay, then shortened: a parallel attempt never sees
    // a spent key unlocked, whatever happens between the two statements.
    const provisional = iso(now + MAX_DELAY_SECONDS * 1000);
    const row = await db
      .insertInto('loginThrottle')
      .values({
        key,
        failures: 1,
        lastFailureAt: iso(now),
        lockedUntil: free <= 1 ? provisional : null,
      })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            failures: count,
            lastFailureAt: iso(now),
            lockedUntil: sql`case when ${count} >= ${free} then ${provisional} when ${stale} then null else ${t.locked} end`,
          })
          .where(
            sql<boolean>`${stale} or ${t.failures} < ${free} or ${t.locked} is null or ${t.locked} <= ${iso(now)}`,
          ),
      )
      .returning('failures')
      .executeTakeFirst();
    if (!row) return { wait: await waitOf(db, key, now) };
    const delay = delayAfter(row.failures, free);
    if (delay > 0) {
      await db
        .updateTable('loginThrottle')
        .set({ lockedUntil: iso(now + delay * 1000) })
        .where('key', '=', key)
        .execute();
    }
    return row.failures;
  }

  /**
   * Counts one attempt in `key`'s window: a stale window starts again at this attempt, whose
   * time stays in `last_failure_at` for the window's length. A spent window is not written.
   */
  async function takeInWindow(
    db: Kysely<Database>,
    key: string,
    free: number,
    windowSeconds: number,
    now: number,
  ): Promise<number | { wait: number }> {
    const stale = sql<boolean>`${t.last} <= ${iso(now - windowSeconds * 1000)}`;
    const row = await db
      .insertInto('loginThrottle')
      .values({ key, failures: 1, lastFailureAt: iso(now), lockedUntil: null })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            failures: sql`case when ${stale} then 1 else ${t.failures} + 1 end`,
            lastFailureAt: sql`case when ${stale} then ${iso(now)} else ${t.last} end`,
          })
          .where(sql<boolean>`${stale} or ${t.failures} < ${free}`),
      )
      .returning('failures')
      .executeTakeFirst();
    if (row) return row.failures;
    const started = await db
      .selectFrom('loginThrottle')
      .select('lastFailureAt')
      .where('key', '=', key)
      .executeTakeFirst();
    const ends = started ? Date.parse(started.lastFailureAt) + windowSeconds * 1000 : now;
    return { wait: secondsUntil(ends) };
  }

  async function waitOf(db: Kysely<Database>, key: string, now: number): Promise<number> {
    const row = await db
      .selectFrom('loginThrottle')
      .select('lockedUntil')
      .where('key', '=', key)
      .executeTakeFirst();
    return secondsUntil(row?.lockedUntil ? Date.parse(row.lockedUntil) : now);
  }

  async function refund(db: Kysely<Database>, key: string): Promise<void> {
    await db
      .updateTable('loginThrottle')
      .set({ failures: sql`case when ${t.failures} > 0 then ${t.failures} - 1 else 0 end` })
      .where('key', '=', key)
      .execute();
  }

  async function purge(now: number): Promise<void> {
    if (now - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now;
    const before = iso(now - WINDOW_SECONDS * 1000);
    await db.deleteFrom('loginThrottle').where('lastFailureAt', '<', before).execute();
  }

  /**
   * Takes an attempt on every key, in order, or none: when one must wait, those already taken
   * are given back and the seconds to wait are answered.
   */
  async function takeAll(
    db: Kysely<Database>,
    takes: readonly Take[],
    now: number,
  ): Promise<{ wait: number } | null> {
    const counts: number[] = [];
    for (const entry of takes) {
      const free = typeof entry.free === 'function' ? entry.free(counts) : entry.free;
      const result = entry.window
        ? await takeInWindow(db, entry.key, free, Math.min(entry.window, WINDOW_SECONDS), now)
        : await take(db, entry.key, free, now);
      if (typeof result !== 'number') {
        for (const taken of takes.slice(0, counts.length)) await refund(db, taken.key);
        return result;
      }
      counts.push(result);
    }
    return null;
  }

  const throttle = {
    /**
     * Takes an attempt on every key, in order, or none: when one must wait, those already
     * taken are given back and the request is refused with 429 and Retry-After.
     */
    async reserve(
      takes: readonly Take[],
    ): Promise<{ settle: (succeeded: boolean) => Promise<void> }> {
      const now = Date.now();
      await purge(now);
      const refused = await takeAll(db, takes, now);
      if (refused) throw tooManyRequests(refused.wait);
      return {
        settle: async (succeeded) => {
          if (!succeeded) return;
          for (const { key, onSuccess } of takes) {
            if (onSuccess === 'clear') await throttle.clear(key);
            if (onSuccess === 'refund') await refund(db, key);
          }
        },
      };
    },

    /**
     * Runs `check` (a password or token check) only with an attempt reserved on every key;
     * a truthy result is a success.
     */
    async attempt<T>(takes: readonly Take[], check: () => Promise<T>): Promise<T> {
      const reservation = await throttle.reserve(takes);
      const result = await check();
      await reservation.settle(Boolean(result));
      return result;
    },

    /**
     * Takes an attempt on every key as `reserve` does, but answers false instead of refusing;
     * `trx` counts it in a transaction of the caller's (a batch of notifications), so a batch
     * rolled back counts nothing.
     */
    async within(takes: readonly Take[], trx: Kysely<Database> = db): Promise<boolean> {
      return (await takeAll(trx, takes, Date.now())) === null;
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
    },
  };
  return throttle;
}
export type Throttle = ReturnType<typeof createThrottle>;

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';

/** Failures allowed before delays start, per account and per address (offices share one). */
export const FREE_FAILURES = { account: 5, address: 30 } as const;
/** Failures older than this are forgotten. */
const WINDOW_SECONDS = 3600;
const MAX_DELAY_SECONDS = 15 * 60;

/** 2, 4, 8 ... seconds for each failure past the free ones, up to 15 minutes. */
export function delayAfter(failures: number, free: number): number {
  const over = failures - free;
  return over <= 0 ? 0 : Math.min(2 ** over, MAX_DELAY_SECONDS);
}

const keysOf = (email: string, ip: string) => ({
  account: `account:${email.toLowerCase()}`,
  address: `address:${ip}`,
});

/**
 * Slows password guessing: each failure past the free ones locks the account (or the
 * address) for an exponentially growing delay; an attempt meanwhile is a 429 with
 * Retry-After. Kept in the database so every API process sees the same counts.
 */
export function createLoginThrottle(db: Kysely<Database>) {
  async function record(key: string, free: number, now: Date) {
    const since = new Date(now.getTime() - WINDOW_SECONDS * 1000).toISOString();
    const row = await db
      .insertInto('loginThrottle')
      .values({ key, failures: 1, lastFailureAt: now.toISOString(), lockedUntil: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          // Atomic, so parallel guesses are all counted.
          failures: sql`case when ${sql.ref('loginThrottle.lastFailureAt')} < ${since} then 1 else ${sql.ref('loginThrottle.failures')} + 1 end`,
          lastFailureAt: now.toISOString(),
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const delay = delayAfter(row.failures, free);
    if (delay > 0) {
      const until = new Date(now.getTime() + delay * 1000).toISOString();
      await db
        .updateTable('loginThrottle')
        .set({ lockedUntil: until })
        .where('key', '=', key)
        .execute();
    }
  }

  return {
    /** Refuses the attempt with 429 while the account or the address waits out a delay. */
    async check(email: string, ip: string): Promise<void> {
      const keys = keysOf(email, ip);
      const now = new Date();
      const rows = await db
        .selectFrom('loginThrottle')
        .select('lockedUntil')
        .where('key', 'in', [keys.account, keys.address])
        .where('lockedUntil', '>', now.toISOString())
        .execute();
      const until = Math.max(0, ...rows.map((r) => Date.parse(r.lockedUntil ?? '')));
      if (until > now.getTime()) {
        const seconds = Math.ceil((until - now.getTime()) / 1000);
        throw new HttpError(429, 'too_many_requests', 'Too many failed attempts; try again later', {
          'retry-after': String(seconds),
        });
      }
    },

    async fail(email: string, ip: string): Promise<void> {
      const keys = keysOf(email, ip);
      const now = new Date();
      await record(keys.account, FREE_FAILURES.account, now);
      await record(keys.address, FREE_FAILURES.address, now);
    },

    /** A successful sign-in or password reset clears the account's count. */
    async clear(email: string): Promise<void> {
      await db.deleteFrom('loginThrottle').where('key', '=', keysOf(email, '').account).execute();
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

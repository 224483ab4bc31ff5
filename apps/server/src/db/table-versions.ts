import type { Kysely } from 'kysely';
import type { Database } from './database.js';

/**
 * The versions of some tables (migration 0010: raised by triggers on every write, in the
 * writing transaction) as one string, `name:version` in name order. Two equal strings mean
 * none of the tables changed in between, whichever server process wrote; a cache keeps the
 * string beside what it read and trusts it only while the string is unchanged.
 *
 * Read the versions before the data they guard: a write between the two then leaves the
 * cache with older versions than its data, and the next read simply refreshes it.
 */
export async function versionsOf(db: Kysely<Database>, tables: readonly string[]): Promise<string> {
  const rows = await db
    .selectFrom('tableVersions')
    .select(['name', 'version'])
    .where('name', 'in', tables)
    .orderBy('name')
    .execute();
  return rows.map((r) => `${r.name}:${r.version}`).join(',');
}

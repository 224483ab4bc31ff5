import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Storage } from '../files/store.js';

/** What each domain's demo seed is given: the database and the accounts made before it. */
export interface DemoContext {
  db: Kysely<Database>;
  /** The demo institutes, first one being the demo institute user's. */
  instituteIds: number[];
  /** The demo accounts' user ids by type (the active ones). */
  userIds: { admin: number; institute: number; member: number };
  /** Every active demo council member, the demo member first (none in a domain's own test). */
  memberIds?: number[];
  /** Where uploads are stored, for seeded files. */
  storage: Storage;
}

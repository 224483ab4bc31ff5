import type { Kysely, Transaction } from 'kysely';

/**
 * Runs `work` in a transaction of its own, or, when `db` is a transaction already (an import's,
 * records/import/run.ts), as part of it: the import then commits its rows all or none.
 */
export function inTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB> | Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

import { listIndexes } from '../record-table.js';
import type { DialectMigration } from '../schema-helpers.js';

/** The complaint indexes 0006 made, by the key it gave each. */
const OLD = [
  'institute',
  'created_by',
  'status',
  'category',
  'kebele',
  'subject',
  'created_at',
  'updated_at',
];

/**
 * Complaints are the one table that grows by the hundred thousand, and 0006 indexed it before
 * lists asked only for live rows: every count and page read the table to check `deleted_at`
 * (39 ms to count the submitted ones of 100,000). Their indexes become live-row list indexes
 * as declared tables get them (db/record-table.ts), with an institute's complaints by status
 * beside (the scope of an institute's list and its status filter).
 */
export const complaintListIndexes: DialectMigration = {
  async up(db, kind) {
    for (const key of OLD) await db.schema.dropIndex(`complains_${key}_idx`).execute();
    await listIndexes(db, kind, 'complains', [
      ['institute_id', 'id'],
      ['institute_id', 'status', 'id'],
      ['created_by', 'id'],
      ['status', 'id'],
      ['category_id', 'id'],
      ['complainant_kebele_id', 'id'],
      ['subject', 'id'],
      ['created_at', 'id'],
      ['updated_at', 'id'],
    ]);
  },
};

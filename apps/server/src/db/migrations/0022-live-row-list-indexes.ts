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

/** Tables a list reads by id, live rows only, that had no index to serve that order. */
const BY_ID = [
  'roles',
  'permissions',
  'news_feeds',
  'enacted_laws',
  'forums',
  'meetings',
  'calendar_events',
  'attendances',
  'complains',
  'surveys',
  'questions',
  'institutes',
  'caffee_groups',
  'regions',
  'zones',
  'woredas',
  'kebeles',
];

/**
 * Lists are read by id unless they say otherwise (the seed's client always does). For a table
 * whose every read asks for live rows, only an index on `deleted_at` then `id` gives that
 * order: without one SQLite read the table in id order or, with statistics that favoured a
 * narrower index, sorted every live row for a page of 8 (200 ms at a million complaints).
 * PostgreSQL gets a partial index on id, which also counts the live rows from the index.
 *
 * Complaints are the one table that grows by the hundred thousand, and 0006 indexed it before
 * lists asked only for live rows: every count and page read the table to check `deleted_at`
 * (39 ms to count the submitted ones of 100,000). Their indexes become live-row list indexes
 * as declared tables get them (db/record-table.ts), with an institute's complaints by status
 * beside (the scope of an institute's list and its status filter).
 */
export const liveRowListIndexes: DialectMigration = {
  async up(db, kind) {
    for (const table of BY_ID) await listIndexes(db, kind, table, [['id']]);
    for (const key of OLD) await db.schema.dropIndex(`complains_${key}_idx`).ifExists().execute();
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

import type { DialectMigration } from '../schema-helpers.js';

const COLUMNS = ['is_system', 'created_at', 'updated_at'];

/**
 * Indexes for the roles list's other fields, now that roles are a declared record type (the
 * index test asks every list for them); the names have theirs since 0015.
 */
export const roleListIndexes: DialectMigration = {
  async up(db) {
    for (const column of COLUMNS) {
      await db.schema.createIndex(`roles_${column}_idx`).on('roles').column(column).execute();
    }
  },
  async down(db) {
    for (const column of COLUMNS) await db.schema.dropIndex(`roles_${column}_idx`).execute();
  },
};

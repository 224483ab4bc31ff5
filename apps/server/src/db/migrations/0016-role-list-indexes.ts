import { listIndexes } from '../record-table.js';
import type { DialectMigration } from '../schema-helpers.js';

const COLUMNS = ['is_system', 'created_at', 'updated_at'];

/**
 * Indexes for the roles list's other fields, now that roles are a declared record type (the
 * index test asks every list for them), made as every list's are (`listIndexes`); the names
 * have theirs since 0015.
 */
export const roleListIndexes: DialectMigration = {
  async up(db, kind) {
    await listIndexes(
      db,
      kind,
      'roles',
      COLUMNS.map((column) => [column, 'id']),
    );
  },
  async down(db) {
    for (const column of COLUMNS) await db.schema.dropIndex(`roles_${column}_id_idx`).execute();
  },
};

import type { DialectMigration } from '../schema-helpers.js';

/**
 * Where a change came from when not from a form: the file an import read (`members.xlsx`),
 * shown on the history line ("imported from members.xlsx"). Null for every other change.
 */
export const auditSources: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('audit_log').addColumn('source', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('audit_log').dropColumn('source').execute();
  },
};

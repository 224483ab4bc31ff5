import type { DialectMigration } from '../schema-helpers.js';

/**
 * A per-user counter raised when every session of the user ends or the password changes,
 * so credentials that outlive a session (calendar-feed links) can sign it and die with it.
 */
export const userSessionVersions: DialectMigration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('users').dropColumn('session_version').execute();
  },
};

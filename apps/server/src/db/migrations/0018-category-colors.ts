import type { DialectMigration } from '../schema-helpers.js';

/**
 * A category's colour (`calendar-event-categories` declare it): one of the contract's
 * `CATEGORY_COLORS` by name, null for the default. On the shared categories table, where the
 * other kinds leave it empty.
 */
export const categoryColors: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('categories').addColumn('color', 'varchar(20)').execute();
  },
  async down(db) {
    await db.schema.alterTable('categories').dropColumn('color').execute();
  },
};

import type { DialectMigration } from '../schema-helpers.js';

/** Indexes for the list fields of categories and permissions (the index test asks for them). */
export const listIndexes: DialectMigration = {
  async up(db) {
    for (const column of ['name_om', 'name_en', 'name_am', 'created_at', 'updated_at']) {
      await db.schema
        .createIndex(`categories_kind_${column}_idx`)
        .on('categories')
        .columns(['kind', column])
        .execute();
    }
    for (const column of ['action', 'category_id', 'created_at']) {
      await db.schema
        .createIndex(`permissions_${column}_idx`)
        .on('permissions')
        .column(column)
        .execute();
    }
  },
};

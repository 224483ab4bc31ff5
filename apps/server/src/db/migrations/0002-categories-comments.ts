import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes, withAudit, withId } from '../schema-helpers.js';

/** One table for every kind of category, and one for comments on any record. */
export const categoriesAndComments: DialectMigration = {
  async up(db, kind) {
    const t = columnTypes(kind);
    await withAudit(withId(db.schema.createTable('categories'), kind), kind)
      .addColumn('kind', 'varchar(60)', (c) => c.notNull())
      .addColumn('name_om', 'varchar(200)')
      .addColumn('name_en', 'varchar(200)')
      .addColumn('name_am', 'varchar(200)')
      .addColumn('description_om', 'varchar(1000)')
      .addColumn('description_en', 'varchar(1000)')
      .addColumn('description_am', 'varchar(1000)')
      .addColumn('deleted_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('categories_kind_idx')
      .on('categories')
      .columns(['kind', 'id'])
      .execute();

    await withId(db.schema.createTable('comments'), kind)
      .addColumn('resource', 'varchar(60)', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('author_id', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addColumn('deleted_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('comments_record_idx')
      .on('comments')
      .columns(['resource', 'record_id', 'id'])
      .execute();
  },
};

import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes, withId } from '../schema-helpers.js';

/** Uploaded files (content stored under generated names) and users' profile pictures. */
export const files: DialectMigration = {
  async up(db, kind) {
    const t = columnTypes(kind);
    await withId(db.schema.createTable('files'), kind)
      .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('media_type', 'varchar(120)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('category', 'varchar(30)', (c) => c.notNull())
      .addColumn('storage_name', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('thumbnail_name', 'varchar(120)')
      .addColumn('resource', 'varchar(60)')
      .addColumn('record_id', 'integer')
      .addColumn('created_by', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('deleted_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('files_record_idx')
      .on('files')
      .columns(['resource', 'record_id'])
      .execute();
    await db.schema.alterTable('users').addColumn('picture_file_id', 'integer').execute();
  },
};

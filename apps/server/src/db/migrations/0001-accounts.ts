import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes, withAudit, withId } from '../schema-helpers.js';

/** Settings, institutes (their core), roles and permissions, users, sessions, resets, audit log. */
export const accounts: DialectMigration = {
  async up(db, kind) {
    const t = columnTypes(kind);
    await db.schema
      .createTable('app_settings')
      .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await withAudit(withId(db.schema.createTable('institutes'), kind), kind)
      .addColumn('name_om', 'varchar(300)')
      .addColumn('name_en', 'varchar(300)')
      .addColumn('name_am', 'varchar(300)')
      .addColumn('deleted_at', t.timestamp)
      .execute();

    await withAudit(withId(db.schema.createTable('roles'), kind), kind)
      .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(500)')
      .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', t.timestamp)
      .execute();

    await withAudit(withId(db.schema.createTable('permissions'), kind), kind)
      .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('resource', 'varchar(60)', (c) => c.notNull())
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('description_om', 'varchar(1000)')
      .addColumn('description_en', 'varchar(1000)')
      .addColumn('description_am', 'varchar(1000)')
      .addColumn('category_id', 'integer')
      .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('permissions_resource_idx')
      .on('permissions')
      .columns(['resource', 'action'])
      .execute();

    await db.schema
      .createTable('role_permissions')
      .addColumn('role_id', 'integer', (c) =>
        c.notNull().references('roles.id').onDelete('cascade'),
      )
      .addColumn('permission_id', 'integer', (c) =>
        c.notNull().references('permissions.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
      .execute();
    await db.schema
      .createIndex('role_permissions_permission_idx')
      .on('role_permissions')
      .column('permission_id')
      .execute();

    await withAudit(withId(db.schema.createTable('users'), kind), kind)
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('phone', 'varchar(30)')
      .addColumn('password_hash', 'varchar(200)')
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('locale', 'varchar(5)', (c) => c.notNull().defaultTo('om'))
      .addColumn('role_id', 'integer', (c) => c.references('roles.id'))
      .addColumn('institute_id', 'integer', (c) => c.references('institutes.id'))
      .addColumn('last_login_at', t.timestamp)
      .addColumn('deleted_at', t.timestamp)
      .execute();
    for (const column of ['type', 'status', 'role_id', 'institute_id', 'created_at']) {
      await db.schema.createIndex(`users_${column}_idx`).on('users').column(column).execute();
    }

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('revoked_at', t.timestamp)
      .addColumn('user_agent', 'varchar(300)')
      .addColumn('ip', 'varchar(64)')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('refresh_tokens'), kind)
      .addColumn('session_id', 'varchar(64)', (c) =>
        c.notNull().references('sessions.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('used_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('refresh_tokens_session_idx')
      .on('refresh_tokens')
      .column('session_id')
      .execute();

    await withId(db.schema.createTable('password_resets'), kind)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('used_at', t.timestamp)
      .execute();
    await withId(db.schema.createTable('audit_log'), kind)
      .addColumn('resource', 'varchar(60)', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('changes', 'text')
      .addColumn('request_id', 'varchar(64)')
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_record_idx')
      .on('audit_log')
      .columns(['resource', 'record_id', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_log_created_idx')
      .on('audit_log')
      .column('created_at')
      .execute();

    await db.schema
      .createIndex('password_resets_user_idx')
      .on('password_resets')
      .column('user_id')
      .execute();
  },
};

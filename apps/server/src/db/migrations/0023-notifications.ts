import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes, withId } from '../schema-helpers.js';

/**
 * Notifications (notifications/): `notification_events` is the outbox of changes people may
 * have to hear of, one row per history entry, written in the change's transaction by
 * `recordAudit`; the worker fans each out into `notifications` (what the bell lists) and mail,
 * then deletes it. `notification_choices` holds each person's channels per kind of event.
 * The mail outbox (0013) becomes the outbox of every message: a channel (`mail`, `sms`) and,
 * for a meeting's mail, its iCalendar invitation.
 */
export const notifications: DialectMigration = {
  async up(db, kind) {
    const t = columnTypes(kind);
    await withId(db.schema.createTable('notification_events'), kind)
      .addColumn('audit_id', 'integer', (c) => c.notNull().references('audit_log.id'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('last_error', 'varchar(1000)')
      .execute();
    await db.schema
      .createIndex('notification_events_next_attempt_at_idx')
      .on('notification_events')
      .column('next_attempt_at')
      .execute();

    await withId(db.schema.createTable('notifications'), kind)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('resource', 'varchar(60)', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('audit_id', 'integer', (c) => c.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('status', 'varchar(30)')
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('read_at', t.timestamp)
      // Waits for the person's daily digest mail (they chose `digest` for its kind).
      .addColumn('digest_pending', 'integer', (c) => c.notNull().defaultTo(0))
      // One event tells a person once, however often its fan-out is tried.
      .addUniqueConstraint('notifications_audit_user_key', ['audit_id', 'user_id'])
      .execute();
    // A person's list, newest first, and the bell's count of the unread.
    await db.schema
      .createIndex('notifications_user_idx')
      .on('notifications')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('notifications_unread_idx')
      .on('notifications')
      .columns(['user_id', 'read_at'])
      .execute();

    await db.schema
      .alterTable('mail_outbox')
      .addColumn('channel', 'varchar(10)', (c) => c.notNull().defaultTo('mail'))
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();

    await db.schema
      .createTable('notification_choices')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      // The channels chosen, comma-separated (`app,mail`); empty: told nothing of this kind.
      .addColumn('channels', 'varchar(60)', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_choices_pkey', ['user_id', 'kind'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('notification_choices').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('calendar').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('channel').execute();
    await db.schema.dropTable('notifications').execute();
    await db.schema.dropTable('notification_events').execute();
  },
};

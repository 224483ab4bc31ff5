import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes, withId } from '../schema-helpers.js';

/**
 * Mail waiting to be sent (mail/worker.ts). Written in the transaction of the change that
 * causes it, so a request never waits for a mail server and a rollback sends nothing.
 */
export const mailOutbox: DialectMigration = {
  async up(db, kind) {
    const t = columnTypes(kind);
    await withId(db.schema.createTable('mail_outbox'), kind)
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('subject', 'varchar(300)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      // Null once sent or given up: what is due is `next_attempt_at <= now`.
      .addColumn('next_attempt_at', t.timestamp)
      .addColumn('sent_at', t.timestamp)
      .addColumn('last_error', 'varchar(1000)')
      .execute();
    await db.schema
      .createIndex('mail_outbox_next_attempt_at_idx')
      .on('mail_outbox')
      .column('next_attempt_at')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('mail_outbox').execute();
  },
};

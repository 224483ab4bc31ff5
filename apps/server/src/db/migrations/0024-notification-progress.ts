import type { DialectMigration } from '../schema-helpers.js';

/**
 * Where an event's fan-out has got to (notifications/fan-out.ts): the worker tells its people
 * a few dozen at a time, each batch its own transaction, so requests get the database between
 * batches. `kind_index` is the entry's kind being told (`kindsOf` order), `after_user_id` the
 * last person of it already done (people are taken in id order).
 */
export const notificationProgress: DialectMigration = {
  async up(db) {
    await db.schema
      .alterTable('notification_events')
      .addColumn('kind_index', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('notification_events')
      .addColumn('after_user_id', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('notification_events').dropColumn('after_user_id').execute();
    await db.schema.alterTable('notification_events').dropColumn('kind_index').execute();
  },
};

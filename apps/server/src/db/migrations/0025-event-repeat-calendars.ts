import type { DialectMigration } from '../schema-helpers.js';

/**
 * The calendar a calendar event's monthly or yearly repeat follows (`CALENDARS` of the
 * contract): every event written so far repeats on the Gregorian date, as it did.
 */
export const eventRepeatCalendars: DialectMigration = {
  async up(db) {
    await db.schema
      .alterTable('calendar_events')
      .addColumn('repeat_calendar', 'varchar(10)', (c) => c.notNull().defaultTo('gregorian'))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('calendar_events').dropColumn('repeat_calendar').execute();
  },
};

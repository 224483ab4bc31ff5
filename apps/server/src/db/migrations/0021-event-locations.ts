import type { DialectMigration } from '../schema-helpers.js';

/**
 * A calendar event's place is multilingual like a meeting's (0020): the place written so far
 * stays as the Afaan Oromoo text, the default language every reader falls back to.
 */
export const eventLocations: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('calendar_events').renameColumn('location', 'location_om').execute();
    for (const l of ['en', 'am']) {
      await db.schema
        .alterTable('calendar_events')
        .addColumn(`location_${l}`, 'varchar(300)')
        .execute();
    }
  },
  async down(db) {
    for (const l of ['en', 'am']) {
      await db.schema.alterTable('calendar_events').dropColumn(`location_${l}`).execute();
    }
    await db.schema.alterTable('calendar_events').renameColumn('location_om', 'location').execute();
  },
};

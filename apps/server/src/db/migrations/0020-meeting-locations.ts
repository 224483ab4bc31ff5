import type { DialectMigration } from '../schema-helpers.js';

/**
 * A meeting's place is multilingual like its title ("Galma Caffee" / "Caffee Hall" /
 * "የጨፌ አዳራሽ"). The place written so far stays as the Afaan Oromoo text, the default
 * language every reader falls back to, so nobody loses what they wrote.
 */
export const meetingLocations: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('meetings').renameColumn('location', 'location_om').execute();
    for (const l of ['en', 'am']) {
      await db.schema.alterTable('meetings').addColumn(`location_${l}`, 'varchar(300)').execute();
    }
  },
  async down(db) {
    for (const l of ['en', 'am']) {
      await db.schema.alterTable('meetings').dropColumn(`location_${l}`).execute();
    }
    await db.schema.alterTable('meetings').renameColumn('location_om', 'location').execute();
  },
};

import type { DialectMigration } from '../schema-helpers.js';

/**
 * What the meeting decided on each agenda item, in each language like the item's title: the
 * minutes print it under the item (`meetings/{id}/minutes.pdf`). Empty for items decided before.
 */
export const agendaDecisions: DialectMigration = {
  async up(db) {
    for (const l of ['om', 'en', 'am']) {
      await db.schema
        .alterTable('meeting_agenda_items')
        .addColumn(`decision_${l}`, 'text')
        .execute();
    }
  },
  async down(db) {
    for (const l of ['om', 'en', 'am']) {
      await db.schema.alterTable('meeting_agenda_items').dropColumn(`decision_${l}`).execute();
    }
  },
};

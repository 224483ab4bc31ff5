import type { DialectMigration } from '../schema-helpers.js';

/**
 * A meeting's committee invites its members (and, with `include_subgroups`, its sub-groups'
 * members). `via_group` marks an invitation the committee made, which follows the committee's
 * membership until the meeting ends; one made person by person stays as it was made.
 */
export const meetingGroupInvitees: DialectMigration = {
  async up(db) {
    await db.schema
      .alterTable('meetings')
      .addColumn('include_subgroups', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('meeting_invitees')
      .addColumn('via_group', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('meeting_invitees').dropColumn('via_group').execute();
    await db.schema.alterTable('meetings').dropColumn('include_subgroups').execute();
  },
};

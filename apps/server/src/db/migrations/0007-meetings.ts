import type { Kysely } from 'kysely';
import type { DialectKind } from '../connect.js';
import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes, withAudit, withId } from '../schema-helpers.js';

const LANGUAGES = ['om', 'en', 'am'] as const;

async function indexes(db: Kysely<unknown>, table: string, columns: (string | string[])[]) {
  for (const c of columns) {
    const cols = Array.isArray(c) ? c : [c];
    await db.schema
      .createIndex(`${table}_${cols.join('_')}_idx`)
      .on(table)
      .columns(cols)
      .execute();
  }
}

/** Lists sort by title in the request's language: one index per language. */
const titleColumns = LANGUAGES.map((l) => `title_${l}`);

/** The shared columns of a meeting and a calendar event. */
function scheduled(db: Kysely<unknown>, table: string, kind: DialectKind) {
  const t = columnTypes(kind);
  let builder = withAudit(withId(db.schema.createTable(table), kind), kind);
  for (const l of LANGUAGES) builder = builder.addColumn(`title_${l}`, 'varchar(300)');
  for (const l of LANGUAGES) builder = builder.addColumn(`description_${l}`, 'text');
  return builder
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('starts_at', t.timestamp, (c) => c.notNull())
    .addColumn('ends_at', t.timestamp, (c) => c.notNull())
    .addColumn('location', 'varchar(300)')
    .addColumn('deleted_at', t.timestamp);
}

async function meetingTables(db: Kysely<unknown>, kind: DialectKind) {
  const t = columnTypes(kind);
  // The committee is a caffee-groups record; referenced by id only (its table is another domain's).
  await scheduled(db, 'meetings', kind).addColumn('group_id', 'integer').execute();
  await indexes(db, 'meetings', [
    'starts_at',
    'ends_at',
    'category_id',
    'group_id',
    'created_at',
    ...titleColumns,
  ]);

  let agenda = withAudit(withId(db.schema.createTable('meeting_agenda_items'), kind), kind)
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id'))
    .addColumn('position', 'integer', (c) => c.notNull());
  for (const l of LANGUAGES) agenda = agenda.addColumn(`title_${l}`, 'varchar(300)');
  await agenda
    .addColumn('presenter', 'varchar(200)')
    .addColumn('deleted_at', t.timestamp)
    .execute();
  await indexes(db, 'meeting_agenda_items', [['meeting_id', 'position']]);

  await db.schema
    .createTable('meeting_invitees')
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('created_by', 'integer')
    .addPrimaryKeyConstraint('meeting_invitees_pk', ['meeting_id', 'user_id'])
    .execute();
  // "Meetings I am invited to": the scoping of institute and member users.
  await indexes(db, 'meeting_invitees', [['user_id', 'meeting_id']]);
}

async function calendarTables(db: Kysely<unknown>, kind: DialectKind) {
  const t = columnTypes(kind);
  await scheduled(db, 'calendar_events', kind)
    .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('repeat', 'varchar(10)', (c) => c.notNull().defaultTo('none'))
    .addColumn('repeat_until', 'varchar(10)')
    .addColumn('repeat_count', 'integer')
    // The end of the last occurrence (null: repeats for ever), so a date range is one query.
    .addColumn('series_ends_at', t.timestamp)
    .execute();
  await indexes(db, 'calendar_events', [
    'starts_at',
    'ends_at',
    'series_ends_at',
    'category_id',
    'all_day',
    'repeat',
    'created_at',
    ...titleColumns,
  ]);
}

async function attendanceTables(db: Kysely<unknown>, kind: DialectKind) {
  const t = columnTypes(kind);
  await withAudit(withId(db.schema.createTable('attendances'), kind), kind)
    .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id'))
    .addColumn('calendar_event_id', 'integer', (c) => c.references('calendar_events.id'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('note', 'text')
    .addColumn('deleted_at', t.timestamp)
    .execute();
  await indexes(db, 'attendances', [
    'meeting_id',
    'calendar_event_id',
    'date',
    'category_id',
    'created_at',
  ]);

  await withAudit(withId(db.schema.createTable('attendance_attendees'), kind), kind)
    .addColumn('attendance_id', 'integer', (c) => c.notNull().references('attendances.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(1000)')
    .execute();
  await db.schema
    .createIndex('attendance_attendees_register_idx')
    .on('attendance_attendees')
    .columns(['attendance_id', 'user_id'])
    .unique()
    .execute();
  // A member's own history, and the scoping of their attendances.
  await indexes(db, 'attendance_attendees', [
    ['user_id', 'attendance_id'],
    ['attendance_id', 'status'],
  ]);
}

/** Meetings (agenda items, invitees), calendar events, attendance registers. */
export const meetingsTables: DialectMigration = {
  async up(db, kind) {
    await meetingTables(db, kind);
    await calendarTables(db, kind);
    await attendanceTables(db, kind);
  },
};

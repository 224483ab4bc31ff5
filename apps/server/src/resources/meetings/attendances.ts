import { attendanceCategories, attendances, pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { ownLinesOnly } from '../../audit/history-scope.js';
import type { Database } from '../../db/database.js';
import { invalidField } from '../../http/errors.js';
import { checkCategory } from '../categories.js';
import { translationsOf } from '../fields.js';
import { serverResource, type IncludeLoader, type Row } from '../server-resource.js';
import { registerAttendeeRoutes } from './attendee-routes.js';
import { isLine, lineKey } from './attendees.js';
import { merged } from './schedule.js';
import { attendeeOnly, seesAll } from './scoping.js';
import { loadSummaries } from './summaries.js';

const ids = (rows: Row[], column: string) => [
  ...new Set(rows.map((r) => r[column]).filter((v): v is number => typeof v === 'number')),
];

const titled = (db: Kysely<Database>, table: 'meetings' | 'calendarEvents', wanted: number[]) =>
  wanted.length
    ? db
        .selectFrom(table)
        .select(['id', 'titleOm', 'titleEn', 'titleAm'])
        .where('id', 'in', wanted)
        .execute()
    : Promise.resolve([]);

/** `includes[]=subject`: the meeting or event of each register, titled; two queries a page. */
const loadSubjects: IncludeLoader = async (services, rows, ctx) => {
  const [meetings, events] = await Promise.all([
    titled(services.db, 'meetings', ids(rows, 'meetingId')),
    titled(services.db, 'calendarEvents', ids(rows, 'calendarEventId')),
  ]);
  const title = (r: object) => pickTranslation(translationsOf(r as Row, 'title'), ctx.locale);
  const m = new Map(meetings.map((r) => [r.id, title(r)]));
  const e = new Map(events.map((r) => [r.id, title(r)]));
  return new Map(
    rows.map((r) => {
      const meetingId = r.meetingId as number | null;
      const eventId = r.calendarEventId as number | null;
      if (meetingId !== null) {
        return [r.id, { type: 'meeting', id: meetingId, title: m.get(meetingId) ?? '' }];
      }
      if (eventId !== null) {
        return [r.id, { type: 'calendar-event', id: eventId, title: e.get(eventId) ?? '' }];
      }
      return [r.id, null];
    }),
  );
};

async function mustExist(
  db: Kysely<Database>,
  table: 'meetings' | 'calendarEvents',
  id: unknown,
  field: string,
) {
  if (id === null || id === undefined) return;
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', Number(id))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!found) throw invalidField(field, 'noSuchRecord');
}

/** `attendances`: members see the registers they are on; council staff see all. */
export const attendancesResource = serverResource({
  contract: attendances,
  table: 'attendances',
  scope: attendeeOnly,
  // As `attendees` shows them: a member's history of a register holds only their own line.
  historyScope: ownLinesOnly(lineKey, isLine, seesAll),
  includes: {
    subject: loadSubjects,
    summary: loadSummaries,
  },
  validate: async (services, values, ctx) => {
    const record = merged(values, ctx.existing);
    if ((record.meetingId != null) === (record.calendarEventId != null)) {
      throw invalidField('meetingId', 'meetingOrEvent');
    }
    await mustExist(services.db, 'meetings', values.meetingId, 'meetingId');
    await mustExist(services.db, 'calendarEvents', values.calendarEventId, 'calendarEventId');
    await checkCategory(services, attendanceCategories.path, values.categoryId);
  },
  extend: registerAttendeeRoutes,
});

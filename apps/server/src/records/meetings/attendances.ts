import { attendances, pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { ownLinesOnly } from '../../audit/history-scope.js';
import type { Database } from '../../db/database.js';
import { FieldConflictError, fieldIssue, invalidField } from '../../http/errors.js';
import { translationsOf } from '../fields.js';
import {
  serverResource,
  type AnyQuery,
  type IncludeLoader,
  type RequestContext,
  type Row,
} from '../server-resource.js';
import { registerAttendeeRoutes } from './attendee-routes.js';
import { checkOnRoll, isLine, lineKey } from './attendees.js';
import { merged } from './schedule.js';
import { attendeeOnly, invitedOnly, seesAll } from './scoping.js';
import { loadSummaries } from './summaries.js';

const ids = (rows: Row[], column: string) => [
  ...new Set(rows.map((r) => r[column]).filter((v): v is number => typeof v === 'number')),
];

/** The meetings or events of a page of registers: titles in every language and times. */
async function subjectsOf(
  db: Kysely<Database>,
  table: 'meetings' | 'calendarEvents',
  wanted: number[],
) {
  if (wanted.length === 0) return [];
  if (table === 'meetings') {
    const rows = await db
      .selectFrom('meetings')
      .select(['id', 'titleOm', 'titleEn', 'titleAm', 'startsAt', 'endsAt'])
      .where('id', 'in', wanted)
      .execute();
    return rows.map((r) => ({ ...r, allDay: false }));
  }
  return db
    .selectFrom('calendarEvents')
    .select(['id', 'titleOm', 'titleEn', 'titleAm', 'startsAt', 'endsAt', 'allDay'])
    .where('id', 'in', wanted)
    .execute();
}

/**
 * `includes[]=subject`: the meeting or event of each register, titled in the reader's
 * language, with its times; two queries a page.
 */
const loadSubjects: IncludeLoader = async (services, rows, ctx) => {
  const [meetings, events] = await Promise.all([
    subjectsOf(services.db, 'meetings', ids(rows, 'meetingId')),
    subjectsOf(services.db, 'calendarEvents', ids(rows, 'calendarEventId')),
  ]);
  const subject = (r: (typeof meetings)[number], type: 'meeting' | 'calendar-event') => ({
    type,
    id: r.id,
    title: pickTranslation(translationsOf(r as unknown as Row, 'title'), ctx.locale),
    startsAt: String(r.startsAt),
    endsAt: String(r.endsAt),
    allDay: Boolean(r.allDay),
  });
  const m = new Map(meetings.map((r) => [r.id, subject(r, 'meeting')]));
  const e = new Map(events.map((r) => [r.id, subject(r, 'calendar-event')]));
  return new Map(
    rows.map((r) => {
      const meetingId = r.meetingId as number | null;
      const eventId = r.calendarEventId as number | null;
      if (meetingId !== null) return [r.id, m.get(meetingId) ?? null];
      if (eventId !== null) return [r.id, e.get(eventId) ?? null];
      return [r.id, null];
    }),
  );
};

/**
 * Refuses a meeting or event that does not exist or that the caller may not see (the same
 * 422 for both, so a refusal tells nothing of meetings one is not invited to).
 */
async function mustSee(
  db: Kysely<Database>,
  table: 'meetings' | 'calendarEvents',
  id: unknown,
  ctx: RequestContext,
) {
  if (id === null || id === undefined) return;
  const field = table === 'meetings' ? 'meetingId' : 'calendarEventId';
  let qb: AnyQuery = db
    .selectFrom(table)
    .select('id')
    .where('id', '=', Number(id))
    .where('deletedAt', 'is', null);
  if (table === 'meetings') qb = invitedOnly(qb, ctx);
  if (!(await qb.executeTakeFirst())) throw invalidField(field, 'noSuchRecord');
}

/** One register per meeting or event and day: a second would count the same people twice. */
async function mustBeOnly(db: Kysely<Database>, record: Record<string, unknown>, self?: number) {
  let qb = db
    .selectFrom('attendances')
    .select('id')
    .where('date', '=', String(record.date))
    .where('deletedAt', 'is', null);
  qb =
    record.meetingId != null
      ? qb.where('meetingId', '=', Number(record.meetingId))
      : qb.where('calendarEventId', '=', Number(record.calendarEventId));
  if (self !== undefined) qb = qb.where('id', '!=', self);
  if (await qb.executeTakeFirst()) {
    throw new FieldConflictError(
      fieldIssue('date', 'registerExists'),
      'This meeting or event already has a register on this date',
    );
  }
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
    await mustSee(services.db, 'meetings', values.meetingId, ctx);
    await mustSee(services.db, 'calendarEvents', values.calendarEventId, ctx);
    // A register moved to another meeting keeps its lines: each must be on that meeting's roll.
    if (ctx.existing && values.meetingId != null && values.meetingId !== ctx.existing.meetingId) {
      const lines = await services.db
        .selectFrom('attendanceAttendees')
        .select('userId')
        .where('attendanceId', '=', ctx.existing.id)
        .orderBy('userId')
        .execute();
      const userIds = lines.map((l) => l.userId);
      await checkOnRoll(services.db, Number(values.meetingId), userIds, ctx, () => 'meetingId');
    }
    if (['meetingId', 'calendarEventId', 'date'].some((f) => values[f] !== undefined)) {
      await mustBeOnly(services.db, record, ctx.existing?.id);
    }
  },
  extend: registerAttendeeRoutes,
});

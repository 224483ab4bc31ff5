import type { CalendarItemKind, Locale, Occurrence } from '@caffee/contract';
import { pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { questionScope, surveyScope } from '../engagement/audience.js';
import { translationsOf } from '../fields.js';
import type { AnyQuery, RequestContext, Row } from '../server-resource.js';
import { invitedOnly } from './scoping.js';

/**
 * The calendar's items that are not calendar events: meetings and deadlines, each read
 * through its own record type's scope (the meetings one is invited to, the questions and
 * surveys one may answer), so the calendar never shows what the record's own list would not.
 */

/** A range of the calendar: from an instant, up to another or with no end (the feed). */
export interface ItemRange {
  from: string;
  to?: string;
  /** At most this many of each record type. */
  limit: number;
}

/** A meeting or a deadline, as the occurrences answer and the feed both need it. */
export type CalendarItem = Omit<Occurrence, 'kind'> & {
  kind: Exclude<CalendarItemKind, 'event'>;
  createdAt: string;
  updatedAt: string;
};

const text = (row: object, field: string, locale: Locale) =>
  pickTranslation(translationsOf(row as Row, field), locale);

/** Which of the record types the caller may list, and so find on the calendar. */
export function listedKinds(ctx: RequestContext, kind?: CalendarItemKind) {
  const may = (path: string) => ctx.auth.permissions.has(`${path}:list`);
  const wanted = (k: CalendarItemKind) => kind === undefined || kind === k;
  return {
    meetings: wanted('meeting') && may('meetings'),
    questions: wanted('deadline') && may('questions'),
    surveys: wanted('deadline') && may('surveys'),
  };
}

/** Meetings the caller is invited to (all for council staff) that overlap the range. */
async function meetingItems(db: Kysely<Database>, ctx: RequestContext, range: ItemRange) {
  let query: AnyQuery = db
    .selectFrom('meetings')
    .selectAll('meetings')
    .where('meetings.deletedAt', 'is', null)
    .where('meetings.endsAt', '>', range.from);
  if (range.to !== undefined) query = query.where('meetings.startsAt', '<', range.to);
  const rows = (await invitedOnly(query, ctx)
    .orderBy('meetings.startsAt')
    .orderBy('meetings.id')
    .limit(range.limit)
    .execute()) as Row[];
  return rows.map((m): CalendarItem => ({
    kind: 'meeting',
    path: 'meetings',
    recordId: m.id,
    title: text(m, 'title', ctx.locale),
    startsAt: String(m.startsAt),
    endsAt: String(m.endsAt),
    allDay: false,
    // A meeting's place is multilingual (migration 0020), read as its title is.
    location: text(m, 'location', ctx.locale) || null,
    categoryId: null,
    color: null,
    createdAt: String(m.createdAt),
    updatedAt: String(m.updatedAt),
  }));
}

/** A deadline: one instant, titled as its record, not placed anywhere. */
const deadline = (
  path: 'questions' | 'surveys',
  row: Row,
  title: string,
  at: unknown,
): CalendarItem => ({
  kind: 'deadline',
  path,
  recordId: row.id,
  title,
  startsAt: String(at),
  endsAt: String(at),
  allDay: false,
  location: null,
  categoryId: null,
  color: null,
  createdAt: String(row.createdAt),
  updatedAt: String(row.updatedAt),
});

/**
 * Questions due in the range that the caller may see. A survey's questions are due when the
 * survey closes: its deadline stands for them.
 */
async function questionItems(db: Kysely<Database>, ctx: RequestContext, range: ItemRange) {
  let query: AnyQuery = db
    .selectFrom('questions')
    .selectAll('questions')
    .where('questions.deletedAt', 'is', null)
    .where('questions.surveyId', 'is', null)
    .where('questions.dueAt', '>=', range.from);
  if (range.to !== undefined) query = query.where('questions.dueAt', '<', range.to);
  const rows = (await questionScope(query, ctx)
    .orderBy('questions.dueAt')
    .orderBy('questions.id')
    .limit(range.limit)
    .execute()) as Row[];
  return rows.map((q) => deadline('questions', q, text(q, 'text', ctx.locale), q.dueAt));
}

/** Surveys closing in the range that are addressed to the caller (all for council staff). */
async function surveyItems(db: Kysely<Database>, ctx: RequestContext, range: ItemRange) {
  let query: AnyQuery = db
    .selectFrom('surveys')
    .selectAll('surveys')
    .where('surveys.deletedAt', 'is', null)
    .where('surveys.closesAt', '>=', range.from);
  if (range.to !== undefined) query = query.where('surveys.closesAt', '<', range.to);
  const rows = (await surveyScope(query, ctx)
    .orderBy('surveys.closesAt')
    .orderBy('surveys.id')
    .limit(range.limit)
    .execute()) as Row[];
  return rows.map((s) => deadline('surveys', s, text(s, 'title', ctx.locale), s.closesAt));
}

/** The meetings and deadlines of the range the caller may see, one query per record type. */
export async function calendarItems(
  db: Kysely<Database>,
  ctx: RequestContext,
  range: ItemRange,
  kind?: CalendarItemKind,
): Promise<CalendarItem[]> {
  const kinds = listedKinds(ctx, kind);
  const found = await Promise.all([
    kinds.meetings ? meetingItems(db, ctx, range) : [],
    kinds.questions ? questionItems(db, ctx, range) : [],
    kinds.surveys ? surveyItems(db, ctx, range) : [],
  ]);
  return found.flat();
}

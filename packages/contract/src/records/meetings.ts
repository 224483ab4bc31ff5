/** Meetings with agenda items, calendar events with repeats, attendances. */
import { z } from 'zod';
import { CALENDARS } from '../calendars.js';
import { CalendarDateSchema, dateOrder, InstantSchema, withDateOrder } from '../dates.js';
import { FileSchema } from '../file-schemas.js';
import { INT_MAX } from '../filter-values.js';
import { listQuerySchema } from '../list-query.js';
import { LocaleSchema } from '../locale.js';
import { defineResource, recordBase } from '../resource.js';
import { translatedInput, TranslationsSchema } from '../translation.js';
import {
  CALENDAR_TIME_ZONE,
  REPEAT_PERIODS,
  ATTENDANCE_STATUSES,
  CALENDAR_ITEM_KINDS,
  CATEGORY_COLORS,
  meetingsMeta,
  calendarEventsMeta,
  attendancesMeta,
} from './meetings-meta.js';

export const MEETING_TITLE_MAX = 300;
export const MEETING_TEXT_MAX = 5000;
export const LOCATION_MAX = 300;
export const PRESENTER_MAX = 200;
export const AGENDA_ITEMS_MAX = 100;
export const INVITEES_MAX = 1000;
export const ATTENDEES_MAX = 1000;
export const REPEAT_COUNT_MAX = 1000;
/** The widest range `calendar-events/occurrences` expands at once. */
export const OCCURRENCE_RANGE_MAX_DAYS = 400;

const CategoryRefSchema = z.object({ id: z.number().int(), name: z.string() });
const optionalId = z.number().int().positive().nullable().optional();
const plainText = (max: number) => z.string().trim().max(max).nullable().optional();

// ---- meetings --------------------------------------------------------------------------

/** One item of a meeting's agenda with its downloadable agenda files. */
export const AgendaItemSchema = z.object({
  id: z.number().int(),
  meetingId: z.number().int(),
  title: z.string(),
  presenter: z.string().nullable(),
  /** What the meeting decided on it, in the reader's language; null until it is recorded. */
  decision: z.string().nullable(),
  position: z.number().int(),
  files: z.array(FileSchema),
  /** Every language of the title and the decision, for editing. */
  translations: z.object({ title: TranslationsSchema, decision: TranslationsSchema }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgendaItem = z.infer<typeof AgendaItemSchema>;

export const InviteeSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  type: z.string(),
  /**
   * Invited as a member of the meeting's committee (or of a sub-group of it): the invitation
   * follows the committee's membership until the meeting ends. False for one invited by name.
   */
  viaGroup: z.boolean().optional(),
});

export const MeetingSchema = z.object({
  ...recordBase,
  title: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  /** The committee (a `caffee-groups` record) holding the meeting. */
  groupId: z.number().int().nullable(),
  /** The committee's sub-groups' members are invited too. */
  includeSubgroups: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  category: CategoryRefSchema.nullable().optional(),
  agenda: z.array(AgendaItemSchema).optional(),
  invitees: z.array(InviteeSchema).optional(),
  minutes: FileSchema.nullable().optional(),
});
export type Meeting = z.infer<typeof MeetingSchema>;

/** An agenda item in a meeting's body; one with an `id` keeps that item (and its files). */
export const AgendaItemInputSchema = z.strictObject({
  id: z.coerce.number().int().positive().optional(),
  title: translatedInput(MEETING_TITLE_MAX),
  presenter: plainText(PRESENTER_MAX),
  /** What was decided on it (null clears it); left out, it stays as it is. */
  decision: translatedInput(MEETING_TEXT_MAX).nullable().optional(),
});

const MeetingCreateSchema = z.strictObject({
  title: translatedInput(MEETING_TITLE_MAX),
  description: translatedInput(MEETING_TEXT_MAX).nullable().optional(),
  categoryId: optionalId,
  /** The committee holding the meeting: its members are invited (see `includeSubgroups`). */
  groupId: optionalId,
  /** With the committee, invite its sub-groups' members too (any depth). */
  includeSubgroups: z.boolean().optional(),
  startsAt: InstantSchema,
  endsAt: InstantSchema,
  location: translatedInput(LOCATION_MAX).nullable().optional(),
  /**
   * The users invited by name, besides the committee's members; on update, the whole new list
   * of them (the committee's invitations follow `groupId`).
   */
  inviteeIds: z.array(z.number().int().positive()).max(INVITEES_MAX).optional(),
  /** The agenda in order; on update, the whole new agenda (items left out are removed). */
  agendaItems: z.array(AgendaItemInputSchema).max(AGENDA_ITEMS_MAX).optional(),
});

/** A meeting ends after it starts (an instant is not a meeting). */
export const meetingDates = dateOrder([['startsAt', 'endsAt', { strict: true }]]);

export const meetings = withDateOrder(
  defineResource(meetingsMeta, {
    record: MeetingSchema,
    create: MeetingCreateSchema,
    update: MeetingCreateSchema.partial(),
  }),
  meetingDates,
);

export const AgendaItemCreateSchema = z.strictObject({
  title: translatedInput(MEETING_TITLE_MAX),
  presenter: plainText(PRESENTER_MAX),
  /** What the meeting decided on it, in one language or more; null clears it. */
  decision: translatedInput(MEETING_TEXT_MAX).nullable().optional(),
  /** Where the item goes (1 = first); the end of the agenda when left out. */
  position: z.number().int().min(1).max(AGENDA_ITEMS_MAX).optional(),
});
export const AgendaItemUpdateSchema = AgendaItemCreateSchema.partial().extend({
  removeFiles: z.array(z.number().int().positive()).max(50).optional(),
});
export const AgendaItemParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  itemId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

// ---- calendar events --------------------------------------------------------------------

export const CalendarEventSchema = z.object({
  ...recordBase,
  title: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  startsAt: z.string(),
  /** For an all-day event, its last day (a date at 00:00 UTC, like `startsAt`). */
  endsAt: z.string(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  repeat: z.enum(REPEAT_PERIODS),
  /** The calendar a monthly or yearly repeat follows (the same day of its months or years). */
  repeatCalendar: z.enum(CALENDARS),
  /** The last date (council time) an occurrence may start on. */
  repeatUntil: z.string().nullable(),
  /** How many occurrences, the first included. */
  repeatCount: z.number().int().nullable(),
  category: CategoryRefSchema.nullable().optional(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

const CalendarEventCreateSchema = z.strictObject({
  title: translatedInput(MEETING_TITLE_MAX),
  description: translatedInput(MEETING_TEXT_MAX).nullable().optional(),
  categoryId: optionalId,
  /** An all-day event takes dates (`YYYY-MM-DD`). */
  startsAt: InstantSchema,
  endsAt: InstantSchema,
  allDay: z.boolean().optional(),
  location: translatedInput(LOCATION_MAX).nullable().optional(),
  repeat: z.enum(REPEAT_PERIODS).optional(),
  /**
   * `gregorian` (the default) or `ethiopic`. Taken with any repeat and ignored by daily and
   * weekly ones (and a one-off), which no calendar changes: a form that switches a monthly
   * repeat to weekly keeps its choice for when it switches back, and no request is refused
   * for a value that cannot matter.
   */
  repeatCalendar: z.enum(CALENDARS).optional(),
  repeatUntil: CalendarDateSchema.nullable().optional(),
  repeatCount: z.number().int().min(1).max(REPEAT_COUNT_MAX).nullable().optional(),
});

/**
 * An event ends when it starts (a deadline) or later; an all-day event's end is its last
 * day, so it may be its first. Its repeats end on its first day (council time) or later.
 */
export const calendarEventDates = dateOrder([
  ['startsAt', 'endsAt'],
  ['startsAt', 'repeatUntil', { daysAtOffsetMinutes: CALENDAR_TIME_ZONE.offsetMinutes }],
]);

export const calendarEvents = withDateOrder(
  defineResource(calendarEventsMeta, {
    record: CalendarEventSchema,
    create: CalendarEventCreateSchema,
    update: CalendarEventCreateSchema.partial(),
  }),
  calendarEventDates,
);

/**
 * `calendar-events/occurrences?from=...&to=...`: at most 400 days. `kind` keeps one kind of
 * item; `categoryId` (a calendar event category) keeps only that category's events.
 */
export const OccurrencesQuerySchema = z.object({
  from: InstantSchema,
  to: InstantSchema,
  locale: LocaleSchema.optional(),
  categoryId: z.coerce.number().int().positive().max(INT_MAX).optional(),
  kind: z.enum(CALENDAR_ITEM_KINDS).optional(),
});
/** The record types an occurrence may open. */
export const OCCURRENCE_PATHS = ['calendar-events', 'meetings', 'questions', 'surveys'] as const;
/**
 * One item of the calendar: an occurrence of an event, a meeting, or a deadline (its start
 * and end are the same instant). `path` and `recordId` name the record it opens.
 */
export const OccurrenceSchema = z.object({
  kind: z.enum(CALENDAR_ITEM_KINDS),
  path: z.enum(OCCURRENCE_PATHS),
  recordId: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  /** An event's category, and its colour. */
  categoryId: z.number().int().nullable(),
  color: z.enum(CATEGORY_COLORS).nullable(),
});
export type Occurrence = z.infer<typeof OccurrenceSchema>;

/** `calendar-events/feed-link`: a personal address a calendar app can subscribe to. */
export const FeedLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export const FeedLinkQuerySchema = z.object({ locale: LocaleSchema.optional() });
/** `calendar-events/feed.ics`: a bearer token, or the signature of a feed link. */
export const FeedQuerySchema = z.object({
  user: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(100).optional(),
  locale: LocaleSchema.optional(),
});

// ---- attendances ------------------------------------------------------------------------

/** Counts per status; `rate` is (present + late) / total, null for an empty register. */
export const AttendanceSummarySchema = z.object({
  total: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  excused: z.number().int(),
  late: z.number().int(),
  rate: z.number().nullable(),
});
export type AttendanceSummary = z.infer<typeof AttendanceSummarySchema>;

export const AttendanceSchema = z.object({
  ...recordBase,
  meetingId: z.number().int().nullable(),
  calendarEventId: z.number().int().nullable(),
  date: z.string(),
  categoryId: z.number().int().nullable(),
  note: z.string().nullable(),
  category: CategoryRefSchema.nullable().optional(),
  /**
   * The meeting or event the register is for, titled in the request's language, with its
   * times (a repeating event's first occurrence; the register's `date` says which day).
   */
  subject: z
    .object({
      type: z.enum(['meeting', 'calendar-event']),
      id: z.number().int(),
      title: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      allDay: z.boolean(),
    })
    .nullable()
    .optional(),
  summary: AttendanceSummarySchema.optional(),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

const AttendanceCreateSchema = z.strictObject({
  meetingId: optionalId,
  calendarEventId: optionalId,
  date: CalendarDateSchema,
  categoryId: optionalId,
  note: plainText(MEETING_TEXT_MAX),
});

export const attendances = defineResource(attendancesMeta, {
  record: AttendanceSchema,
  create: AttendanceCreateSchema,
  update: AttendanceCreateSchema.partial(),
});

export const AttendeeSchema = z.object({
  id: z.number().int(),
  attendanceId: z.number().int(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;
export const AttendeesQuerySchema = listQuerySchema({
  filter: ['userId', 'status'],
  sort: ['id', 'userName', 'status'],
  includes: [],
});

/**
 * `POST attendances/{id}/attendees`: `merge` (the default) sets the listed users' rows and
 * keeps the others; `replace` makes the list the whole register. Each user at most once.
 */
export const AttendeesBodySchema = z.strictObject({
  attendees: z
    .array(
      z.strictObject({
        userId: z.number().int().positive(),
        status: z.enum(ATTENDANCE_STATUSES),
        note: plainText(1000),
      }),
    )
    .max(ATTENDEES_MAX),
  mode: z.enum(['merge', 'replace']).optional(),
});
export const AttendeesResultSchema = z.object({
  attendanceId: z.number().int(),
  written: z.number().int(),
  removed: z.number().int(),
  summary: AttendanceSummarySchema,
});

/**
 * `attendances/roll?meetingId=` or `?calendarEventId=` (one of them): the people a register of
 * it lists. A meeting's are its invitees; an event has no invitees, so its roll is every
 * active council member (the secretariat marks those who came).
 */
export const RollQuerySchema = z.object({
  meetingId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  calendarEventId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});
export const RollEntrySchema = InviteeSchema;
export type RollEntry = z.infer<typeof RollEntrySchema>;

/** A row of `attendances/mine`: the caller's status in one register. */
export const MyAttendanceSchema = z.object({
  id: z.number().int(),
  attendanceId: z.number().int(),
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  note: z.string().nullable(),
  meetingId: z.number().int().nullable(),
  calendarEventId: z.number().int().nullable(),
  title: z.string().nullable(),
});
export const MyAttendanceQuerySchema = listQuerySchema({
  filter: ['status', 'date', 'meetingId', 'calendarEventId'],
  sort: ['id', 'date'],
  includes: [],
});

/** `meetings/{id}/attendance-summary`: every register of the meeting together. */
export const MeetingAttendanceSummarySchema = AttendanceSummarySchema.extend({
  meetingId: z.number().int(),
  registers: z.number().int(),
});

/** Meetings, the calendar and attendance: what each record type is (see resource-meta.ts). */
import { CALENDARS } from '../calendars.js';
import {
  categoryMeta,
  defineMeta,
  READ_ACTIONS,
  READ_COMMENT_ACTIONS,
  type FieldDecl,
} from '../resource-meta.js';

export const REPEAT_PERIODS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatPeriod = (typeof REPEAT_PERIODS)[number];
/**
 * The repeats a calendar changes: a month or a year is not the same length in the Gregorian
 * and the Ethiopian calendar, a day and a week are. `repeatCalendar` applies to these only.
 */
export const CALENDAR_REPEATS = ['monthly', 'yearly'] as const satisfies readonly RepeatPeriod[];

/**
 * Repeats (and a register's day) are counted in the council's wall-clock time. Ethiopia keeps UTC+3 all year, so a
 * fixed offset is exact; the `.ics` feed names the zone so calendar apps agree.
 */
export const CALENDAR_TIME_ZONE = { id: 'Africa/Addis_Ababa', offsetMinutes: 180 } as const;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** A title and a description, both multilingual, the title searched and sorted on. */
const titled: readonly FieldDecl[] = [
  { name: 'title', kind: 'text', translatable: true, column: true, filter: true, sort: true },
  { name: 'description', kind: 'longText', translatable: true },
];

export const meetingCategoriesMeta = categoryMeta('meeting-categories');
/**
 * The colours a calendar event category may take. The web app gives each a background and a
 * text colour that keep a readable contrast in light and dark themes; a name, not a colour
 * code, so no category can pick one that hides its text.
 */
export const CATEGORY_COLORS = [
  'blue',
  'teal',
  'green',
  'olive',
  'amber',
  'orange',
  'red',
  'pink',
  'purple',
  'slate',
] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];

/** Calendar event categories colour their events in every view of the calendar. */
export const calendarEventCategoriesMeta = categoryMeta('calendar-event-categories', {
  fields: [{ name: 'color', kind: 'enum', values: CATEGORY_COLORS, column: true }],
});

/**
 * What the calendar shows: calendar events, the meetings the reader is invited to, and
 * deadlines (a question's `dueAt`, a survey's `closesAt`) of what the reader may answer.
 */
export const CALENDAR_ITEM_KINDS = ['event', 'meeting', 'deadline'] as const;
export type CalendarItemKind = (typeof CALENDAR_ITEM_KINDS)[number];
export const attendanceCategoriesMeta = categoryMeta('attendance-categories');

/**
 * `meetings`. Files sent with a meeting (`media[i][type]=DOWNLOADABLE`, as the seed does)
 * are the meeting's documents. An agenda item's own files go to
 * `POST meetings/{id}/agenda-items` and `PUT meetings/{id}/agenda-items/{itemId}`
 * (multipart: `title`, `presenter`, `position`, `media[i][file]`); the minutes to
 * `PUT meetings/{id}/minutes` (multipart, one file). Institute and member users see only
 * the meetings they are invited to.
 */
export const meetingsMeta = defineMeta({
  path: 'meetings',
  icon: 'eventNote',
  menu: { types: ['admin', 'institute', 'member'], order: 50 },
  grants: { institute: READ_COMMENT_ACTIONS, member: READ_COMMENT_ACTIONS },
  title: 'title',
  fields: [
    ...titled,
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'meeting-categories',
      refField: 'category',
      filter: true,
    },
    { name: 'groupId', kind: 'reference', ref: 'caffee-groups', refField: 'group', filter: true },
    // The committee's members are invited; with this, its sub-groups' members too.
    { name: 'includeSubgroups', kind: 'boolean' },
    { name: 'startsAt', kind: 'datetime', column: true, filter: true, sort: true },
    { name: 'endsAt', kind: 'datetime', column: true, filter: true, sort: true },
    { name: 'location', kind: 'text', translatable: true, column: true },
    // Both are shown by the detail page's own part: invitees as chips, the agenda with its files.
    { name: 'inviteeIds', kind: 'users', source: 'invitees', hidden: true },
    { name: 'agendaItems', kind: 'titles', source: 'agenda', hidden: true },
  ],
  stamps: { filter: ['createdAt'], sort: ['createdAt'] },
  includes: ['agenda', 'invitees', 'minutes'],
  defaultSort: { field: 'startsAt', direction: 'desc' },
  comments: true,
  files: ['downloadable'],
});

/**
 * `calendar-events`. A repeating event recurs daily, weekly, monthly or yearly, until a
 * date or for a count (one of them, or neither: for ever). A monthly repeat from the 29th,
 * 30th or 31st falls on the last day of shorter months; a yearly one from 29 February on
 * 28 February in common years (the `.ics` feed says the same with BYSETPOS). With
 * `repeatCalendar: 'ethiopic'` a monthly or yearly repeat keeps the Ethiopian day instead
 * (17 Meskerem each year; a day past Pagume's length falls on its last day), which the feed
 * writes as explicit dates.
 */
export const calendarEventsMeta = defineMeta({
  path: 'calendar-events',
  icon: 'event',
  menu: { types: ['admin', 'institute', 'member'], order: 60 },
  grants: { institute: READ_COMMENT_ACTIONS, member: READ_COMMENT_ACTIONS },
  title: 'title',
  fields: [
    ...titled,
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'calendar-event-categories',
      refField: 'category',
      column: true,
      filter: true,
    },
    // An all-day event's start and end are its first and last days.
    {
      name: 'startsAt',
      kind: 'datetime',
      dateOnlyWhen: 'allDay',
      column: true,
      filter: true,
      sort: true,
    },
    { name: 'endsAt', kind: 'datetime', dateOnlyWhen: 'allDay', filter: true, sort: true },
    { name: 'allDay', kind: 'boolean', filter: true },
    { name: 'location', kind: 'text', translatable: true },
    {
      name: 'repeat',
      kind: 'enum',
      values: REPEAT_PERIODS,
      default: 'none',
      column: true,
      filter: true,
    },
    {
      name: 'repeatCalendar',
      kind: 'enum',
      values: CALENDARS,
      default: 'gregorian',
      when: { field: 'repeat', values: CALENDAR_REPEATS },
    },
    { name: 'repeatUntil', kind: 'date' },
    { name: 'repeatCount', kind: 'number' },
  ],
  stamps: { filter: ['createdAt'], sort: ['createdAt'] },
  defaultSort: { field: 'startsAt', direction: 'desc' },
  comments: true,
  files: ['image', 'downloadable'],
});

/** `attendances`: a register for one meeting or one calendar event on a date. */
export const attendancesMeta = defineMeta({
  path: 'attendances',
  icon: 'howToReg',
  menu: { types: ['admin', 'member'], order: 70 },
  actions: ['record'],
  grants: { member: READ_ACTIONS },
  title: 'date',
  fields: [
    { name: 'date', kind: 'date', column: true, filter: true, sort: true },
    // `subject` names the meeting or the event the register is for.
    {
      name: 'meetingId',
      kind: 'reference',
      ref: 'meetings',
      refField: 'subject',
      column: true,
      filter: true,
    },
    {
      name: 'calendarEventId',
      kind: 'reference',
      ref: 'calendar-events',
      filter: true,
      hidden: true,
    },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'attendance-categories',
      refField: 'category',
      column: true,
      filter: true,
    },
    { name: 'note', kind: 'longText' },
  ],
  stamps: { filter: ['createdAt'], sort: ['createdAt'] },
  includes: ['summary'],
  defaultSort: { field: 'date', direction: 'desc' },
  comments: false,
});

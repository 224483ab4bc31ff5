/** Meetings, the calendar and attendance: what each record type is (see resource-meta.ts). */
import { categoryMeta, defineMeta } from '../resource-meta.js';

export const REPEAT_PERIODS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatPeriod = (typeof REPEAT_PERIODS)[number];

export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const meetingCategoriesMeta = categoryMeta('meeting-categories');
export const calendarEventCategoriesMeta = categoryMeta('calendar-event-categories');
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
  list: {
    filter: ['id', 'title', 'categoryId', 'groupId', 'startsAt', 'endsAt', 'createdAt'],
    sort: ['id', 'title', 'startsAt', 'endsAt', 'createdAt'],
    includes: ['category', 'agenda', 'invitees', 'minutes'],
  },
  translatable: ['title', 'description'],
  comments: true,
  files: ['downloadable'],
});

/**
 * `calendar-events`. A repeating event recurs daily, weekly, monthly or yearly, until a
 * date or for a count (one of them, or neither: for ever). A monthly repeat from the 29th,
 * 30th or 31st falls on the last day of shorter months; a yearly one from 29 February on
 * 28 February in common years (the `.ics` feed says the same with BYSETPOS).
 */
export const calendarEventsMeta = defineMeta({
  path: 'calendar-events',
  list: {
    filter: ['id', 'title', 'categoryId', 'startsAt', 'endsAt', 'allDay', 'repeat', 'createdAt'],
    sort: ['id', 'title', 'startsAt', 'endsAt', 'createdAt'],
    includes: ['category'],
  },
  translatable: ['title', 'description'],
  comments: true,
  files: ['image', 'downloadable'],
});

/** `attendances`: a register for one meeting or one calendar event on a date. */
export const attendancesMeta = defineMeta({
  path: 'attendances',
  list: {
    filter: ['id', 'meetingId', 'calendarEventId', 'date', 'categoryId', 'createdAt'],
    sort: ['id', 'date', 'createdAt'],
    includes: ['category', 'subject', 'summary'],
  },
  translatable: [],
  comments: false,
});

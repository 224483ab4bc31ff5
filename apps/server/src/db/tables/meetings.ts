/** Meetings with their agenda and invitees, calendar events, attendance registers. */
import type { Generated } from 'kysely';
import type { Audited, Timestamp, Translated } from './common.js';

/** A council or committee meeting; its agenda and invitees are child tables. */
export interface MeetingsTable extends Audited, Translated<'title' | 'description' | 'location'> {
  id: Generated<number>;
  categoryId: number | null;
  groupId: number | null;
  /** 1 when the committee's sub-groups' members are invited too. */
  includeSubgroups: Generated<number>;
  startsAt: Timestamp;
  endsAt: Timestamp;
  deletedAt: Timestamp | null;
}

export interface MeetingAgendaItemsTable extends Audited, Translated<'title' | 'decision'> {
  id: Generated<number>;
  meetingId: number;
  position: number;
  presenter: string | null;
  deletedAt: Timestamp | null;
}

export interface MeetingInviteesTable {
  meetingId: number;
  userId: number;
  createdAt: Generated<Timestamp>;
  createdBy: number | null;
  /** 1 when the meeting's committee invited them (and its membership keeps them invited). */
  viaGroup: Generated<number>;
}

export interface CalendarEventsTable
  extends Audited, Translated<'title' | 'description' | 'location'> {
  id: Generated<number>;
  categoryId: number | null;
  startsAt: Timestamp;
  endsAt: Timestamp;
  allDay: Generated<number>;
  repeat: Generated<string>;
  /** `gregorian` or `ethiopic`: the calendar a monthly or yearly repeat follows. */
  repeatCalendar: Generated<string>;
  /** `YYYY-MM-DD`, council time. */
  repeatUntil: string | null;
  repeatCount: number | null;
  /** The end of the last occurrence; null when the event repeats for ever. */
  seriesEndsAt: Timestamp | null;
  deletedAt: Timestamp | null;
}

/** An attendance register of a meeting or a calendar event on a date. */
export interface AttendancesTable extends Audited {
  id: Generated<number>;
  meetingId: number | null;
  calendarEventId: number | null;
  date: string;
  categoryId: number | null;
  note: string | null;
  deletedAt: Timestamp | null;
}

export interface AttendanceAttendeesTable extends Audited {
  id: Generated<number>;
  attendanceId: number;
  userId: number;
  status: string;
  note: string | null;
}

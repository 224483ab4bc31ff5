import {
  CALENDAR_TIME_ZONE,
  formatDate,
  formatTime,
  type Calendar,
  type Locale,
} from '@caffee/contract';

/** What a register is for: a meeting or a calendar event. */
export interface Subject {
  kind: 'meeting' | 'calendar-event';
  id: number;
}

/** A register's `subject` include, as the API gives it. */
export interface SubjectInfo {
  type: Subject['kind'];
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

/** The record type of a subject's pages and API. */
export const subjectPath = (s: Subject) => (s.kind === 'meeting' ? 'meetings' : 'calendar-events');
/** The register's field (and the roll's query) that names a subject of this kind. */
export const subjectKey = (s: Subject) => (s.kind === 'meeting' ? 'meetingId' : 'calendarEventId');

/** The subject of a register row: its meeting or its event. */
export function subjectOf(register: {
  meetingId: number | null;
  calendarEventId: number | null;
}): Subject | null {
  if (register.meetingId != null) return { kind: 'meeting', id: register.meetingId };
  if (register.calendarEventId != null) {
    return { kind: 'calendar-event', id: register.calendarEventId };
  }
  return null;
}

const DAY = 86_400_000;
const OFFSET = CALENDAR_TIME_ZONE.offsetMinutes * 60_000;

/** A day (council time, `YYYY-MM-DD`) an instant falls on. */
export const councilDay = (iso: string) =>
  new Date(Date.parse(iso) + OFFSET).toISOString().slice(0, 10);

/**
 * When the subject took place on the register's day: a repeating event's occurrence keeps the
 * first one's hour (council time) and length; a meeting's day is its own.
 */
export function occurrenceOn(
  subject: Pick<SubjectInfo, 'startsAt' | 'endsAt' | 'allDay'>,
  date: string,
): { start: Date; end: Date } {
  const start = Date.parse(subject.startsAt);
  const length = Math.max(0, Date.parse(subject.endsAt) - start);
  const day = Date.parse(`${date}T00:00:00Z`);
  if (subject.allDay) return { start: new Date(day), end: new Date(day + length) };
  const hour = (((start + OFFSET) % DAY) + DAY) % DAY;
  const at = day + hour - OFFSET;
  return { start: new Date(at), end: new Date(at + length) };
}

/**
 * The subject's date and time on the register's day in the reader's calendar: "7 Apr 2026,
 * 09:30–12:00", an all-day event's day (or days), or both ends when it runs over days.
 */
export function occurrenceText(
  subject: Pick<SubjectInfo, 'startsAt' | 'endsAt' | 'allDay'>,
  date: string,
  locale: Locale,
  calendar: Calendar,
): string {
  const { start, end } = occurrenceOn(subject, date);
  if (subject.allDay) {
    const day = (d: Date) =>
      formatDate(d, locale, calendar, { dateStyle: 'medium', timeZone: 'UTC' });
    return end.getTime() > start.getTime() ? `${day(start)} – ${day(end)}` : day(start);
  }
  const full = (d: Date) =>
    formatDate(d, locale, calendar, { dateStyle: 'medium', timeStyle: 'short' });
  const sameDay = start.toDateString() === end.toDateString();
  return sameDay ? `${full(start)}–${formatTime(end, locale)}` : `${full(start)} – ${full(end)}`;
}

/**
 * A register's name: its meeting's or event's title and its day in the reader's calendar
 * ("Field visit · 17 Apr 2026"); `untitled` stands in for a subject since removed.
 */
export function registerTitle(
  record: Readonly<Record<string, unknown>>,
  untitled: string,
  locale: Locale,
  calendar: Calendar,
): string {
  const subject = record.subject as Pick<SubjectInfo, 'title'> | null | undefined;
  const date = typeof record.date === 'string' ? record.date.slice(0, 10) : '';
  const day = date
    ? formatDate(date, locale, calendar, { dateStyle: 'medium', timeZone: 'UTC' })
    : '';
  return [subject?.title || untitled, day].filter(Boolean).join(' · ');
}

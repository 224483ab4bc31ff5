import {
  MAX_PAGE_SIZE,
  type Attendance,
  type AttendanceSummary,
  type Attendee,
  type RollEntry,
} from '@caffee/contract';
import { fetchPage, fetchPayload, sendPayload } from '../../../crud/data/crud-api';
import { attendeesBody, type AttendanceState } from './attendance-state';
import { subjectKey, subjectPath, type Subject } from './subject';

/** What a register's screen reads of its meeting or event. */
export interface SubjectRecord {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay?: boolean;
}

export const fetchSubject = (subject: Subject, locale: string) =>
  fetchPayload<SubjectRecord>(`${subjectPath(subject)}/${subject.id}`, { locale });

/** Whom a register of the meeting (its invitees) or the event (the active members) lists. */
export const fetchRoll = (subject: Subject) =>
  fetchPayload<RollEntry[]>('attendances/roll', { [subjectKey(subject)]: subject.id });

const REGISTER_INCLUDES = ['subject', 'summary'];

/** One register with its meeting or event and its summary. */
export const fetchRegister = (id: number, locale: string) =>
  fetchPayload<Attendance>(`attendances/${id}`, { locale, includes: REGISTER_INCLUDES });

/** The register of the meeting or event for a date, or null when none was opened yet. */
export async function findRegister(subject: Subject, date: string, locale?: string) {
  const { rows } = await fetchPage<Attendance>('attendances', {
    filter: { [subjectKey(subject)]: subject.id, date },
    pagination: { page: 1, pageSize: 1 },
    includes: REGISTER_INCLUDES,
    ...(locale ? { locale } : {}),
  });
  return rows[0] ?? null;
}

/** Every line of a register the reader may see, page by page (a register holds up to 1000). */
export async function fetchAttendees(attendanceId: number): Promise<Attendee[]> {
  const all: Attendee[] = [];
  for (let page = 1; ; page++) {
    const { rows, pagination } = await fetchPage<Attendee>(
      `attendances/${attendanceId}/attendees`,
      { pagination: { page, pageSize: MAX_PAGE_SIZE }, sorting: { userName: 'asc' } },
    );
    all.push(...rows);
    if (page >= pagination.pageCount) return all;
  }
}

/** Whether a refusal says the day's register exists already (opened meanwhile, elsewhere). */
const registerExists = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { details?: { code?: unknown }[] }).details ?? []).some(
    (d) => d?.code === 'registerExists',
  );

/**
 * Opens the meeting's or event's register for the date; one opened meanwhile (from another
 * screen, by a colleague) is the one to save into, not a refusal.
 */
async function openRegister(subject: Subject, date: string): Promise<number> {
  try {
    const body = { [subjectKey(subject)]: subject.id, date };
    return (await sendPayload<Attendance>('post', 'attendances', body)).id;
  } catch (error) {
    const found = registerExists(error) ? await findRegister(subject, date) : null;
    if (!found) throw error;
    return found.id;
  }
}

/**
 * Saves the rows as the register's whole content (those unmarked are taken off it) for a
 * reader of every line, else only theirs (`mode`), opening the meeting's or event's register
 * for the date first when there is none.
 */
export async function saveAttendance(
  subject: Subject,
  date: string,
  rows: AttendanceState,
  { registerId, mode }: { registerId?: number | undefined; mode: 'replace' | 'merge' },
) {
  const id =
    registerId ?? (await findRegister(subject, date))?.id ?? (await openRegister(subject, date));
  return sendPayload<{ attendanceId: number; summary: AttendanceSummary }>(
    'post',
    `attendances/${id}/attendees`,
    attendeesBody(rows, mode),
  );
}

export type MeetingSummary = AttendanceSummary & { meetingId: number; registers: number };
export const fetchMeetingSummary = (id: number) =>
  fetchPayload<MeetingSummary>(`meetings/${id}/attendance-summary`);

export interface MyAttendance {
  id: number;
  attendanceId: number;
  date: string;
  status: Attendee['status'];
  note: string | null;
  meetingId: number | null;
  calendarEventId: number | null;
  title: string | null;
}
export const fetchMyAttendance = (page: number, pageSize: number, locale: string) =>
  fetchPage<MyAttendance>('attendances/mine', {
    locale,
    pagination: { page, pageSize },
    sorting: { date: 'desc' },
  });

/** One's rate over every register: (present + late) / all, from three counts. */
export async function fetchMyRate() {
  const count = async (status?: string) =>
    (
      await fetchPage<MyAttendance>('attendances/mine', {
        pagination: { page: 1, pageSize: 1 },
        ...(status ? { filter: { status } } : {}),
      })
    ).pagination.total;
  const [total, present, late] = await Promise.all([count(), count('present'), count('late')]);
  return { total, rate: total ? (present + late) / total : null };
}

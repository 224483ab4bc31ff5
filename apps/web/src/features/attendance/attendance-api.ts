import {
  MAX_PAGE_SIZE,
  type Attendance,
  type AttendanceSummary,
  type Attendee,
  type Meeting,
} from '@caffee/contract';
import { fetchPage, fetchPayload, sendPayload } from '../../crud/crud-api';
import { attendeesBody, type AttendanceState } from './attendance-state';

export const fetchMeeting = (id: number, locale: string) =>
  fetchPayload<Meeting>(`meetings/${id}`, { locale, includes: ['invitees'] });

/** The meeting's register for a date, or null when none was opened yet. */
export async function findRegister(meetingId: number, date: string) {
  const { rows } = await fetchPage<Attendance>('attendances', {
    filter: { meetingId, date },
    pagination: { page: 1, pageSize: 1 },
  });
  return rows[0] ?? null;
}

export const fetchAttendees = async (attendanceId: number) =>
  (
    await fetchPage<Attendee>(`attendances/${attendanceId}/attendees`, {
      pagination: { page: 1, pageSize: MAX_PAGE_SIZE },
    })
  ).rows;

/** Saves the marked rows, opening the meeting's register for the date first when needed. */
export async function saveAttendance(meetingId: number, date: string, rows: AttendanceState) {
  const register =
    (await findRegister(meetingId, date)) ??
    (await sendPayload<Attendance>('post', 'attendances', { meetingId, date }));
  return sendPayload<{ attendanceId: number; summary: AttendanceSummary }>(
    'post',
    `attendances/${register.id}/attendees`,
    attendeesBody(rows),
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

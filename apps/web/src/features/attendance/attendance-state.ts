import type { AttendanceStatus, Attendee } from '@caffee/contract';

/** One invitee's row on the register screen. */
export interface AttendanceRow {
  userId: number;
  name: string;
  status: AttendanceStatus | null;
  note: string;
}
export type AttendanceState = AttendanceRow[];

/** The rows: every invitee, with what the register already says of them. */
export function initialRows(
  invitees: readonly { userId: number; name: string }[],
  recorded: readonly Pick<Attendee, 'userId' | 'status' | 'note'>[],
): AttendanceState {
  const byUser = new Map(recorded.map((a) => [a.userId, a]));
  return invitees.map((i) => ({
    userId: i.userId,
    name: i.name,
    status: byUser.get(i.userId)?.status ?? null,
    note: byUser.get(i.userId)?.note ?? '',
  }));
}

export const setStatus = (rows: AttendanceState, userId: number, status: AttendanceStatus | null) =>
  rows.map((r) => (r.userId === userId ? { ...r, status } : r));

export const setNote = (rows: AttendanceState, userId: number, note: string) =>
  rows.map((r) => (r.userId === userId ? { ...r, note } : r));

/** Everyone not yet marked becomes present; those already marked keep their status. */
export const markAllPresent = (rows: AttendanceState) =>
  rows.map((r) => (r.status ? r : { ...r, status: 'present' as const }));

/** `POST attendances/:id/attendees`: the marked rows (merge keeps the unmarked as they were). */
export function attendeesBody(rows: AttendanceState) {
  return {
    mode: 'merge' as const,
    attendees: rows
      .filter((r): r is AttendanceRow & { status: AttendanceStatus } => r.status !== null)
      .map((r) => ({ userId: r.userId, status: r.status, note: r.note.trim() || null })),
  };
}

/** Today in the council's time zone (UTC+3), as `YYYY-MM-DD`. */
export const councilToday = (now = Date.now()) =>
  new Date(now + 3 * 3600_000).toISOString().slice(0, 10);

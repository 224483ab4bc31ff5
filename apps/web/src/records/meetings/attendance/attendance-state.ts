import type { AttendanceStatus, Attendee } from '@caffee/contract';

/** One invitee's row on the register screen. */
export interface AttendanceRow {
  userId: number;
  name: string;
  status: AttendanceStatus | null;
  note: string;
}
export type AttendanceState = AttendanceRow[];

/**
 * The rows: everyone on the roll, with what the register already says of them, then those the
 * register holds who are no longer on the roll (uninvited since), so a correction shows the
 * whole register. `unnamed` names a line whose person is gone.
 */
export function initialRows(
  roll: readonly { userId: number; name: string }[],
  recorded: readonly Pick<Attendee, 'userId' | 'userName' | 'status' | 'note'>[],
  unnamed: (userId: number) => string = (id) => `#${id}`,
): AttendanceState {
  const byUser = new Map(recorded.map((a) => [a.userId, a]));
  const listed = new Set(roll.map((r) => r.userId));
  return [
    ...roll.map((i) => ({
      userId: i.userId,
      name: i.name,
      status: byUser.get(i.userId)?.status ?? null,
      note: byUser.get(i.userId)?.note ?? '',
    })),
    ...recorded
      .filter((a) => !listed.has(a.userId))
      .map((a) => ({
        userId: a.userId,
        name: a.userName ?? unnamed(a.userId),
        status: a.status,
        note: a.note ?? '',
      })),
  ];
}

export const setStatus = (rows: AttendanceState, userId: number, status: AttendanceStatus | null) =>
  rows.map((r) => (r.userId === userId ? { ...r, status } : r));

export const setNote = (rows: AttendanceState, userId: number, note: string) =>
  rows.map((r) => (r.userId === userId ? { ...r, note } : r));

/** Everyone not yet marked becomes present; those already marked keep their status. */
export const markAllPresent = (rows: AttendanceState) =>
  rows.map((r) => (r.status ? r : { ...r, status: 'present' as const }));

/**
 * `POST attendances/:id/attendees`: the marked rows. `replace` (the default) makes them the
 * whole register: the rows hold every line it had, so a row unmarked is a line taken off. One
 * who reads only their own line of a register must `merge`, or the others' lines would go.
 */
export function attendeesBody(rows: AttendanceState, mode: 'replace' | 'merge' = 'replace') {
  return {
    mode,
    attendees: rows
      .filter((r): r is AttendanceRow & { status: AttendanceStatus } => r.status !== null)
      .map((r) => ({ userId: r.userId, status: r.status, note: r.note.trim() || null })),
  };
}

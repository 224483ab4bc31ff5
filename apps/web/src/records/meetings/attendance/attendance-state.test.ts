import { describe, expect, it } from 'vitest';
import { attendeesBody, initialRows, markAllPresent, setNote, setStatus } from './attendance-state';

const invitees = [
  { userId: 1, name: 'Caaltuu' },
  { userId: 2, name: 'Gammachuu' },
  { userId: 3, name: 'Hawi' },
];
const line = (userId: number, status: 'present' | 'late', note: string | null = null) => ({
  userId,
  userName: null,
  status,
  note,
});

describe('attendance state', () => {
  it('starts from what the register already says', () => {
    const rows = initialRows(invitees, [line(2, 'late', 'Traffic')]);
    expect(rows.map((r) => [r.userId, r.status, r.note])).toEqual([
      [1, null, ''],
      [2, 'late', 'Traffic'],
      [3, null, ''],
    ]);
  });

  it('keeps the lines of people no longer on the roll, after the roll', () => {
    const rows = initialRows(
      invitees.slice(0, 1),
      [{ ...line(9, 'present'), userName: 'Lensa' }, line(8, 'late')],
      (id) => `User #${id}`,
    );
    expect(rows.map((r) => [r.userId, r.name, r.status])).toEqual([
      [1, 'Caaltuu', null],
      [9, 'Lensa', 'present'],
      [8, 'User #8', 'late'],
    ]);
  });

  it('marks the unmarked present and keeps the others', () => {
    let rows = initialRows(invitees, []);
    rows = setStatus(rows, 3, 'excused');
    rows = markAllPresent(rows);
    expect(rows.map((r) => r.status)).toEqual(['present', 'present', 'excused']);
  });

  it('sends the marked rows as the whole register, with trimmed notes or null', () => {
    let rows = initialRows(invitees, [line(3, 'present')]);
    rows = setStatus(rows, 1, 'absent');
    rows = setNote(rows, 1, '  Sick ');
    rows = setStatus(rows, 2, 'present');
    rows = setStatus(rows, 3, null);
    expect(attendeesBody(rows)).toEqual({
      mode: 'replace',
      attendees: [
        { userId: 1, status: 'absent', note: 'Sick' },
        { userId: 2, status: 'present', note: null },
      ],
    });
    expect(attendeesBody(rows, 'merge').mode).toBe('merge');
  });
});

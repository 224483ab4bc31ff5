import { describe, expect, it } from 'vitest';
import {
  attendeesBody,
  councilToday,
  initialRows,
  markAllPresent,
  setNote,
  setStatus,
} from './attendance-state';

const invitees = [
  { userId: 1, name: 'Caaltuu' },
  { userId: 2, name: 'Gammachuu' },
  { userId: 3, name: 'Hawi' },
];

describe('attendance state', () => {
  it('starts from what the register already says', () => {
    const rows = initialRows(invitees, [{ userId: 2, status: 'late', note: 'Traffic' }]);
    expect(rows.map((r) => [r.userId, r.status, r.note])).toEqual([
      [1, null, ''],
      [2, 'late', 'Traffic'],
      [3, null, ''],
    ]);
  });

  it('marks the unmarked present and keeps the others', () => {
    let rows = initialRows(invitees, []);
    rows = setStatus(rows, 3, 'excused');
    rows = markAllPresent(rows);
    expect(rows.map((r) => r.status)).toEqual(['present', 'present', 'excused']);
  });

  it('sends only marked rows, merged, with trimmed notes or null', () => {
    let rows = initialRows(invitees, []);
    rows = setStatus(rows, 1, 'absent');
    rows = setNote(rows, 1, '  Sick ');
    rows = setStatus(rows, 2, 'present');
    expect(attendeesBody(rows)).toEqual({
      mode: 'merge',
      attendees: [
        { userId: 1, status: 'absent', note: 'Sick' },
        { userId: 2, status: 'present', note: null },
      ],
    });
  });

  it("dates the register in the council's time zone", () => {
    expect(councilToday(Date.parse('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
  });
});

import { describe, expect, it } from 'vitest';
import { councilDay, occurrenceOn, occurrenceText, subjectOf } from './subject';

const meeting = { startsAt: '2026-04-07T06:30:00Z', endsAt: '2026-04-07T09:00:00Z', allDay: false };

describe('a register subject', () => {
  it('is its meeting or its event', () => {
    expect(subjectOf({ meetingId: 4, calendarEventId: null })).toEqual({ kind: 'meeting', id: 4 });
    expect(subjectOf({ meetingId: null, calendarEventId: 7 })).toEqual({
      kind: 'calendar-event',
      id: 7,
    });
    expect(subjectOf({ meetingId: null, calendarEventId: null })).toBeNull();
  });

  it("falls on the register's day at the first occurrence's council hour", () => {
    expect(occurrenceOn(meeting, '2026-04-07')).toEqual({
      start: new Date('2026-04-07T06:30:00Z'),
      end: new Date('2026-04-07T09:00:00Z'),
    });
    // A weekly event a week on; and one starting 22:30 UTC, already the next council day.
    expect(occurrenceOn(meeting, '2026-04-14').start).toEqual(new Date('2026-04-14T06:30:00Z'));
    const late = {
      startsAt: '2026-04-07T22:30:00Z',
      endsAt: '2026-04-07T23:30:00Z',
      allDay: false,
    };
    expect(councilDay(late.startsAt)).toBe('2026-04-08');
    expect(occurrenceOn(late, '2026-04-15').start).toEqual(new Date('2026-04-14T22:30:00Z'));
  });

  it('reads as the day and hours in the reader’s language and calendar', () => {
    const text = occurrenceText(meeting, '2026-04-07', 'en', 'gregorian');
    expect(text).toMatch(/^7 Apr 2026, \d\d:\d\d–\d\d:\d\d$/);
    const allDay = { startsAt: '2026-04-10', endsAt: '2026-04-11', allDay: true };
    expect(occurrenceText(allDay, '2026-04-17', 'en', 'gregorian')).toBe(
      '17 Apr 2026 – 18 Apr 2026',
    );
    expect(occurrenceText(allDay, '2026-04-17', 'om', 'ethiopic')).toBe(
      'Eeb 9, 2018 ALI – Eeb 10, 2018 ALI',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { registerDateIssue } from './register-date-check';

// 10 March 2027, 09:00–11:00 in Addis Ababa (UTC+3).
const meeting = {
  kind: 'meeting' as const,
  startsAt: '2027-03-10T06:00:00.000Z',
  endsAt: '2027-03-10T08:00:00.000Z',
};

describe('a register’s day', () => {
  it('is fine on the meeting’s day, once that day has come', () => {
    expect(registerDateIssue(meeting, '2027-03-10', '2027-03-10')).toBeNull();
    expect(registerDateIssue(meeting, '2027-03-10', '2027-04-02')).toBeNull();
  });

  it('is taken ahead when weeks remain before the meeting', () => {
    expect(registerDateIssue(meeting, '2027-03-10', '2027-02-17')).toBe('ahead');
  });

  it('is another day than the meeting’s, before or after it (council time)', () => {
    expect(registerDateIssue(meeting, '2027-02-17', '2027-03-20')).toBe('otherDay');
    expect(registerDateIssue(meeting, '2027-03-11', '2027-03-20')).toBe('otherDay');
    // 23:30 UTC on the 9th is already the 10th in Addis Ababa.
    const late = { ...meeting, startsAt: '2027-03-09T23:30:00.000Z' };
    expect(registerDateIssue(late, '2027-03-10', '2027-03-20')).toBeNull();
  });

  it('lets an event’s register be for any of its days, but not one still to come', () => {
    const event = { ...meeting, kind: 'calendar-event' as const };
    expect(registerDateIssue(event, '2027-05-12', '2027-05-12')).toBeNull();
    expect(registerDateIssue(event, '2027-05-19', '2027-05-12')).toBe('ahead');
  });

  it('says nothing of a day still being typed', () => {
    expect(registerDateIssue(meeting, '', '2027-03-10')).toBeNull();
  });
});

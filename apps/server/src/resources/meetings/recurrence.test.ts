import { describe, expect, it } from 'vitest';
import { occurrencesBetween, seriesEnd, type Series } from './recurrence.js';

const series = (s: Partial<Series>): Series => ({
  startsAt: '2026-01-05T06:00:00.000Z',
  endsAt: '2026-01-05T08:00:00.000Z',
  allDay: false,
  repeat: 'none',
  repeatUntil: null,
  repeatCount: null,
  ...s,
});
const all = (s: Series, from = '2020-01-01', to = '2031-01-01') =>
  occurrencesBetween(s, Date.parse(from), Date.parse(to));
const starts = (s: Series, from?: string, to?: string) =>
  all(s, from, to).map((o) => o.startsAt.slice(0, 16));

describe('repeating events', () => {
  it('a one-off event occurs once, and only when the range overlaps it', () => {
    const s = series({});
    expect(all(s)).toEqual([{ startsAt: s.startsAt, endsAt: s.endsAt }]);
    expect(all(s, '2026-01-05T07:00:00Z', '2026-01-06')).toHaveLength(1);
    expect(all(s, '2026-01-05T08:00:00Z', '2026-01-06')).toHaveLength(0);
    expect(seriesEnd(s)).toBe(s.endsAt);
  });

  it('daily: a count includes the first occurrence', () => {
    const s = series({ repeat: 'daily', repeatCount: 3 });
    expect(starts(s)).toEqual(['2026-01-05T06:00', '2026-01-06T06:00', '2026-01-07T06:00']);
    expect(seriesEnd(s)).toBe('2026-01-07T08:00:00.000Z');
  });

  it('daily and weekly: until is the last council date an occurrence may start on', () => {
    expect(starts(series({ repeat: 'daily', repeatUntil: '2026-01-07' }))).toHaveLength(3);
    const weekly = series({ repeat: 'weekly', repeatUntil: '2026-01-26' });
    expect(starts(weekly)).toEqual([
      '2026-01-05T06:00',
      '2026-01-12T06:00',
      '2026-01-19T06:00',
      '2026-01-26T06:00',
    ]);
    expect(starts(series({ repeat: 'weekly', repeatCount: 2 }))).toHaveLength(2);
  });

  it('monthly from the 31st: the last day of shorter months, back to the 31st after', () => {
    const s = series({
      startsAt: '2026-01-31T06:00:00.000Z',
      endsAt: '2026-01-31T07:00:00.000Z',
      repeat: 'monthly',
      repeatCount: 5,
    });
    expect(starts(s)).toEqual([
      '2026-01-31T06:00',
      '2026-02-28T06:00',
      '2026-03-31T06:00',
      '2026-04-30T06:00',
      '2026-05-31T06:00',
    ]);
    const leap = series({ ...s, startsAt: '2028-01-31T06:00:00Z', endsAt: '2028-01-31T07:00:00Z' });
    expect(starts(leap)[1]).toBe('2028-02-29T06:00');
    const until = series({ ...s, repeatCount: null, repeatUntil: '2026-04-29' });
    expect(starts(until)).toHaveLength(3);
  });

  it('monthly counts month ends in council time, not UTC', () => {
    // 01:00 on 31 January in Addis Ababa is 22:00 UTC on the 30th.
    const s = series({
      startsAt: '2026-01-30T22:00:00.000Z',
      endsAt: '2026-01-30T23:00:00.000Z',
      repeat: 'monthly',
      repeatCount: 3,
    });
    expect(starts(s)).toEqual(['2026-01-30T22:00', '2026-02-27T22:00', '2026-03-30T22:00']);
  });

  it('yearly from 29 February: 28 February in common years', () => {
    const s = series({
      startsAt: '2024-02-29',
      endsAt: '2024-02-29',
      allDay: true,
      repeat: 'yearly',
      repeatCount: 5,
    });
    expect(starts(s).map((d) => d.slice(0, 10))).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    expect(seriesEnd(s)).toBe('2028-03-01T00:00:00.000Z');
  });

  it('yearly until a date, and for ever', () => {
    const s = series({
      startsAt: '2025-10-04',
      endsAt: '2025-10-05',
      allDay: true,
      repeat: 'yearly',
      repeatUntil: '2027-10-04',
    });
    expect(starts(s).map((d) => d.slice(0, 10))).toEqual([
      '2025-10-04',
      '2026-10-04',
      '2027-10-04',
    ]);
    const forever = { ...s, repeatUntil: null };
    expect(seriesEnd(forever)).toBeNull();
    expect(starts(forever, '2030-01-01', '2031-01-01')).toEqual(['2030-10-04T00:00']);
  });

  it('an all-day event covers its last day: a range starting that day still sees it', () => {
    const s = series({ startsAt: '2026-09-26', endsAt: '2026-09-27', allDay: true });
    expect(all(s, '2026-09-27T12:00:00Z', '2026-09-28')).toHaveLength(1);
    expect(all(s, '2026-09-28', '2026-09-29')).toHaveLength(0);
  });

  it('skips ahead to the range and keeps an occurrence that began before it', () => {
    const s = series({ repeat: 'daily' });
    const inRange = all(s, '2027-03-10T07:00:00Z', '2027-03-12T00:00:00Z');
    expect(inRange.map((o) => o.startsAt)).toEqual([
      '2027-03-10T06:00:00.000Z',
      '2027-03-11T06:00:00.000Z',
    ]);
  });

  it('an instant (a deadline) counts when it starts inside the range', () => {
    const s = series({ endsAt: '2026-01-05T06:00:00.000Z', repeat: 'monthly' });
    expect(all(s, '2026-02-05T06:00:00Z', '2026-02-06')).toHaveLength(1);
    expect(all(s, '2026-02-05T06:00:01Z', '2026-02-06')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { DAY_MS, occurrencesBetween, seriesEnd, type Series } from './recurrence.js';

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

describe('repeats that follow the Ethiopian calendar', () => {
  const ethiopic = (s: Partial<Series>) => series({ repeatCalendar: 'ethiopic', ...s });
  const days = (s: Series, from?: string, to?: string) =>
    starts(s, from, to).map((d) => d.slice(0, 10));

  it('yearly keeps the Ethiopian day: Meskel (17 Meskerem) moves on the Gregorian calendar', () => {
    const meskel = ethiopic({
      startsAt: '2026-09-27',
      endsAt: '2026-09-27',
      allDay: true,
      repeat: 'yearly',
    });
    expect(days(meskel, '2026-01-01', '2031-01-01')).toEqual([
      '2026-09-27',
      '2027-09-28',
      '2028-09-27',
      '2029-09-27',
      '2030-09-27',
    ]);
    // The same event on the Gregorian calendar stays on 27 September.
    expect(days({ ...meskel, repeatCalendar: 'gregorian' }, '2027-01-01', '2028-01-01')).toEqual([
      '2027-09-27',
    ]);
    // Skipping ahead to a range far off still lands on the Ethiopian day.
    expect(days(meskel, '2095-01-01', '2096-01-01')).toEqual(['2095-09-28']);
  });

  it('yearly from Pagume 6 falls on Pagume 5 in years without a sixth day', () => {
    // Pagume 6 2019 = 2027-09-11; 2023 is the next year with a sixth day (2031-09-11).
    const s = ethiopic({
      startsAt: '2027-09-11',
      endsAt: '2027-09-11',
      allDay: true,
      repeat: 'yearly',
      repeatCount: 5,
    });
    expect(days(s, '2020-01-01', '2040-01-01')).toEqual([
      '2027-09-11',
      '2028-09-10',
      '2029-09-10',
      '2030-09-10',
      '2031-09-11',
    ]);
    expect(seriesEnd(s)).toBe('2031-09-12T00:00:00.000Z');
  });

  it('monthly from the 30th: every month of 30 days, then the last day of Pagume', () => {
    // 30 Hamle 2019 = 2027-08-06; Nehase 30, Pagume 6 (2019 has a sixth day), Meskerem 30 2020.
    const s = ethiopic({
      startsAt: '2027-08-06T06:00:00.000Z',
      endsAt: '2027-08-06T07:00:00.000Z',
      repeat: 'monthly',
      repeatCount: 18,
    });
    const all18 = starts(s);
    expect(all18.slice(0, 5)).toEqual([
      '2027-08-06T06:00',
      '2027-09-05T06:00',
      '2027-09-11T06:00',
      '2027-10-11T06:00',
      '2027-11-10T06:00',
    ]);
    // A year on (Hamle 30, Nehase 30, Pagume, Meskerem 30), Pagume 2020 has five days.
    expect(all18.slice(13, 17)).toEqual([
      '2028-08-06T06:00',
      '2028-09-05T06:00',
      '2028-09-10T06:00',
      '2028-10-10T06:00',
    ]);
    expect(all18).toHaveLength(18);
  });

  it('until is the last council date an occurrence may start on; count includes the first', () => {
    const base = ethiopic({
      startsAt: '2026-09-27',
      endsAt: '2026-09-27',
      allDay: true,
      repeat: 'yearly',
    });
    // 2028-09-26 is the day before 17 Meskerem 2021: that occurrence is left out.
    expect(days({ ...base, repeatUntil: '2028-09-26' })).toEqual(['2026-09-27', '2027-09-28']);
    expect(days({ ...base, repeatUntil: '2028-09-27' })).toHaveLength(3);
    expect(days({ ...base, repeatCount: 2 })).toEqual(['2026-09-27', '2027-09-28']);
    expect(seriesEnd({ ...base, repeatCount: 2 })).toBe('2027-09-29T00:00:00.000Z');
  });

  it('a timed event keeps its council wall-clock time, its day counted in council time', () => {
    // 09:00 in Addis Ababa on 17 Meskerem 2019 is 06:00 UTC; 01:00 there is 22:00 UTC the day before.
    const nine = ethiopic({
      startsAt: '2026-09-27T06:00:00.000Z',
      endsAt: '2026-09-27T08:00:00.000Z',
      repeat: 'yearly',
      repeatCount: 3,
    });
    expect(all(nine)).toEqual([
      { startsAt: '2026-09-27T06:00:00.000Z', endsAt: '2026-09-27T08:00:00.000Z' },
      { startsAt: '2027-09-28T06:00:00.000Z', endsAt: '2027-09-28T08:00:00.000Z' },
      { startsAt: '2028-09-27T06:00:00.000Z', endsAt: '2028-09-27T08:00:00.000Z' },
    ]);
    const one = ethiopic({
      startsAt: '2026-09-26T22:00:00.000Z',
      endsAt: '2026-09-26T23:00:00.000Z',
      repeat: 'yearly',
      repeatCount: 2,
    });
    expect(starts(one)).toEqual(['2026-09-26T22:00', '2027-09-27T22:00']);
  });

  it("agrees with Intl's Ethiopian calendar over a century, and skips ahead to any range", () => {
    const format = new Intl.DateTimeFormat('en-u-ca-ethiopic', {
      timeZone: 'UTC',
      month: 'numeric',
      day: 'numeric',
    });
    const ethiopicOf = (t: number) => {
      const parts = format.formatToParts(new Date(t));
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return { month: part('month'), day: part('day') };
    };
    // The same day each month; in Pagume, which is shorter, its last day.
    const onTheDay = (iso: string, day: number) => {
      const e = ethiopicOf(Date.parse(iso));
      return e.month === 13 ? ethiopicOf(Date.parse(iso) + DAY_MS).day === 1 : e.day === day;
    };
    const s = ethiopic({
      startsAt: '1950-01-25',
      endsAt: '1950-01-25',
      allDay: true,
      repeat: 'monthly',
    });
    const century = all(s, '1950-01-01', '2050-01-01').map((o) => o.startsAt);
    expect(century).toHaveLength(1300);
    expect(century.filter((d) => !onTheDay(d, ethiopicOf(Date.parse('1950-01-25')).day))).toEqual(
      [],
    );
    for (const from of ['1987-03-01', '2011-09-10', '2044-09-06']) {
      const to = new Date(Date.parse(from) + 200 * DAY_MS).toISOString();
      expect(all(s, from, to).map((o) => o.startsAt)).toEqual(
        century.filter((d) => d >= from && d < to),
      );
    }
  });

  it('daily and weekly repeats are the same in both calendars', () => {
    for (const repeat of ['daily', 'weekly'] as const) {
      const s = series({ repeat, repeatCount: 4 });
      expect(starts({ ...s, repeatCalendar: 'ethiopic' })).toEqual(starts(s));
    }
  });
});

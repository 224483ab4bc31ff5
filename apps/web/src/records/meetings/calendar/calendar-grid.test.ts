import { describe, expect, it } from 'vitest';
import {
  dayKey,
  ethiopicParts,
  layoutByDay,
  layoutRow,
  monthGrid,
  monthLength,
  monthRange,
  occurrenceDays,
  shiftMonth,
  shiftView,
  viewRange,
  weekRange,
} from './calendar-grid';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);

describe('calendar grid', () => {
  it('knows Meskerem 1, 2019 is 11 September 2026', () => {
    expect(ethiopicParts(d(2026, 9, 11))).toEqual({ year: 2019, month: 1, day: 1 });
    const { start, end } = monthRange(d(2026, 9, 25), 'ethiopic');
    expect(dayKey(start)).toBe('2026-09-11');
    expect(dayKey(end)).toBe('2026-10-11');
  });

  it('gives Pagume 5 days, or 6 before a Gregorian leap year', () => {
    // Pagume 2018 ends on 10 September 2026; Pagume 2019 (before 2028) has 6 days.
    expect(ethiopicParts(d(2026, 9, 6)).month).toBe(13);
    expect(monthLength(d(2026, 9, 6), 'ethiopic')).toBe(5);
    expect(monthLength(d(2027, 9, 8), 'ethiopic')).toBe(6);
    expect(dayKey(monthRange(d(2027, 9, 8), 'ethiopic').start)).toBe('2027-09-06');
  });

  it('steps through 13 Ethiopian months a year', () => {
    let month = d(2026, 9, 11);
    const seen: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      seen.push(ethiopicParts(month).month);
      month = shiftMonth(month, 'ethiopic', 1);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    // Pagume 2019 had 6 days, so Meskerem 1, 2020 is 12 September 2027.
    expect(dayKey(month)).toBe('2027-09-12');
    expect(dayKey(shiftMonth(d(2026, 9, 11), 'ethiopic', -1))).toBe('2026-09-06');
  });

  it('builds Gregorian month grids of whole weeks from Monday', () => {
    const weeks = monthGrid(d(2026, 11, 21), 'gregorian');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]!.key).toBe('2026-10-26');
    expect(weeks[0]![6]!.key).toBe('2026-11-01');
    expect(weeks[0]![0]!.inMonth).toBe(false);
    expect(weeks[0]![6]).toMatchObject({ inMonth: true, day: 1 });
    expect(weeks.flat().every((day, i) => day.date.getDay() === (i + 1) % 7)).toBe(true);
  });

  it('numbers Ethiopian grid days by their Ethiopian day', () => {
    const days = monthGrid(d(2026, 9, 11), 'ethiopic').flat();
    const first = days.find((day) => day.inMonth)!;
    expect(first).toMatchObject({ key: '2026-09-11', day: 1 });
    expect(days.filter((day) => day.inMonth)).toHaveLength(30);
  });

  it('gives week and view ranges', () => {
    const week = weekRange(d(2026, 11, 21));
    expect([dayKey(week.start), dayKey(week.end)]).toEqual(['2026-11-16', '2026-11-23']);
    const month = viewRange('month', d(2026, 11, 21), 'gregorian');
    expect([dayKey(month.start), dayKey(month.end)]).toEqual(['2026-10-26', '2026-12-07']);
    const agenda = viewRange('agenda', d(2026, 11, 21), 'gregorian');
    expect([dayKey(agenda.start), dayKey(agenda.end)]).toEqual(['2026-11-01', '2026-12-01']);
    expect(dayKey(shiftView('week', d(2026, 11, 21), 'gregorian', -1))).toBe('2026-11-09');
    expect(dayKey(shiftView('month', d(2026, 1, 31), 'gregorian', 1))).toBe('2026-02-01');
  });

  it('places occurrences on the days they cover', () => {
    const allDay = {
      startsAt: '2026-11-20T00:00:00Z',
      endsAt: '2026-11-22T00:00:00Z',
      allDay: true,
    };
    expect(occurrenceDays(allDay)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    const start = d(2026, 11, 21);
    start.setHours(10);
    const end = d(2026, 11, 22);
    const timed = { startsAt: start.toISOString(), endsAt: end.toISOString(), allDay: false };
    expect(occurrenceDays(timed)).toEqual(['2026-11-21']);
    const byDay = layoutByDay([timed, allDay]);
    expect(byDay.get('2026-11-21')).toEqual([allDay, timed]);
    expect(byDay.get('2026-11-22')).toEqual([allDay]);
    expect(byDay.has('2026-11-23')).toBe(false);
  });
});

describe('a row of days with spans', () => {
  const item = (startsAt: string, endsAt: string, allDay = true) => ({ startsAt, endsAt, allDay });
  it('keeps a span in one lane across its days, marking where it starts, goes on and ends', () => {
    const long = item('2026-11-16', '2026-11-18');
    const short = item('2026-11-17', '2026-11-19');
    const single = item('2026-11-17', '2026-11-17');
    const keys = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
    const row = layoutRow(keys, layoutByDay([short, single, long]));
    const lane = (key: string) =>
      row
        .get(key)!
        .lanes.map((s) => s && { item: s.item, start: s.start, end: s.end, lead: s.lead });
    expect(lane('2026-11-16')).toEqual([{ item: long, start: true, end: false, lead: true }]);
    expect(lane('2026-11-17')).toEqual([
      { item: long, start: false, end: false, lead: false },
      { item: short, start: true, end: false, lead: true },
    ]);
    expect(lane('2026-11-19')).toEqual([
      null,
      { item: short, start: false, end: true, lead: false },
    ]);
    expect(row.get('2026-11-17')!.singles).toEqual([single]);
    expect(row.get('2026-11-20')).toEqual({ lanes: [], singles: [] });
  });

  it('titles a span again where it enters a new row', () => {
    const span = item('2026-11-21', '2026-11-24');
    const row = layoutRow(['2026-11-23', '2026-11-24'], layoutByDay([span]));
    expect(row.get('2026-11-23')!.lanes[0]).toMatchObject({ start: false, lead: true });
    expect(row.get('2026-11-24')!.lanes[0]).toMatchObject({ end: true, lead: false });
  });
});

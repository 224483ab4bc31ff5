import type { Occurrence } from '@caffee/contract';
import type { Calendar } from '../../../store/prefs';

/**
 * The calendar's date maths, in the browser's local time. Days are local midnights; the
 * Ethiopian calendar comes from the browser's own `Intl` data, so a month is found by
 * walking Gregorian days and grouping them by their Ethiopian month (13 months a year).
 */
export type CalendarView = 'month' | 'week' | 'agenda';

export interface DayParts {
  year: number;
  month: number;
  day: number;
}

export interface GridDay {
  date: Date;
  key: string;
  /** The day of the month in the display calendar. */
  day: number;
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a local date. */
export const dayKey = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The local midnight of a `YYYY-MM-DD` key. */
export function fromKey(key: string): Date {
  const [y = 1970, m = 1, d = 1] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const addDays = (d: Date, n: number) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

const ethiopicFormat = new Intl.DateTimeFormat('en-US', {
  calendar: 'ethiopic',
  numberingSystem: 'latn',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** Year, month (1–13) and day of a date in the Ethiopian calendar. */
export function ethiopicParts(date: Date): DayParts {
  const parts = ethiopicFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The date's parts in the display calendar. */
export function dayParts(date: Date, calendar: Calendar): DayParts {
  if (calendar === 'ethiopic') return ethiopicParts(date);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The first day of the date's month and the first day after it, in the display calendar. */
export function monthRange(anchor: Date, calendar: Calendar): { start: Date; end: Date } {
  const day = startOfDay(anchor);
  if (calendar === 'gregorian') {
    return {
      start: new Date(day.getFullYear(), day.getMonth(), 1),
      end: new Date(day.getFullYear(), day.getMonth() + 1, 1),
    };
  }
  const start = addDays(day, 1 - ethiopicParts(day).day);
  // 30 days a month, Pagume 5 or 6: walk to the next 1st.
  let end = addDays(start, 1);
  while (ethiopicParts(end).day !== 1) end = addDays(end, 1);
  return { start, end };
}

/** How many days the date's month has in the display calendar. */
export const monthLength = (anchor: Date, calendar: Calendar) => {
  const { start, end } = monthRange(anchor, calendar);
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
};

/** A day in the month `delta` months away, in the display calendar (its first day). */
export function shiftMonth(anchor: Date, calendar: Calendar, delta: number): Date {
  let { start } = monthRange(anchor, calendar);
  for (let i = 0; i < Math.abs(delta); i += 1) {
    start =
      delta > 0 ? monthRange(start, calendar).end : monthRange(addDays(start, -1), calendar).start;
  }
  return start;
}

/** The Monday on or before the date (weeks start on Monday). */
export const startOfWeek = (d: Date) => addDays(startOfDay(d), -((d.getDay() + 6) % 7));

/** The week's seven days from Monday. */
export const weekRange = (anchor: Date) => {
  const start = startOfWeek(anchor);
  return { start, end: addDays(start, 7) };
};

/** Whole weeks (Monday first) covering the date's month; days outside it are marked. */
export function monthGrid(anchor: Date, calendar: Calendar): GridDay[][] {
  const { start, end } = monthRange(anchor, calendar);
  const weeks: GridDay[][] = [];
  for (let week = startOfWeek(start); week < end; week = addDays(week, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(week, i);
        return {
          date,
          key: dayKey(date),
          day: dayParts(date, calendar).day,
          inMonth: date >= start && date < end,
        };
      }),
    );
  }
  return weeks;
}

/** The days a view shows and the range to ask the API for. */
export function viewRange(view: CalendarView, anchor: Date, calendar: Calendar) {
  if (view === 'week') return weekRange(anchor);
  if (view === 'agenda') return monthRange(anchor, calendar);
  const weeks = monthGrid(anchor, calendar);
  return { start: weeks[0]![0]!.date, end: addDays(weeks.at(-1)![0]!.date, 7) };
}

/** The next or previous page of a view. */
export function shiftView(view: CalendarView, anchor: Date, calendar: Calendar, delta: number) {
  return view === 'week'
    ? addDays(startOfWeek(anchor), 7 * delta)
    : shiftMonth(anchor, calendar, delta);
}

/**
 * The local days an occurrence covers. An all-day event's dates are calendar dates
 * (00:00 UTC, its last day included); a timed one ending at midnight does not reach that day.
 */
export function occurrenceDays(o: Pick<Occurrence, 'startsAt' | 'endsAt' | 'allDay'>): string[] {
  const first = o.allDay ? fromKey(o.startsAt.slice(0, 10)) : startOfDay(new Date(o.startsAt));
  const endAt = o.allDay
    ? fromKey(o.endsAt.slice(0, 10))
    : new Date(new Date(o.endsAt).getTime() - 1);
  const last = startOfDay(endAt < first ? first : endAt);
  const keys: string[] = [];
  for (let d = first; d <= last && keys.length < 400; d = addDays(d, 1)) keys.push(dayKey(d));
  return keys;
}

/** The occurrences on each day, all-day ones first, then by start. */
export function layoutByDay<T extends Pick<Occurrence, 'startsAt' | 'endsAt' | 'allDay'>>(
  occurrences: readonly T[],
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const o of occurrences) {
    for (const key of occurrenceDays(o)) byDay.set(key, [...(byDay.get(key) ?? []), o]);
  }
  for (const list of byDay.values()) {
    list.sort(
      (a, b) => Number(b.allDay) - Number(a.allDay) || a.startsAt.localeCompare(b.startsAt),
    );
  }
  return byDay;
}

/** The seven days of the date's week, each numbered in the display calendar. */
export const weekDays = (anchor: Date, calendar: Calendar): GridDay[] =>
  Array.from({ length: 7 }, (_, i) => {
    const date = addDays(startOfWeek(anchor), i);
    return { date, key: dayKey(date), day: dayParts(date, calendar).day, inMonth: true };
  });

/** One day's piece of an item that spans several days, and where it sits in its row. */
export interface Segment<T> {
  item: T;
  /** The item begins on this day (else it continues from the day before). */
  start: boolean;
  /** The item ends on this day (else it goes on to the next). */
  end: boolean;
  /** The first piece of the item in this row of days: it carries the title. */
  lead: boolean;
}

/** What a day of a row shows: the spans in their lanes (empty where a lane is free), then the rest. */
export interface DaySlots<T> {
  lanes: (Segment<T> | null)[];
  singles: T[];
}

/** Whether an item covers more than one day: it is drawn across them as one bar. */
export const spansDays = (o: Pick<Occurrence, 'startsAt' | 'endsAt' | 'allDay'>) =>
  occurrenceDays(o).length > 1;

/**
 * A row of days (a week) laid out as a calendar draws it: every item spanning days gets one
 * lane for the whole row, the lowest free one, so its pieces line up from day to day; the
 * longer and earlier spans take the top lanes. Items of one day follow, as `layoutByDay`
 * sorts them.
 */
export function layoutRow<T extends Pick<Occurrence, 'startsAt' | 'endsAt' | 'allDay'>>(
  keys: readonly string[],
  byDay: ReadonlyMap<string, readonly T[]>,
): Map<string, DaySlots<T>> {
  const spans: { item: T; days: string[] }[] = [];
  const seen = new Set<T>();
  for (const key of keys) {
    for (const item of byDay.get(key) ?? []) {
      if (seen.has(item) || !spansDays(item)) continue;
      seen.add(item);
      spans.push({ item, days: occurrenceDays(item) });
    }
  }
  spans.sort(
    (a, b) =>
      a.days[0]!.localeCompare(b.days[0]!) ||
      b.days.length - a.days.length ||
      a.item.startsAt.localeCompare(b.item.startsAt),
  );
  const out = new Map<string, DaySlots<T>>(
    keys.map((key) => [
      key,
      { lanes: [], singles: (byDay.get(key) ?? []).filter((item) => !seen.has(item)) },
    ]),
  );
  for (const { item, days } of spans) {
    const shown = keys.filter((key) => days.includes(key));
    let lane = 0;
    while (shown.some((key) => out.get(key)!.lanes[lane])) lane += 1;
    shown.forEach((key, i) => {
      const slots = out.get(key)!;
      while (slots.lanes.length < lane) slots.lanes.push(null);
      slots.lanes[lane] = {
        item,
        start: key === days[0],
        end: key === days.at(-1),
        lead: i === 0,
      };
    });
  }
  return out;
}

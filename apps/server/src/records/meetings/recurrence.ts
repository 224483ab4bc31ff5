import {
  CALENDAR_TIME_ZONE,
  ethiopicMonthLength,
  ethiopicToIso,
  isoToEthiopic,
  type Calendar,
  type RepeatPeriod,
} from '@caffee/contract';

export const DAY_MS = 86_400_000;
const ZONE_OFFSET_MS = CALENDAR_TIME_ZONE.offsetMinutes * 60_000;
/** More occurrences than this in one answer means the range is too wide to be useful. */
const MAX_STEPS = 100_000;

/** What a repeating event's occurrences are computed from. */
export interface Series {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  repeat: RepeatPeriod;
  /**
   * The calendar a monthly or yearly repeat follows (daily and weekly ones are the same in
   * both); Gregorian when left out (a meeting, a deadline).
   */
  repeatCalendar?: Calendar;
  /** `YYYY-MM-DD`: the last date (council time) an occurrence may start on. */
  repeatUntil: string | null;
  repeatCount: number | null;
}

export interface Span {
  startsAt: string;
  endsAt: string;
}

/**
 * The wall clock a series repeats on: council time for timed events (so 09:00 stays 09:00
 * and month ends are the council's), the date itself for all-day events.
 */
interface Clock {
  offset: number;
  /** First start on the wall clock, as a UTC timestamp of the same digits. */
  first: number;
  duration: number;
  /** How long one occurrence covers: an all-day event covers its whole last day. */
  cover: number;
}

function clockOf(s: Series): Clock {
  const offset = s.allDay ? 0 : ZONE_OFFSET_MS;
  const start = Date.parse(s.startsAt);
  const duration = Date.parse(s.endsAt) - start;
  return { offset, first: start + offset, duration, cover: duration + (s.allDay ? DAY_MS : 0) };
}

const monthIndex = (t: number) => {
  const d = new Date(t);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

/** `months` months after `first`, on the same day or the month's last day if it is shorter. */
function addMonths(first: number, months: number): number {
  const d = new Date(first);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  const timeOfDay = first - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime() + timeOfDay;
}

/** A wall-clock time as its date (`YYYY-MM-DD`) and the time of day after it. */
function splitDay(t: number): { date: string; timeOfDay: number } {
  const date = new Date(t).toISOString().slice(0, 10);
  return { date, timeOfDay: t - Date.parse(`${date}T00:00:00Z`) };
}

/** An Ethiopian month as one number, year × 13 + month − 1, so months can be counted. */
const monthNumber = ({ year, month }: { year: number; month: number }) => year * 13 + month - 1;

/** The Ethiopian month of a wall-clock time as one number (`monthNumber`). */
const ethiopicMonthIndex = (t: number) => monthNumber(isoToEthiopic(new Date(t).toISOString()));

/**
 * `months` Ethiopian months after `first`, on the same Ethiopian day, or on the month's last
 * day if it is shorter (only Pagume is: 5 days, 6 before a Gregorian leap year).
 */
function addEthiopicMonths(first: number, months: number): number {
  const { date, timeOfDay } = splitDay(first);
  const e = isoToEthiopic(date);
  const index = monthNumber(e) + months;
  const year = Math.floor(index / 13);
  const month = (index % 13) + 1;
  const day = Math.min(e.day, ethiopicMonthLength(year, month));
  return Date.parse(`${ethiopicToIso({ year, month, day })}T00:00:00Z`) + timeOfDay;
}

/**
 * The wall-clock start of the nth occurrence (0 = the first). Each is computed from the
 * first, so a repeat from 31 January falls on 28/29 February and again on 31 March, and an
 * Ethiopian one from Pagume 6 on Pagume 5 and again on Pagume 6 four years on.
 */
export function nthStart(
  first: number,
  period: RepeatPeriod,
  n: number,
  calendar: Calendar = 'gregorian',
): number {
  const months = calendar === 'ethiopic' ? addEthiopicMonths : addMonths;
  const monthsAYear = calendar === 'ethiopic' ? 13 : 12;
  switch (period) {
    case 'none':
      return first;
    case 'daily':
      return first + n * DAY_MS;
    case 'weekly':
      return first + n * 7 * DAY_MS;
    case 'monthly':
      return months(first, n);
    case 'yearly':
      return months(first, monthsAYear * n);
  }
}

/** Roughly how many periods lie between the first start and a wall-clock time (never more). */
function periodsUntil(
  first: number,
  period: RepeatPeriod,
  t: number,
  calendar: Calendar = 'gregorian',
): number {
  if (t <= first || period === 'none') return 0;
  if (period === 'daily') return Math.floor((t - first) / DAY_MS);
  if (period === 'weekly') return Math.floor((t - first) / (7 * DAY_MS));
  const ethiopic = calendar === 'ethiopic';
  const months = ethiopic
    ? ethiopicMonthIndex(t) - ethiopicMonthIndex(first)
    : monthIndex(t) - monthIndex(first);
  if (period === 'monthly') return Math.max(0, months - 1);
  return Math.max(0, Math.floor(months / (ethiopic ? 13 : 12)) - 1);
}

/** The index of the last occurrence, or Infinity for a series without an end. */
export function lastIndex(s: Series): number {
  if (s.repeat === 'none') return 0;
  const { first } = clockOf(s);
  let last = s.repeatCount !== null ? s.repeatCount - 1 : Infinity;
  if (s.repeatUntil !== null) {
    const untilEnd = Date.parse(`${s.repeatUntil}T00:00:00Z`) + DAY_MS;
    const calendar = s.repeatCalendar;
    let n = periodsUntil(first, s.repeat, untilEnd, calendar) + 2;
    while (n >= 0 && nthStart(first, s.repeat, n, calendar) >= untilEnd) n -= 1;
    last = Math.min(last, n);
  }
  return last;
}

/** When the last occurrence is over (exclusive), or null for a series without an end. */
export function seriesEnd(s: Series): string | null {
  const last = lastIndex(s);
  if (!Number.isFinite(last)) return null;
  const c = clockOf(s);
  return new Date(
    nthStart(c.first, s.repeat, Math.max(0, last), s.repeatCalendar) - c.offset + c.cover,
  ).toISOString();
}

/**
 * The occurrences of a series that overlap [from, to), in order. An occurrence of no
 * length counts when it starts inside the range.
 */
export function occurrencesBetween(s: Series, from: number, to: number): Span[] {
  const c = clockOf(s);
  const last = lastIndex(s);
  const out: Span[] = [];
  const skip = periodsUntil(c.first, s.repeat, from + c.offset - c.cover, s.repeatCalendar);
  for (let n = skip, steps = 0; n <= last && steps < MAX_STEPS; n++, steps++) {
    const start = nthStart(c.first, s.repeat, n, s.repeatCalendar) - c.offset;
    if (start >= to) break;
    if (start + c.cover > from || start >= from) {
      out.push({
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + c.duration).toISOString(),
      });
    }
    if (s.repeat === 'none') break;
  }
  return out;
}

/** The council-time calendar date of an instant (or the date of an all-day event). */
export function wallDate(iso: string, allDay: boolean): string {
  const offset = allDay ? 0 : ZONE_OFFSET_MS;
  return new Date(Date.parse(iso) + offset).toISOString().slice(0, 10);
}

/** Wall-clock digits of an instant in council time (or UTC for all-day dates). */
export function wallClock(iso: string, allDay: boolean): Date {
  return new Date(Date.parse(iso) + (allDay ? 0 : ZONE_OFFSET_MS));
}

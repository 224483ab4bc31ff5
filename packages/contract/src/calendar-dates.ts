import { dateTimeFormat } from './date-time-format.js';
import { DATE_WORDS, type DateParts, type DateStyle } from './date-words.js';
import { isoToEthiopic } from './ethiopic-dates.js';
import type { Locale } from './languages.js';

// Dates as people read them, in the interface language and their calendar: the web app's
// screens and the server's CSV exports and messages use the same functions. `Intl` only reads
// an instant on a clock; the words and their order are the app's own (date-words.ts). No zod.

import type { Calendar } from './calendars.js';

/** BCP 47 tags per interface locale (numbers; dates have their own words, date-words.ts). */
export const LOCALE_TAGS: Record<Locale, string> = { om: 'om-ET', en: 'en-GB', am: 'am-ET' };

/**
 * The 13 months of the Ethiopian calendar (Meskerem first, Pagume last) in the interface
 * language, named as `formatDate` names them in a date: a date input offers these.
 */
export function ethiopicMonthNames(locale: Locale): string[] {
  return [...DATE_WORDS[locale].ethiopicMonths];
}

/**
 * What `formatDate` takes: a date and/or time style (a long date when neither is given), and
 * the clock (default: the runtime's).
 */
export interface DateFormatOptions {
  dateStyle?: DateStyle;
  timeStyle?: 'short';
  timeZone?: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Gregorian day, its weekday and the time of `date` on the clock of `timeZone`. */
function wallParts(date: Date, timeZone?: string) {
  const parts = dateTimeFormat('en-US', {
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

/** A date's parts in the calendar, named in the language's words. */
function dateParts(date: Date, locale: Locale, calendar: Calendar, timeZone?: string) {
  const words = DATE_WORDS[locale];
  const wall = wallParts(date, timeZone);
  const ethiopic = calendar === 'ethiopic';
  const { year, month, day } = ethiopic ? isoToEthiopic(wall.iso) : wall;
  const months = ethiopic ? words.ethiopicMonths : words.gregorianMonths;
  const shortMonths = ethiopic ? words.ethiopicShortMonths : words.gregorianShortMonths;
  const parts: DateParts = {
    day,
    month,
    year,
    monthName: months[month - 1] ?? '',
    shortMonth: shortMonths[month - 1] ?? '',
    weekday: words.weekdays[wall.weekday] ?? '',
    era: ethiopic ? ` ${words.era}` : '',
  };
  return { parts, words, wall };
}

const toDate = (date: Date | string | number) => (date instanceof Date ? date : new Date(date));

/**
 * A date in the interface language and the user's calendar, by the language's own patterns
 * (date-words.ts): "1 Meskerem 2019 E.C." for 2026-09-11 in en, "1 መስከረም 2019 ዓ.ም." in am.
 * Options are `dateStyle`/`timeStyle` (default: a long date) and `timeZone` (default: the
 * runtime's clock); a calendar date (`YYYY-MM-DD`, an all-day event's day) is read at UTC.
 */
export function formatDate(
  date: Date | string | number,
  locale: Locale,
  calendar: Calendar,
  options: DateFormatOptions = { dateStyle: 'long' },
): string {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return '';
  const { parts, words, wall } = dateParts(value, locale, calendar, options.timeZone);
  const time = options.timeStyle ? words.time(wall.hour, wall.minute) : '';
  if (!options.dateStyle && time) return time;
  const text = words.date(parts, options.dateStyle ?? 'long');
  return time ? words.dateTime(text, time) : text;
}

/** A time of day in the interface language: "17:00" in om and en, "5:00 ከሰዓት" in am. */
export const formatTime = (
  date: Date | string | number,
  locale: Locale,
  options: Pick<DateFormatOptions, 'timeZone'> = {},
): string => formatDate(date, locale, 'gregorian', { ...options, timeStyle: 'short' });

/** The month and year of `date` as a calendar page names it: "Tahsas 2019 E.C.". */
export function formatMonth(
  date: Date | string | number,
  locale: Locale,
  calendar: Calendar,
  options: Pick<DateFormatOptions, 'timeZone'> = {},
): string {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return '';
  const { parts, words } = dateParts(value, locale, calendar, options.timeZone);
  return words.month(parts);
}

import { dateTimeFormat } from './date-time-format.js';
import { ethiopicToIso } from './ethiopic-dates.js';
import type { Locale } from './locale.js';

// Dates as people read them, in the interface language and their calendar: the web app's
// screens and the server's CSV exports use the same function. Only `Intl` (ICU's calendar
// maths, in browsers and in Node alike), no zod.

/** The calendars a reader may choose (a display preference). */
export const CALENDARS = ['gregorian', 'ethiopic'] as const;
export type Calendar = (typeof CALENDARS)[number];

/** BCP 47 tags per interface locale: Ethiopian regional data for om and am. */
export const LOCALE_TAGS: Record<Locale, string> = { om: 'om-ET', en: 'en-GB', am: 'am-ET' };

const INTL_CALENDARS: Record<Calendar, string> = { gregorian: 'gregory', ethiopic: 'ethiopic' };

// Browsers ship no Afaan Oromoo date data (Chromium falls back to English), so om dates are
// composed here. Oromo names the months of both calendars alike: Fulbaana is September in
// the Gregorian calendar and Meskerem, the first Ethiopian month. Qaammee is Pagume.
const GREGORIAN_MONTHS = [
  'Amajjii',
  'Guraandhala',
  'Bitootessa',
  'Eebila',
  'Caamsaa',
  'Waxabajjii',
  'Adoolessa',
  'Hagayya',
  'Fulbaana',
  'Onkoloolessa',
  'Sadaasa',
  'Muddee',
];
const ETHIOPIC_MONTHS = [...GREGORIAN_MONTHS.slice(8), ...GREGORIAN_MONTHS.slice(0, 8), 'Qaammee'];
const WEEKDAYS = ['Dilbata', 'Wiixata', 'Kibxata', 'Roobii', 'Kamisa', 'Jimaata', 'Sanbata'];
/** "Akka Lakkoofsa Itoophiyaa": how Oromo texts mark an Ethiopian-calendar year. */
const ETHIOPIC_ERA = 'ALI';

/**
 * The 13 months of the Ethiopian calendar (Meskerem first, Pagume last) in the interface
 * language, named as `formatDate` names them in a date: a date input offers these.
 */
export function ethiopicMonthNames(locale: Locale): string[] {
  if (locale === 'om') return [...ETHIOPIC_MONTHS];
  const format = dateTimeFormat(LOCALE_TAGS[locale], {
    calendar: INTL_CALENDARS.ethiopic,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return Array.from({ length: 13 }, (_, i) => {
    const first = new Date(`${ethiopicToIso({ year: 2016, month: i + 1, day: 1 })}T12:00:00Z`);
    return format.formatToParts(first).find((p) => p.type === 'month')?.value ?? String(i + 1);
  });
}

/** What `formatDate` takes: a date and/or time style, and the clock (default: the runtime's). */
export type DateFormatOptions = Pick<
  Intl.DateTimeFormatOptions,
  'dateStyle' | 'timeStyle' | 'timeZone'
>;

/** Day, month and year of `date` in the calendar, from the runtime's own calendar maths. */
function calendarParts(date: Date, calendar: Calendar, timeZone?: string) {
  const parts = dateTimeFormat('en-US', {
    calendar: INTL_CALENDARS[calendar],
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The day of the week (0 = Sunday) of `date` on the clock of `timeZone` (or the runtime's). */
function weekdayOf(date: Date, timeZone?: string) {
  if (!timeZone) return date.getDay();
  const { year, month, day } = calendarParts(date, 'gregorian', timeZone);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** An Afaan Oromoo date in CLDR's om patterns (full "EEEE, MMMM d, y", long "MMMM d, y", …). */
export function formatOromoDate(
  date: Date,
  calendar: Calendar,
  options: DateFormatOptions,
): string {
  const { timeZone } = options;
  const { year, month, day } = calendarParts(date, calendar, timeZone);
  const months = calendar === 'ethiopic' ? ETHIOPIC_MONTHS : GREGORIAN_MONTHS;
  const monthName = months[month - 1] ?? String(month);
  const era = calendar === 'ethiopic' ? ` ${ETHIOPIC_ERA}` : '';
  const style = options.dateStyle ?? 'long';
  const datePart = {
    full: `${WEEKDAYS[weekdayOf(date, timeZone)]}, ${monthName} ${day}, ${year}${era}`,
    long: `${monthName} ${day}, ${year}${era}`,
    medium: `${monthName.slice(0, 3)} ${day}, ${year}${era}`,
    short: `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}${era}`,
  }[style];
  if (!options.timeStyle) return datePart;
  // Times read the same in Oromo: 24-hour digits.
  const time = dateTimeFormat('en-GB', {
    timeStyle: options.timeStyle,
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
  return `${datePart}, ${time}`;
}

/**
 * A date in the interface language and the user's calendar, e.g. Ethiopic
 * "1 Meskerem 2019 AM" for 2026-09-11 in en. Options are `dateStyle`/`timeStyle`
 * (default: a long date) and `timeZone` (default: the runtime's clock).
 */
export function formatDate(
  date: Date | string | number,
  locale: Locale,
  calendar: Calendar,
  options: DateFormatOptions = { dateStyle: 'long' },
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  if (locale === 'om') return formatOromoDate(value, calendar, options);
  const { timeZone, ...styles } = options;
  return dateTimeFormat(LOCALE_TAGS[locale], {
    ...styles,
    ...(timeZone ? { timeZone } : {}),
    calendar: INTL_CALENDARS[calendar],
  }).format(value);
}

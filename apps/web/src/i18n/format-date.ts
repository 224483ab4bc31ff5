import type { Locale } from '@caffee/contract';
import type { Calendar } from '../store/prefs';
import { dateTimeFormat } from './date-time-format';
import { formatOromoDate } from './oromo-dates';

/** BCP 47 tags per interface locale: Ethiopian regional data for om and am. */
export const LOCALE_TAGS: Record<Locale, string> = { om: 'om-ET', en: 'en-GB', am: 'am-ET' };

const INTL_CALENDARS: Record<Calendar, string> = { gregorian: 'gregory', ethiopic: 'ethiopic' };

/**
 * A date in the interface language and the user's calendar, e.g. Ethiopic
 * "1 Meskerem 2019 AM" for 2026-09-11 in en. Options are `dateStyle`/`timeStyle`
 * (default: a long date).
 */
export function formatDate(
  date: Date | string | number,
  locale: Locale,
  calendar: Calendar,
  options: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'> = { dateStyle: 'long' },
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  if (locale === 'om') return formatOromoDate(value, calendar, options);
  return dateTimeFormat(LOCALE_TAGS[locale], {
    ...options,
    calendar: INTL_CALENDARS[calendar],
  }).format(value);
}

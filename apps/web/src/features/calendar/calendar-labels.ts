import type { Locale } from '@caffee/contract';
import { formatDate, LOCALE_TAGS } from '../../i18n/format-date';
import type { Calendar } from '../../store/prefs';
import { addDays, monthRange } from './calendar-grid';

/** Weekday keys from Monday, the calendar's first column. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** "November 2026", "Meskerem 2019 ERA", "Fulbaana 2019 ALI": the month a page shows. */
export function monthTitle(anchor: Date, locale: Locale, calendar: Calendar): string {
  const { start } = monthRange(anchor, calendar);
  // Browsers have no Oromo month names: take them from the app's own long date, minus the day.
  if (locale === 'om') return formatDate(start, locale, calendar).replace(/ \d+,/, '');
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    calendar: calendar === 'ethiopic' ? 'ethiopic' : 'gregory',
    month: 'long',
    year: 'numeric',
  }).format(start);
}

/** "16 Nov 2026 – 22 Nov 2026": the week a page shows. */
export const weekTitle = (start: Date, locale: Locale, calendar: Calendar) =>
  `${formatDate(start, locale, calendar, { dateStyle: 'medium' })} – ${formatDate(
    addDays(start, 6),
    locale,
    calendar,
    { dateStyle: 'medium' },
  )}`;

/** A time of day; Oromo reads 24-hour digits like the app's dates. */
export const formatTime = (date: Date | string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'om' ? 'en-GB' : LOCALE_TAGS[locale], {
    timeStyle: 'short',
  }).format(new Date(date));

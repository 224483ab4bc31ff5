import type { Locale } from '@caffee/contract';
import { formatDate, formatMonth } from '../../../i18n/format-date';
import type { Calendar } from '../../../store/prefs';
import { addDays, monthRange } from './calendar-grid';

/** Weekday keys from Monday, the calendar's first column. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** "November 2026", "Meskerem 2019 E.C.", "Fulbaana 2019 ALI": the month a page shows. */
export const monthTitle = (anchor: Date, locale: Locale, calendar: Calendar): string =>
  formatMonth(monthRange(anchor, calendar).start, locale, calendar);

/** "16 Nov 2026 – 22 Nov 2026": the week a page shows. */
export const weekTitle = (start: Date, locale: Locale, calendar: Calendar) =>
  `${formatDate(start, locale, calendar, { dateStyle: 'medium' })} – ${formatDate(
    addDays(start, 6),
    locale,
    calendar,
    { dateStyle: 'medium' },
  )}`;

import type { Locale, TimelinePoint } from '@caffee/contract';
import { formatDate } from '../../i18n/format-date';
import type { Calendar } from '../../store/prefs';

export interface TimelineRow extends TimelinePoint {
  /** The period's first day in the user's language and calendar, long and short. */
  label: string;
  short: string;
}

/** `YYYY-MM-DD` read as a local day, so no time zone moves it to the day before. */
const localDay = (period: string) => {
  const [y = 1970, m = 1, d = 1] = period.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** The timeline's points with their labels, in order. */
export const timelineRows = (
  points: readonly TimelinePoint[],
  locale: Locale,
  calendar: Calendar,
): TimelineRow[] =>
  points.map((point) => ({
    ...point,
    label: formatDate(localDay(point.period), locale, calendar),
    short: formatDate(localDay(point.period), locale, calendar, { dateStyle: 'medium' }),
  }));

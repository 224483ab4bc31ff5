import { formatDate, formatTime, type Calendar, type Locale } from '@caffee/contract';
import type { TFunction } from 'i18next';

/** Notifications of one day, under the day's heading. */
export interface DayGroup<T> {
  /** The day on the reader's clock, `YYYY-MM-DD` (a React key). */
  day: string;
  label: string;
  items: T[];
}

/** The reader's day of an instant, on the device's clock. */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * Notifications (newest first) grouped by the day they came, in their order: Today,
 * Yesterday, then each older day as a date in the reader's language and calendar.
 */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  words: { t: TFunction; locale: Locale; calendar: Calendar; now?: Date },
): DayGroup<T>[] {
  const now = words.now ?? new Date();
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const at = new Date(item.createdAt);
    const day = localDay(at);
    let group = groups.find((g) => g.day === day);
    if (!group) {
      const label =
        day === today
          ? words.t('notifications.today')
          : day === yesterday
            ? words.t('notifications.yesterday')
            : formatDate(at, words.locale, words.calendar, { dateStyle: 'full' });
      group = { day, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** A notification's time of day, as the app's dates write it. */
export const formatTimeOfDay = (at: string, locale: Locale) => formatTime(at, locale);

import type { Occurrence } from '@caffee/contract';
import { fromKey } from './calendar-grid';

/** Where a timed item sits in its day's column of the hour grid. */
export interface Placed<T> {
  item: T;
  /** Minutes from the day's midnight to its start and to its end. */
  top: number;
  bottom: number;
  /** Its column among the items it overlaps, and how many columns they share. */
  column: number;
  columns: number;
}

/** An item shorter than this (a deadline is an instant) is drawn this long, to be read and hit. */
export const MIN_MINUTES = 30;
const DAY_MINUTES = 24 * 60;

/**
 * The timed items of one day placed by their hours: overlapping ones side by side, each group
 * of overlapping items sharing the width equally, as calendars do.
 */
export function placeInDay<T extends Pick<Occurrence, 'startsAt' | 'endsAt'>>(
  key: string,
  items: readonly T[],
): Placed<T>[] {
  const midnight = fromKey(key).getTime();
  const minutes = (iso: string) => (new Date(iso).getTime() - midnight) / 60_000;
  const placed = items
    .map((item) => {
      const top = Math.max(0, Math.min(DAY_MINUTES - MIN_MINUTES, minutes(item.startsAt)));
      const bottom = Math.min(DAY_MINUTES, Math.max(top + MIN_MINUTES, minutes(item.endsAt)));
      return { item, top, bottom, column: 0, columns: 1 };
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  let group: Placed<T>[] = [];
  let groupEnd = -1;
  const close = () => {
    const columns = Math.max(1, ...group.map((p) => p.column + 1));
    for (const p of group) p.columns = columns;
    group = [];
  };
  for (const p of placed) {
    if (p.top >= groupEnd) {
      close();
      groupEnd = -1;
    }
    const ends: number[] = [];
    for (const other of group) ends[other.column] = Math.max(ends[other.column] ?? 0, other.bottom);
    let column = 0;
    while (ends[column] !== undefined && ends[column]! > p.top) column += 1;
    p.column = column;
    group.push(p);
    groupEnd = Math.max(groupEnd, p.bottom);
  }
  close();
  return placed;
}

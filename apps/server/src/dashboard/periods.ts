import type { TimelineType } from '@caffee/contract';
import { TIMELINE_PERIODS } from '@caffee/contract';

const DAY = 86_400_000;

/** The first day (UTC, YYYY-MM-DD) of the period a day belongs to; weeks start on Monday. */
export function periodStart(day: string, type: TimelineType): string {
  if (type === 'yearly') return `${day.slice(0, 4)}-01-01`;
  if (type === 'monthly') return `${day.slice(0, 7)}-01`;
  if (type === 'daily') return day;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY).toISOString().slice(0, 10);
}

/** The periods a timeline shows, oldest first, ending with the one `now` is in. */
export function timelinePeriods(type: TimelineType, now = new Date()): string[] {
  const out: string[] = [];
  const today = now.toISOString().slice(0, 10);
  let cursor = periodStart(today, type);
  for (let i = 0; i < TIMELINE_PERIODS[type]; i++) {
    out.unshift(cursor);
    const d = new Date(`${cursor}T00:00:00Z`);
    if (type === 'daily') d.setUTCDate(d.getUTCDate() - 1);
    else if (type === 'weekly') d.setUTCDate(d.getUTCDate() - 7);
    else if (type === 'monthly') d.setUTCMonth(d.getUTCMonth() - 1);
    else d.setUTCFullYear(d.getUTCFullYear() - 1);
    cursor = d.toISOString().slice(0, 10);
  }
  return out;
}

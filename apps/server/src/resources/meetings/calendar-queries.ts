import type { Locale } from '@caffee/contract';
import { calendarEventCategories, pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { translationsOf } from '../fields.js';
import type { Row } from '../server-resource.js';
import type { FeedEvent } from './ical.js';
import { DAY_MS, seriesEnd } from './recurrence.js';
import { seriesOf } from './schedule.js';

/** A feed shows the past year and everything ahead; older series have ended for a calendar. */
const FEED_HISTORY_DAYS = 366;
const FEED_MAX_EVENTS = 5000;

/** Keeps `seriesEndsAt` in step with a written event, so a date range is one indexed query. */
export async function storeSeriesEnd(db: Kysely<Database>, row: Row): Promise<void> {
  await db
    .updateTable('calendarEvents')
    .set({ seriesEndsAt: seriesEnd(seriesOf(row)) })
    .where('id', '=', row.id)
    .execute();
}

/** Live events with an occurrence that may overlap [from, to). */
export function eventsBetween(
  db: Kysely<Database>,
  q: { from: string; to: string; categoryId?: number | undefined },
) {
  let query = db
    .selectFrom('calendarEvents')
    .selectAll()
    .where('deletedAt', 'is', null)
    .where('startsAt', '<', q.to)
    .where((eb) => eb.or([eb('seriesEndsAt', 'is', null), eb('seriesEndsAt', '>=', q.from)]));
  if (q.categoryId !== undefined) query = query.where('categoryId', '=', q.categoryId);
  return query.orderBy('startsAt').orderBy('id').execute();
}

/** The events of the calendar feed, their texts in the given language. */
export async function feedEvents(db: Kysely<Database>, locale: Locale): Promise<FeedEvent[]> {
  const since = new Date(Date.now() - FEED_HISTORY_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('calendarEvents')
    .selectAll()
    .where('deletedAt', 'is', null)
    .where((eb) => eb.or([eb('seriesEndsAt', 'is', null), eb('seriesEndsAt', '>=', since)]))
    .orderBy('startsAt')
    .orderBy('id')
    .limit(FEED_MAX_EVENTS)
    .execute();
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id) => id !== null))];
  const categories = categoryIds.length
    ? await db
        .selectFrom('categories')
        .selectAll()
        .where('kind', '=', calendarEventCategories.path)
        .where('id', 'in', categoryIds)
        .where('deletedAt', 'is', null)
        .execute()
    : [];
  const text = (row: object, field: string) =>
    pickTranslation(translationsOf(row as Row, field), locale) || null;
  const names = new Map(categories.map((c) => [c.id, text(c, 'name')]));
  return rows.map((r) => ({
    ...seriesOf(r),
    id: r.id,
    title: text(r, 'title') ?? '',
    description: text(r, 'description'),
    location: r.location,
    category: r.categoryId !== null ? (names.get(r.categoryId) ?? null) : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

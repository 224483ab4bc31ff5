import type { CategoryColor, Locale } from '@caffee/contract';
import { CATEGORY_COLORS, calendarEventCategoriesMeta, pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { translationsOf } from '../fields.js';
import type { Row } from '../server-resource.js';
import type { FeedEvent } from './ical.js';
import { DAY_MS, seriesEnd } from './recurrence.js';
import { seriesOf } from './schedule.js';

/** A feed shows the past year and everything ahead; older series have ended for a calendar. */
const FEED_HISTORY_DAYS = 366;
/** At most this many events, and as many meetings and deadlines of each kind, in a feed. */
export const FEED_MAX_EVENTS = 5000;

/** The first instant a feed covers. */
export const feedSince = () => new Date(Date.now() - FEED_HISTORY_DAYS * DAY_MS).toISOString();

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

/** The live categories among `ids` of calendar events: their names and colours. */
export async function eventCategories(db: Kysely<Database>, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return [];
  return db
    .selectFrom('categories')
    .selectAll()
    .where('kind', '=', calendarEventCategoriesMeta.path)
    .where('id', 'in', wanted)
    .where('deletedAt', 'is', null)
    .execute();
}

/** A category's colour as the contract names them; null for none (or an unknown one). */
export const colorOf = (color: string | null | undefined): CategoryColor | null =>
  CATEGORY_COLORS.find((c) => c === color) ?? null;

/**
 * The events of the calendar feed, their texts in the given language; `link` gives the web
 * app's address of an event.
 */
export async function feedEvents(
  db: Kysely<Database>,
  locale: Locale,
  link: (id: number) => string,
): Promise<FeedEvent[]> {
  const rows = await db
    .selectFrom('calendarEvents')
    .selectAll()
    .where('deletedAt', 'is', null)
    .where((eb) => eb.or([eb('seriesEndsAt', 'is', null), eb('seriesEndsAt', '>=', feedSince())]))
    .orderBy('startsAt')
    .orderBy('id')
    .limit(FEED_MAX_EVENTS)
    .execute();
  const categories = await eventCategories(
    db,
    rows.map((r) => r.categoryId),
  );
  const text = (row: object, field: string) =>
    pickTranslation(translationsOf(row as Row, field), locale) || null;
  const names = new Map(categories.map((c) => [c.id, text(c, 'name')]));
  return rows.map((r) => ({
    ...seriesOf(r),
    source: 'calendar-event',
    id: r.id,
    url: link(r.id),
    title: text(r, 'title') ?? '',
    description: text(r, 'description'),
    location: text(r, 'location'),
    category: r.categoryId !== null ? (names.get(r.categoryId) ?? null) : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

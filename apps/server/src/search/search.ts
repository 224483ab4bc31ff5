import {
  LOCALES,
  recordLinkPath,
  type Locale,
  type SearchHit,
  type SearchQuery,
} from '@caffee/contract';
import { sql, type RawBuilder } from 'kysely';
import { translatedColumn } from '../records/fields.js';
import type { AnyDb, AnyQuery, RequestContext, Row } from '../records/server-resource.js';
import type { Services } from '../services.js';
import { buildSnippet } from './highlight.js';
import { searchedColumns, type IndexedType } from './index-entries.js';
import { parseSearch, toFts5, toTsquery, wantedOf, type SearchQuery as Parsed } from './query.js';

type Match = { resource: string; record_id: number; score: number };

/** A type the index holds, as a reader searches it (search/routes.ts makes them). */
export interface SearchedType extends IndexedType {
  /** What lets a reader search it: listing it (`<type>:list`, `users:list`). */
  permission: string;
  /** Its rows the reader may read: its list's scope (records/store.ts `visible`). */
  visible: (ctx: RequestContext) => AnyQuery;
  /** Its records' names in the reader's language, as its pages show them. */
  names: (ids: number[], locale: Locale) => Promise<Map<number, string>>;
}

/** The types a reader may search: those they may list. */
export const searchedTypesOf = (types: readonly SearchedType[], ctx: RequestContext) =>
  types.filter((t) => ctx.auth.permissions.has(t.permission));

/**
 * How many matches a search considers: the newest this many (by when their entry was written).
 * Ranking reads every match's word positions: two common words match most of the benchmark's
 * 178,000 records, and ranking them all took seconds on SQLite, which answers one query at a
 * time. Past this many, counts stop here too, and a reader narrows the search (docs/search.md).
 */
export const MATCHES_CONSIDERED = 2000;

/**
 * The index's matches as `m (resource, record_id, score)`, the higher score the better: titles
 * weigh ten times long texts (bm25's weights; ts_rank's A against D).
 */
function matchesOf(services: Services, parsed: Parsed): RawBuilder<Match> {
  if (services.kind === 'postgres') {
    const query = toTsquery(parsed, { prefixLast: true });
    return sql<Match>`(select s.resource, s.record_id, ts_rank(s.document, q.q) as score
      from (select s.id, s.resource, s.record_id, s.document from search_entries s
        where s.document @@ ${query}::tsquery order by s.id desc limit ${MATCHES_CONSIDERED}) s,
      (select ${query}::tsquery as q) q)`;
  }
  const match = toFts5(parsed, { prefixLast: true });
  // In parentheses: Kysely writes a raw common table expression as given. FTS5 reads matches
  // in rowid order, so the newest come first and the scan stops at the limit.
  return sql<Match>`(select e.resource, e.record_id, -bm25(search_text, 10.0, 1.0) as score
    from search_text join search_entries e on e.id = search_text.rowid
    where search_text match ${match} order by search_text.rowid desc
    limit ${MATCHES_CONSIDERED})`;
}

/**
 * The matches of one type that the reader may read: its store's scope (a draft, a meeting one is
 * not invited to, another institute's complaint are not in it), narrowed to the matches' ids.
 * By `id in (the matches)`, not a join: SQLite's planner, which cannot know how few the matches
 * are, scanned every live row of most types for a join (20,000 laws for a page of 8), where it
 * looks each match up by its id for `in`.
 */
function visibleMatches(
  db: AnyDb,
  { meta, table, visible }: SearchedType,
  ctx: RequestContext,
): AnyQuery {
  const ids = db.selectFrom('m').select('m.recordId').where('m.resource', '=', meta.path);
  return visible(ctx)
    .where(`${table}.id`, 'in', ids)
    .select([sql.lit(meta.path).as('type'), `${table}.id as id`]);
}

/** The union of the types' visible matches, under the matches' common table. */
function unionOf(services: Services, parsed: Parsed, types: SearchedType[], ctx: RequestContext) {
  const db = services.db as AnyDb;
  const [first, ...rest] = types.map((t) => visibleMatches(db, t, ctx));
  const union = rest.reduce((all, q) => all.unionAll(q), first as AnyQuery);
  return db
    .with('m(resource, record_id, score)', () => matchesOf(services, parsed))
    .selectFrom(union.as('u'));
}

/**
 * The texts a snippet may come from, most wanted first: the long texts and the short ones beside
 * the name (a law's number), the reader's language first. Never the name, which the hit shows
 * already: a type with nothing else has no snippet.
 */
function snippetTexts({ meta }: SearchedType, row: Row, locale: Locale): (string | null)[] {
  const { body, title } = searchedColumns(meta);
  const name = meta.title;
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  const columns = [...body, ...title].filter(
    (c) => c !== name && !LOCALES.some((l) => c === translatedColumn(name, l)),
  );
  const rank = (c: string) => {
    const at = order.findIndex((l) => c.endsWith(translatedColumn('', l)));
    return at === -1 ? 0 : at;
  };
  return [...columns].sort((a, b) => rank(a) - rank(b)).map((c) => row[c] as string | null);
}

/** The hits of a page, with their names and snippets read from the records as written. */
async function hitsOf(
  services: Services,
  types: SearchedType[],
  page: { type: string; id: number; score: number }[],
  wanted: ReturnType<typeof wantedOf>,
  locale: Locale,
): Promise<SearchHit[]> {
  const byType = new Map<string, typeof page>();
  for (const hit of page) byType.set(hit.type, [...(byType.get(hit.type) ?? []), hit]);
  const found = new Map<string, { t: SearchedType; name: string; row: Row }>();
  await Promise.all(
    [...byType].map(async ([type, hits]) => {
      const t = types.find(({ meta }) => meta.path === type);
      if (!t) return;
      const ids = hits.map((h) => h.id);
      const { title, body } = searchedColumns(t.meta);
      const [names, rows] = await Promise.all([
        t.names(ids, locale),
        (services.db as AnyDb)
          .selectFrom(t.table)
          .select(['id', ...title, ...body])
          .where('id', 'in', ids)
          .execute() as Promise<Row[]>,
      ]);
      for (const row of rows) {
        found.set(`${type}:${row.id}`, { t, name: names.get(row.id) ?? '', row });
      }
    }),
  );
  return page.flatMap(({ type, id, score }) => {
    const hit = found.get(`${type}:${id}`);
    if (!hit) return [];
    return [
      {
        type,
        id,
        title: hit.name,
        snippet: buildSnippet(snippetTexts(hit.t, hit.row, locale), wanted),
        address: recordLinkPath(type, id),
        rank: Number(score),
      },
    ];
  });
}

/**
 * `GET /search`: the records of every type the reader may list whose texts match, within what
 * they may read of each, best first; the page by number, and each type's count. Two queries
 * over the same matches (a page, the counts), then the page's names and texts.
 */
export async function searchRecords(
  services: Services,
  all: readonly SearchedType[],
  query: SearchQuery,
  ctx: RequestContext,
): Promise<{ items: SearchHit[]; total: number; counts: Record<string, number> }> {
  const parsed = parseSearch(query.q);
  const types = searchedTypesOf(all, ctx);
  if (types.length === 0) return { items: [], total: 0, counts: {} };
  const narrowed = query.filter?.type
    ? types.filter(({ meta }) => meta.path === query.filter?.type)
    : types;
  const { page, pageSize } = query.pagination;
  const [counted, ranked] = await Promise.all([
    unionOf(services, parsed, types, ctx)
      .select(['u.type', (eb) => eb.fn.countAll().as('n')])
      .groupBy('u.type')
      .execute() as Promise<{ type: string; n: number | string }[]>,
    narrowed.length === 0
      ? Promise.resolve([])
      : (unionOf(services, parsed, narrowed, ctx)
          .innerJoin('m', (join) =>
            join.onRef('m.resource', '=', 'u.type').onRef('m.recordId', '=', 'u.id'),
          )
          .select(['u.type', 'u.id', 'm.score as score'])
          .orderBy('score', 'desc')
          .orderBy('u.type')
          .orderBy('u.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute() as Promise<{ type: string; id: number; score: number }[]>),
  ]);
  const counts = Object.fromEntries(counted.map((c) => [c.type, Number(c.n)]));
  const total = narrowed.reduce((sum, { meta }) => sum + (counts[meta.path] ?? 0), 0);
  const items = await hitsOf(
    services,
    types,
    ranked,
    wantedOf(parsed, { prefixLast: true }),
    query.locale,
  );
  return { items, total, counts };
}

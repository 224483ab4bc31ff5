import type { LawSearchHit, LawSearchQuery, Locale } from '@caffee/contract';
import { enactedLaws, LOCALES, pickTranslation } from '@caffee/contract';
import { sql } from 'kysely';
import { perHandle } from '../../db/per-handle.js';
import { noteReads } from '../../db/read-tracking.js';
import { versionsOf } from '../../db/table-versions.js';
import { VersionedCache } from '../../db/versioned-cache.js';
import type { Services } from '../../services.js';
import { translationsOf } from '../fields.js';
import type { Row } from '../server-resource.js';
import { buildSnippet } from '../../search/highlight.js';
import { parseSearch, toFts5, toTsquery, wantedOf } from '../../search/query.js';

interface Ranked {
  total: number;
  hits: { id: number; score: number }[];
}

/**
 * FTS5's bm25 weights, in the index's column order (migration 0031): the titles and the number
 * count ten times a word of the body (PostgreSQL's ts_rank weighs them A and D, likewise).
 */
const BM25_WEIGHTS = sql.raw('10.0, 1.0');

/**
 * How many matches are ranked: the newest (highest id) this many, or as many as the asked page
 * reaches. Scoring reads each match's word positions, so ranking every match of a word found
 * in nearly every law (20,000 of them in the benchmark) took 15 ms and grew with the table;
 * counting them stays exact and cheap. Past this many matches a reader narrows the search
 * rather than reading on, and the newest laws are the likelier ones wanted.
 */
export const RANKED_MATCHES = 1000;

const rankWindow = (limit: number, offset: number) => Math.max(RANKED_MATCHES, offset + limit);

const LAWS = enactedLaws.path;

/**
 * SQLite: the laws among the index's matches (search/index-entries.ts), best (lowest bm25)
 * first among the newest `rankWindow` (FTS5 reads its matches in rowid order, the order the
 * entries were written, so the window stops the scan early). The index holds live records
 * only (a delete takes the entry out), so counting needs no join with the laws.
 */
async function rankSqlite(services: Services, match: string, limit: number, offset: number) {
  const db = services.db;
  const from = sql`search_text join search_entries e on e.id = search_text.rowid
    where search_text match ${match} and e.resource = ${LAWS}`;
  const [count, page] = await Promise.all([
    sql<{ total: number }>`select count(*) as total from ${from}`.execute(db),
    sql<{ id: number; score: number }>`select id, -bm25 as score from (
        select e.record_id as id, bm25(search_text, ${BM25_WEIGHTS}) as bm25 from ${from}
        order by search_text.rowid desc limit ${rankWindow(limit, offset)})
      order by bm25, id desc limit ${limit} offset ${offset}`.execute(db),
  ]);
  return { total: Number(count.rows[0]?.total ?? 0), hits: page.rows };
}

/**
 * PostgreSQL: the laws among the GIN-indexed documents' matches, best (highest ts_rank)
 * first among the newest `rankWindow`.
 */
async function rankPostgres(services: Services, query: string, limit: number, offset: number) {
  const db = services.db;
  const from = sql`search_entries s, (select ${query}::tsquery as q) q
    where s.document @@ q.q and s.resource = ${LAWS}`;
  const [count, page] = await Promise.all([
    sql<{ total: number }>`select count(*) as total from ${from}`.execute(db),
    sql<{ id: number; score: number }>`select id, score from (
        select s.record_id as id, ts_rank(s.document, q.q) as score from (
          select s.record_id, s.document from ${from}
          order by s.record_id desc limit ${rankWindow(limit, offset)}) s,
          (select ${query}::tsquery as q) q) ranked
      order by score desc, id desc limit ${limit} offset ${offset}`.execute(db),
  ]);
  return { total: Number(count.rows[0]?.total ?? 0), hits: page.rows };
}

/** Rankings kept per database handle; the laws' entries change only with `enacted_laws`. */
const RANKINGS_KEPT = 500;
const rankingsOf = perHandle(() => new VersionedCache<Ranked>(RANKINGS_KEPT));

/**
 * The ranking of a search's page: the matches' count and the page's ids with their scores,
 * the part whose cost grows with the number of matches. A search asked again (the next page
 * and back, the same popular words, a client refetching) reuses it while no law was written:
 * the laws' entries are written in the transactions that write `enacted_laws`, whose version
 * (migration 0010) any write raises. The page's texts and snippets are still read fresh for each request.
 */
async function rank(
  services: Services,
  parsed: ReturnType<typeof parseSearch>,
  limit: number,
  offset: number,
) {
  const rankings = rankingsOf(services.db);
  const versions = await versionsOf(services.db, ['enacted_laws']);
  const query = services.kind === 'postgres' ? toTsquery(parsed) : toFts5(parsed);
  const key = JSON.stringify([query, limit, offset]);
  const kept = rankings.get(key, versions);
  if (kept) {
    noteReads(['enacted_laws']);
    return kept;
  }
  const ranked =
    services.kind === 'postgres'
      ? await rankPostgres(services, query, limit, offset)
      : await rankSqlite(services, query, limit, offset);
  rankings.set(key, versions, ranked);
  return ranked;
}

/** The texts a snippet may come from, most wanted first: bodies, titles, the number. */
function snippetTexts(row: Row, locale: Locale): (string | null)[] {
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  const body = translationsOf(row, 'body');
  const title = translationsOf(row, 'title');
  return [
    ...order.map((l) => body[l]),
    ...order.map((l) => title[l]),
    row.proclamationNumber as string,
  ];
}

/**
 * `enacted-laws/search`: ranked laws whose title, number or body (any language) match,
 * each with an escaped snippet marking the words found. Texts are read for the page only.
 */
export async function searchLaws(
  services: Services,
  query: LawSearchQuery,
): Promise<Ranked & { items: LawSearchHit[] }> {
  const parsed = parseSearch(query.q);
  const { page, pageSize } = query.pagination;
  const offset = (page - 1) * pageSize;
  const ranked = await rank(services, parsed, pageSize, offset);
  const ids = ranked.hits.map((h) => h.id);
  const rows = ids.length
    ? ((await services.db
        .selectFrom('enactedLaws')
        .selectAll()
        .where('id', 'in', ids)
        .where('deletedAt', 'is', null)
        .execute()) as unknown as Row[])
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const wanted = wantedOf(parsed);
  const items = ranked.hits.flatMap(({ id, score }) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        title: pickTranslation(translationsOf(row, 'title'), query.locale),
        proclamationNumber: row.proclamationNumber as string,
        enactedAt: row.enactedAt as string,
        rank: Number(score),
        snippet: buildSnippet(snippetTexts(row, query.locale), wanted),
      },
    ];
  });
  return { ...ranked, items };
}

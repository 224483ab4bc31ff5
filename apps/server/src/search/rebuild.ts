import { isSearchedType } from '@caffee/contract';
import { sql } from 'kysely';
import type { Services } from '../services.js';
import { MEMBER_PROFILES } from '../records/access/users/profile-search.js';
import type { AnyDb, AnyQuery, Row, ServerResource } from '../records/server-resource.js';
import { whereFixed } from '../records/record-context.js';
import { entryWords, searchedColumns, writeEntries, type IndexedType } from './index-entries.js';

/**
 * The version of the folding (search/fold.ts) and of what an entry holds. Raise it with any
 * change to either: the server then rebuilds the index at its next start, as the words it
 * holds were folded the old way.
 */
// 2: members' public profiles came into the index.
export const SEARCH_INDEX_VERSION = 2;

const BATCH = 500;

/** What the index holds: the searched record types of `resources`, and members' profiles. */
export const indexedTypesOf = (resources: readonly ServerResource[]): IndexedType[] => [
  ...resources
    .filter((r) => isSearchedType(r.contract))
    .map((r) => ({ meta: r.contract, table: r.table, ...(r.fixed ? { fixed: r.fixed } : {}) })),
  MEMBER_PROFILES,
];

/**
 * Writes every live record of `resources` into the index again, then takes out the entries of
 * records that are gone (and of types no longer searched): at the first start with the index,
 * after a change of the folding, and after records were written other than through their store
 * (the demo's seeding, a benchmark's bulk load). `npm run search:rebuild` runs it too.
 *
 * A batch of records a transaction, not one for the whole: a reader meanwhile finds each record
 * by its old entry until its new one replaces it, and writes go on between batches (one
 * transaction held SQLite's only writer's lock, and PostgreSQL's entry rows, for minutes, and on
 * SQLite grew slower with its size: 178,000 records had not finished in 10 minutes, where
 * batches take about a minute).
 */
export async function rebuildSearchIndex(
  services: Pick<Services, 'db' | 'kind'>,
  resources: readonly ServerResource[],
): Promise<number> {
  const db = services.db as AnyDb;
  let count: number;
  const searched = indexedTypesOf(resources);
  // FTS5 merges its segments a little after every write by default; over a whole rebuild that
  // merging cost 2–50 ms a record once the index was large. Off while rewriting, then one
  // merge of everything ('optimize', 8 s for the benchmark's 178,000 records), then back on.
  if (services.kind === 'sqlite') await ftsCommand(services, 'automerge', 0);
  try {
    count = await rewrite(services, searched);
  } finally {
    if (services.kind === 'sqlite') await ftsCommand(services, 'automerge', FTS_AUTOMERGE);
  }
  if (services.kind === 'sqlite') await ftsCommand(services, 'optimize');
  const paths = searched.map((r) => r.meta.path);
  const others = db.selectFrom('searchEntries').select('id');
  await removeEntries(services, paths.length ? others.where('resource', 'not in', paths) : others);
  await services.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('searchIndexBuilds').execute();
    await trx.insertInto('searchIndexBuilds').values({ version: SEARCH_INDEX_VERSION }).execute();
  });
  return count;
}

/** FTS5's default: merge when four segments of a size are there (sqlite.org/fts5.html). */
const FTS_AUTOMERGE = 4;

/**
 * One of FTS5's special inserts on the index (`automerge`, `optimize`), in literals: FTS5
 * refuses a bound value there ("SQL logic error"). Both are this file's own constants.
 */
async function ftsCommand(services: Pick<Services, 'db'>, command: string, value?: number) {
  const columns = value === undefined ? 'search_text' : 'search_text, rank';
  const values = value === undefined ? `'${command}'` : `'${command}', ${value}`;
  await sql.raw(`insert into search_text (${columns}) values (${values})`).execute(services.db);
}

/** Every live record's entry written again, then the entries of records gone taken out. */
async function rewrite(
  services: Pick<Services, 'db' | 'kind'>,
  searched: readonly IndexedType[],
): Promise<number> {
  const db = services.db as AnyDb;
  let count = 0;
  for (const r of searched) {
    const columns = searchedColumns(r.meta);
    const own = (qb: AnyQuery) => whereFixed(qb, r.fixed);
    let after = 0;
    for (;;) {
      // By id alone, deleted rows skipped here: with `deleted_at is null` in the query the
      // planner took a live-rows index and sorted all of them for every batch.
      const rows = (await own(
        db
          .selectFrom(r.table)
          .select(['id', 'deletedAt', ...columns.title, ...columns.body])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH),
      ).execute()) as Row[];
      const live = rows.filter((row) => row.deletedAt === null);
      await services.db.transaction().execute((trx) =>
        writeEntries(
          trx,
          services.kind,
          r.meta.path,
          live.map((row) => ({ recordId: row.id, words: entryWords(columns, row) })),
        ),
      );
      count += live.length;
      if (rows.length < BATCH) break;
      after = rows.at(-1)?.id ?? after;
    }
    const liveIds = own(db.selectFrom(r.table).select('id').where('deletedAt', 'is', null));
    await removeEntries(
      services,
      db
        .selectFrom('searchEntries')
        .select('id')
        .where('resource', '=', r.meta.path)
        .where('recordId', 'not in', liveIds),
    );
  }
  return count;
}

/** Takes the entries `stale` selects (their ids) out of the index, a batch a transaction. */
async function removeEntries(services: Pick<Services, 'db' | 'kind'>, stale: AnyQuery) {
  const ids = ((await stale.execute()) as { id: number }[]).map((e) => e.id);
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    await services.db.transaction().execute(async (trx) => {
      if (services.kind === 'sqlite') {
        await (trx as AnyDb).deleteFrom('searchText').where('rowid', 'in', batch).execute();
      }
      await trx.deleteFrom('searchEntries').where('id', 'in', batch).execute();
    });
  }
}

/** Rebuilds the index if it was built by another version of the folding, or never. */
export async function ensureSearchIndex(
  services: Pick<Services, 'db' | 'kind'>,
  resources: readonly ServerResource[],
): Promise<number | undefined> {
  const built = await services.db
    .selectFrom('searchIndexBuilds')
    .select('version')
    .executeTakeFirst();
  if (built?.version === SEARCH_INDEX_VERSION) return undefined;
  return rebuildSearchIndex(services, resources);
}

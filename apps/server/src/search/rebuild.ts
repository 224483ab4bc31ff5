import { sql } from 'kysely';
import type { Services } from '../services.js';
import type { AnyDb, Row, ServerResource } from '../records/server-resource.js';
import { entryWords, isSearched, searchedColumns, writeEntry } from './index-entries.js';

/**
 * The version of the folding (search/fold.ts) and of what an entry holds. Raise it with any
 * change to either: the server then rebuilds the index at its next start, as the words it
 * holds were folded the old way.
 */
export const SEARCH_INDEX_VERSION = 1;

const BATCH = 500;

/**
 * Builds the whole index again from the live records of `resources`, in one transaction (a
 * reader meanwhile searches the old one): at the first start with the index, after a change of
 * the folding, and after records were written other than through their store (the demo's
 * seeding, a benchmark's bulk load). `npm run search:rebuild` runs it on a stopped server's
 * database (docs/search.md).
 */
export async function rebuildSearchIndex(
  services: Pick<Services, 'db' | 'kind'>,
  resources: readonly ServerResource[],
): Promise<number> {
  let count = 0;
  await services.db.transaction().execute(async (trx) => {
    if (services.kind === 'sqlite') {
      await sql`insert into search_text (search_text) values ('delete-all')`.execute(trx);
    }
    await trx.deleteFrom('searchEntries').execute();
    for (const r of resources) {
      if (!isSearched(r.contract)) continue;
      const columns = searchedColumns(r.contract);
      let after = 0;
      for (;;) {
        let qb = (trx as AnyDb)
          .selectFrom(r.table)
          .select(['id', ...columns.title, ...columns.body])
          .where('deletedAt', 'is', null)
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH);
        // A shared table (the categories) holds several types: only this one's rows.
        for (const [column, value] of Object.entries(r.fixed ?? {})) {
          qb = qb.where(column, '=', value);
        }
        const rows = (await qb.execute()) as Row[];
        for (const row of rows) {
          await writeEntry(trx, services.kind, r.contract.path, row.id, entryWords(columns, row));
        }
        count += rows.length;
        if (rows.length < BATCH) break;
        after = rows.at(-1)?.id ?? after;
      }
    }
    await trx.deleteFrom('searchIndexBuilds').execute();
    await trx.insertInto('searchIndexBuilds').values({ version: SEARCH_INDEX_VERSION }).execute();
  });
  return count;
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

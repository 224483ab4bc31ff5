import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectKind } from '../connect.js';
import type { DialectMigration } from '../schema-helpers.js';

/**
 * One search index for every record type (issue 44, docs/search.md). Each live record that has
 * text to find is an entry (its type and id), whose words the server writes already folded
 * (search/fold.ts) in the record's own transaction: its title in every language, and its other
 * searched texts. The laws' index of migration 0005, kept by triggers that could not fold
 * Amharic's homophones, goes: `enacted-laws/search` reads this one.
 *
 * `search_index_builds` remembers which version of the folding built the index; the server
 * rebuilds it when that changes (search/index.ts).
 */
async function sqliteIndex(db: Kysely<unknown>) {
  await sql`create table search_entries (
    id integer primary key autoincrement,
    resource text not null,
    record_id integer not null,
    unique (resource, record_id)
  )`.execute(db);
  // Contentless: the words are only searched; what a hit shows is read from the record.
  // The words come folded and split by the server, so unicode61 only separates them.
  await sql`create virtual table search_text using fts5(title, body, content='',
    contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(db);
}

async function postgresIndex(db: Kysely<unknown>) {
  await sql`create table search_entries (
    id serial primary key,
    resource text not null,
    record_id integer not null,
    document tsvector not null,
    unique (resource, record_id)
  )`.execute(db);
  // In the row, as the laws' index was (migration 0005): the planner sees its true cost.
  await sql`alter table search_entries alter column document set storage main`.execute(db);
  await sql`create index search_entries_document_idx on search_entries
    using gin (document)`.execute(db);
}

async function dropLawIndex(db: Kysely<unknown>, kind: DialectKind) {
  if (kind === 'postgres') {
    await sql`drop trigger if exists enacted_laws_search_sync on enacted_laws`.execute(db);
    await sql`drop function if exists enacted_law_search_sync()`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger if exists enacted_laws_search_${name}`).execute(db);
    }
  }
  await sql`drop table if exists enacted_law_search`.execute(db);
}

export const searchIndex: DialectMigration = {
  async up(db, kind) {
    await dropLawIndex(db, kind);
    if (kind === 'postgres') await postgresIndex(db);
    else await sqliteIndex(db);
    await db.schema
      .createTable('search_index_builds')
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
  },
};

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectKind } from '../connect.js';
import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes, withAudit, withId } from '../schema-helpers.js';
import { listIndexes } from '../record-table.js';

const LANGUAGES = ['om', 'en', 'am'] as const;

type Table = ReturnType<typeof withAudit>;

/**
 * `<field>_om`, `_en`, `_am`: one column per language of a multilingual field. Tables put
 * long texts last, so SQLite reads the short columns a list filters on without following
 * a row's overflow pages.
 */
function translated(table: Table, field: string, type: string): Table {
  let out = table;
  for (const l of LANGUAGES) out = out.addColumn(`${field}_${l}`, sql.raw(type));
  return out;
}

const titleIndexes = LANGUAGES.map((l) => [`title_${l}`, 'id']);

async function newsFeeds(db: Kysely<unknown>, kind: DialectKind) {
  const t = columnTypes(kind);
  let table = withAudit(withId(db.schema.createTable('news_feeds'), kind), kind)
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('published_at', t.timestamp)
    .addColumn('deleted_at', t.timestamp);
  table = translated(table, 'title', 'varchar(300)');
  table = translated(table, 'summary', 'varchar(1000)');
  await translated(table, 'body', 'text').execute();
  await listIndexes(db, kind, 'news_feeds', [
    // What members and institutes read: published, sorted by id or by publication.
    ['status', 'id'],
    ['status', 'published_at', 'id'],
    ['published_at', 'id'],
    ['created_at', 'id'],
    ['category_id', 'id'],
    ...titleIndexes,
  ]);
}

async function enactedLaws(db: Kysely<unknown>, kind: DialectKind) {
  const t = columnTypes(kind);
  const table = withAudit(withId(db.schema.createTable('enacted_laws'), kind), kind)
    .addColumn('proclamation_number', 'varchar(50)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('enacted_at', t.timestamp, (c) => c.notNull())
    .addColumn('effective_at', t.timestamp)
    .addColumn('deleted_at', t.timestamp);
  await translated(translated(table, 'title', 'varchar(500)'), 'body', 'text').execute();
  // A deleted law's number may be given again.
  await db.schema
    .createIndex('enacted_laws_proclamation_number_key')
    .on('enacted_laws')
    .column('proclamation_number')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await listIndexes(db, kind, 'enacted_laws', [
    ['enacted_at', 'id'],
    ['effective_at', 'id'],
    ['created_at', 'id'],
    ['category_id', 'id'],
    ...titleIndexes,
  ]);
  await createLawSearchIndex(db, kind);
}

async function publications(db: Kysely<unknown>, kind: DialectKind) {
  const t = columnTypes(kind);
  const table = withAudit(withId(db.schema.createTable('publications'), kind), kind)
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('published_at', t.timestamp)
    .addColumn('deleted_at', t.timestamp);
  await translated(
    translated(table, 'title', 'varchar(300)'),
    'description',
    'varchar(5000)',
  ).execute();
  await listIndexes(db, kind, 'publications', [
    ['kind', 'published_at', 'id'],
    ['kind', 'id'],
    ['published_at', 'id'],
    ['created_at', 'id'],
    ...titleIndexes,
  ]);
}

/** The law columns the full-text index covers, most telling first (search ranks by them). */
const SEARCHED = [
  'proclamation_number',
  ...LANGUAGES.map((l) => `title_${l}`),
  ...LANGUAGES.map((l) => `body_${l}`),
];

/**
 * SQLite: an FTS5 table holding only the index (contentless; rowid = law id) over the
 * searched columns, kept in step by triggers, so every write (API, demo, bulk load) updates
 * it in the same transaction and a soft-deleted law leaves it at once.
 */
async function sqliteLawSearch(db: Kysely<unknown>) {
  const columns = SEARCHED.join(', ');
  const values = SEARCHED.map((c) => `new.${c}`).join(', ');
  await sql
    .raw(
      `create virtual table enacted_law_search using fts5(${columns}, content='', ` +
        `contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`,
    )
    .execute(db);
  const add = `insert into enacted_law_search (rowid, ${columns}) select new.id, ${values}`;
  await sql
    .raw(
      `create trigger enacted_laws_search_insert after insert on enacted_laws begin ` +
        `${add} where new.deleted_at is null; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger enacted_laws_search_update after update of ${columns}, deleted_at ` +
        `on enacted_laws begin delete from enacted_law_search where rowid = old.id; ` +
        `${add} where new.deleted_at is null; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger enacted_laws_search_delete after delete on enacted_laws begin ` +
        `delete from enacted_law_search where rowid = old.id; end`,
    )
    .execute(db);
}

/**
 * Punctuation the PostgreSQL parser would glue into one token (`245/2021` as a path,
 * `www.x.et` as a host, `<tag>`) or, outside UTF-8 locales, into a word (`ቤት።`): ASCII
 * punctuation, Ethiopic punctuation and typographic quotes and dashes. As spaces, words
 * split as FTS5's unicode61 splits them, so both databases match the same words.
 * (regexp_replace, not translate: translate is ten times slower on multibyte text.)
 */
const PUNCTUATION = '[!-/:-@[-`{-~፠-፨“”‘’«»–—…•]';

/** `to_tsvector('simple', ...)` of one column, punctuation split, with a rank weight. */
function weighted(column: string, weight: 'A' | 'D') {
  const text = `regexp_replace(coalesce(new.${column}, ''), '${PUNCTUATION}', ' ', 'g')`;
  return `setweight(to_tsvector('simple', ${text}), '${weight}')`;
}

/**
 * PostgreSQL: one tsvector per live law (the 'simple' configuration over every language,
 * number and titles weighted above bodies) with a GIN index, written by a trigger in the
 * same transaction as the law. A side table keeps the vector out of the law's row, its
 * reads and its audit history.
 */
async function postgresLawSearch(db: Kysely<unknown>) {
  await sql`create table enacted_law_search (
    law_id integer primary key references enacted_laws (id) on delete cascade,
    document tsvector not null
  )`.execute(db);
  // Kept in the row (compressed) rather than out of line: the planner then sees what a
  // scan really costs and takes the GIN index, and ranking reads no TOAST tables.
  await sql`alter table enacted_law_search alter column document set storage main`.execute(db);
  await sql`create index enacted_law_search_document_idx on enacted_law_search
    using gin (document)`.execute(db);
  const document = SEARCHED.map((c) => weighted(c, c.startsWith('body_') ? 'D' : 'A')).join(' || ');
  await sql
    .raw(
      `create function enacted_law_search_sync() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'DELETE' then
          delete from enacted_law_search where law_id = old.id;
        elsif new.deleted_at is not null then
          delete from enacted_law_search where law_id = new.id;
        else
          insert into enacted_law_search (law_id, document) values (new.id, ${document})
          on conflict (law_id) do update set document = excluded.document;
        end if;
        return null;
      end $fn$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger enacted_laws_search_sync after insert or update of ` +
        `${SEARCHED.join(', ')}, deleted_at or delete on enacted_laws ` +
        `for each row execute function enacted_law_search_sync()`,
    )
    .execute(db);
}

async function createLawSearchIndex(db: Kysely<unknown>, kind: DialectKind) {
  if (kind === 'postgres') await postgresLawSearch(db);
  else await sqliteLawSearch(db);
}

/** The tables of the publishing records, with the full-text index of the laws. */
export const publishingTables: DialectMigration = {
  async up(db, kind) {
    await newsFeeds(db, kind);
    await enactedLaws(db, kind);
    await publications(db, kind);
  },
};

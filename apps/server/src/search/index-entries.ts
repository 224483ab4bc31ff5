// The search index's entries (migration 0031): what a record puts in it, written in the record's
// own transaction by the store's writes (records/store/writes.ts) and all at once by a rebuild.
// Apart from the search itself because every write of a record type depends on it.
import { LOCALES, type ResourceMeta } from '@caffee/contract';
import { sql } from 'kysely';
import type { DialectKind } from '../db/connect.js';
import type { Database } from '../db/database.js';
import { translatedColumn } from '../records/fields.js';
import type { AnyDb, Row } from '../records/record-context.js';
import { foldedWords } from './fold.js';

/** The parts of a record type's declaration the index reads. */
export type Searched = Pick<ResourceMeta, 'title' | 'search' | 'translatable' | 'fields'> & {
  /** The entries' type: a record type's path, or `caffee-users` for members' profiles. */
  path: string;
};

/**
 * A type the index holds entries of: a served record type, or the members' public profiles
 * (records/access/users/profile-search.ts), whose rows are some of a table's (`fixed`).
 */
export interface IndexedType {
  meta: Searched;
  table: keyof Database;
  /** Values the type's rows hold in its table (a category's kind, an account's type). */
  fixed?: Record<string, unknown>;
}

/** A record's folded words: its name's (and short texts') apart from its long texts'. */
export interface EntryWords {
  title: string[];
  body: string[];
}

/**
 * The columns of a record type the index reads, grouped by where their words go: the title
 * field and the other short texts (a law's number, a complainant's name) rank above long ones.
 */
export function searchedColumns(meta: Searched): { title: string[]; body: string[] } {
  const fields = [...new Set([meta.title, ...meta.search])];
  const columnsOf = (name: string) =>
    meta.translatable.includes(name) ? LOCALES.map((l) => translatedColumn(name, l)) : [name];
  const long = (name: string) => meta.fields.find((f) => f.name === name)?.kind === 'longText';
  const text = (name: string) =>
    ['text', 'longText'].includes(meta.fields.find((f) => f.name === name)?.kind ?? '');
  return {
    title: fields.filter((f) => text(f) && !long(f)).flatMap(columnsOf),
    body: fields.filter((f) => text(f) && long(f)).flatMap(columnsOf),
  };
}

/** A record's words for the index, from the columns `searchedColumns` names. */
export function entryWords(columns: { title: string[]; body: string[] }, row: Row): EntryWords {
  const words = (names: string[]) => names.flatMap((c) => foldedWords(row[c] as string | null));
  return { title: words(columns.title), body: words(columns.body) };
}

/** PostgreSQL's tsvector positions stop at this one (a later word keeps it). */
const MAX_POSITION = 16383;

/**
 * The words as a tsvector literal: titles weighted A, long texts D, each word at its position
 * (phrases match words in order). Built here, not by `to_tsvector`, so PostgreSQL's parser
 * cannot split a folded word differently from SQLite (words hold letters and digits only).
 */
export function tsvectorOf({ title, body }: EntryWords): string {
  const lexemes = new Map<string, string[]>();
  [...title, ...body].forEach((word, i) => {
    const position = `${Math.min(i + 1, MAX_POSITION)}${i < title.length ? 'A' : ''}`;
    const at = lexemes.get(word);
    if (at) at.push(position);
    else lexemes.set(word, [position]);
  });
  const quote = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return [...lexemes].map(([word, at]) => `${quote(word)}:${at.join(',')}`).join(' ');
}

/** Writes one record's entry (or takes it out when it has no words), in `trx`. */
export const writeEntry = (
  trx: AnyDb,
  kind: DialectKind,
  resource: string,
  recordId: number,
  words: EntryWords,
) => writeEntries(trx, kind, resource, [{ recordId, words }]);

/**
 * Writes records' entries of one type, in `trx`: an entry without words is taken out. On
 * SQLite every entry row first, then every text: a write to another table between two FTS5
 * inserts makes FTS5 write its pending words out each time, which on the benchmark's index
 * cost 18 ms a record, against 0.13 ms grouped (a rebuild's batch of 500).
 */
export async function writeEntries(
  trx: AnyDb,
  kind: DialectKind,
  resource: string,
  entries: readonly { recordId: number; words: EntryWords }[],
): Promise<void> {
  const empty = (w: EntryWords) => w.title.length === 0 && w.body.length === 0;
  for (const { recordId } of entries.filter((e) => empty(e.words))) {
    await removeEntry(trx, kind, resource, recordId);
  }
  const written = entries.filter((e) => !empty(e.words));
  if (kind === 'postgres') {
    for (const { recordId, words } of written) {
      await sql`insert into search_entries (resource, record_id, document)
        values (${resource}, ${recordId}, ${tsvectorOf(words)}::tsvector)
        on conflict (resource, record_id) do update set document = excluded.document`.execute(trx);
    }
    return;
  }
  const ids: number[] = [];
  for (const { recordId } of written) {
    const entry = await sql<{ id: number }>`insert into search_entries (resource, record_id)
      values (${resource}, ${recordId})
      on conflict (resource, record_id) do update set record_id = excluded.record_id
      returning id`.execute(trx);
    ids.push(Number(entry.rows[0]?.id));
  }
  for (const [i, { words }] of written.entries()) {
    await sql`insert or replace into search_text (rowid, title, body)
      values (${ids[i]}, ${words.title.join(' ')}, ${words.body.join(' ')})`.execute(trx);
  }
}

/** Takes a record out of the index (deleted), in `trx`. */
export async function removeEntry(
  trx: AnyDb,
  kind: DialectKind,
  resource: string,
  recordId: number,
): Promise<void> {
  if (kind === 'sqlite') {
    await sql`delete from search_text where rowid in (select id from search_entries
      where resource = ${resource} and record_id = ${recordId})`.execute(trx);
  }
  await sql`delete from search_entries
    where resource = ${resource} and record_id = ${recordId}`.execute(trx);
}

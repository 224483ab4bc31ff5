import { isResource, LOCALES, pickTranslation, type Locale } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { columnsSeenAt, type ScopeAt } from '../audit/access-span.js';
import type { HistoryLine } from '../audit/audit-log.js';
import { namesOfTarget } from '../audit/history-names.js';
import type { Database, UserRow } from '../db/database.js';
import { translatedColumn, translationsOf } from '../records/fields.js';
import { readableNow } from '../records/readable.js';
import { SERVED_RESOURCES } from '../records/registry.js';
import type { RequestContext, Row } from '../records/server-resource.js';
import type { Services } from '../services.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen by declaration
type AnyDb = Kysely<any>;

const served = (path: string) => SERVED_RESOURCES.find((r) => r.contract.path === path);

/** A notification's line as it is named: the record, and the history entry it tells of. */
export interface NamedLine {
  resource: string;
  recordId: number;
  auditId: number;
}

/** Where a type's names are: its table, the name field and its columns, its `scopeAt`. */
function nameSource(resource: string) {
  if (resource === 'users') {
    return { table: 'users', title: 'name', columns: ['name'], multilingual: false };
  }
  const r = served(resource);
  if (!r) return undefined;
  const { title, translatable } = r.contract;
  const multilingual = translatable.includes(title);
  const columns = multilingual ? LOCALES.map((l) => translatedColumn(title, l)) : [title];
  return { table: r.table as string, title, columns, multilingual, scopeAt: r.scopeAt };
}

/** The names of records of one type in the reader's language, as they are now. */
async function currentNames(
  db: Kysely<Database>,
  resource: string,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0 || !isResource(resource)) return new Map();
  return namesOfTarget({ db }, served, resource, [...new Set(ids)], locale);
}

/** What `columnsSeen` answers: a record's columns as `reader` last saw them when told of `auditId`. */
export type SeenColumns = (
  recordId: number,
  auditId: number,
  reader: UserRow,
) => Record<string, unknown> | undefined;

/**
 * Columns of records of one type as their readers saw them when told of them, rebuilt from
 * their history (audit/access-span.ts `columnsSeenAt`): never a value given after the reader
 * lost sight of the record (an uninvited member, the institute a complaint moved away
 * from). Two queries for all the records, whoever the readers.
 */
export async function columnsSeen(
  db: Kysely<Database>,
  resource: string,
  recordIds: readonly number[],
  columns: readonly string[],
): Promise<SeenColumns> {
  const source = nameSource(resource);
  const ids = [...new Set(recordIds)];
  if (!source || ids.length === 0) return () => undefined;
  const [rows, now] = await Promise.all([
    db
      .selectFrom('auditLog')
      .select(['id', 'recordId', 'action', 'actorId', 'changes', 'createdAt', 'requestId'])
      .where('resource', '=', resource)
      .where('recordId', 'in', ids)
      .orderBy('id')
      .execute(),
    // Deleted records too: a cancelled meeting keeps the name its invitees knew.
    (db as AnyDb)
      .selectFrom(source.table)
      .select(['id', ...columns])
      .where('id', 'in', ids)
      .execute() as Promise<Row[]>,
  ]);
  const histories = new Map<number, HistoryLine[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    histories.get(row.recordId)?.push({
      ...row,
      actorName: null,
      changes: row.changes ? (JSON.parse(row.changes) as HistoryLine['changes']) : null,
    });
  }
  const current = new Map(now.map((row) => [Number(row.id), row]));
  return (recordId, auditId, reader) =>
    columnsSeenAt(
      histories.get(recordId) ?? [],
      columns,
      current.get(recordId) ?? {},
      source.scopeAt as ScopeAt | undefined,
      reader,
      auditId,
    );
}

/** What `namesKept` answers: a record's name as `reader` last saw it when told of `auditId`. */
export type KeptName = (
  recordId: number,
  auditId: number,
  reader: UserRow,
  locale: Locale,
) => string | undefined;

/** The names records of one type had when their readers were told of them (`columnsSeen`). */
export async function namesKept(
  db: Kysely<Database>,
  resource: string,
  recordIds: readonly number[],
): Promise<KeptName> {
  const source = nameSource(resource);
  if (!source) return () => undefined;
  const seenBy = await columnsSeen(db, resource, recordIds, source.columns);
  return (recordId, auditId, reader, locale) => {
    const seen = seenBy(recordId, auditId, reader);
    if (!seen) return undefined;
    const name = source.multilingual
      ? pickTranslation(translationsOf({ id: recordId, ...seen }, source.title), locale)
      : String(seen[source.title] ?? '');
    return name === '' ? undefined : name;
  };
}

/**
 * The names a reader's notification lines show, in their language: a record's name now
 * while the reader may read the record (its type's `read` permission and scope, as the API
 * decides it), else the name it had when they were told (`namesKept`), or none. One rule for
 * the bell's list and the daily digest; `db` is the caller's transaction, if any.
 */
export async function namesOfLines(
  services: Services,
  db: Kysely<Database>,
  lines: readonly NamedLine[],
  reader: RequestContext,
  locale: Locale,
): Promise<(line: NamedLine) => string | undefined> {
  const named = new Map<string, (line: NamedLine) => string | undefined>();
  for (const resource of new Set(lines.map((l) => l.resource))) {
    const ids = lines.filter((l) => l.resource === resource).map((l) => l.recordId);
    const readable = await readableNow(services, resource, ids, reader, db);
    const now = await currentNames(db, resource, [...readable], locale);
    const gone = ids.filter((id) => !readable.has(id));
    const kept = gone.length ? await namesKept(db, resource, gone) : undefined;
    named.set(resource, (line) =>
      readable.has(line.recordId)
        ? now.get(line.recordId)
        : kept?.(line.recordId, line.auditId, reader.auth.user, locale),
    );
  }
  return (line) => named.get(line.resource)?.(line);
}

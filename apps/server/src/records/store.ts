import {
  dateRuleIssues,
  dateRulesOf,
  LOCALES,
  type ListQuery,
  type Locale,
  type RecordAbilities,
} from '@caffee/contract';
import type { Kysely } from 'kysely';
import { sinceAccess } from '../audit/access-span.js';
import { auditHistoryOf, diff, recordAudit, type HistoryLine } from '../audit/audit-log.js';
import { withHistoryNames } from '../audit/history-names.js';
import type { HistoryScope } from '../audit/history-scope.js';
import { presentFile, recordFiles } from '../files/repository.js';
import type { SavedFile } from '../files/storage.js';
import { countCacheOf } from '../db/count-cache.js';
import {
  conflict,
  FieldConflictError,
  fieldIssue,
  FieldValidationError,
  HttpError,
  notFound,
  RecordDeletedError,
} from '../http/errors.js';
import { seekAfter, type KeyValue } from '../http/list-cursor.js';
import {
  applyFilters,
  applySorting,
  keyValue,
  orderKeys,
  runList,
  type ListFields,
} from '../http/list-query.js';
import type { Services } from '../services.js';
import {
  bodyToColumns,
  listColumnsOf,
  listFieldsOf,
  readWith,
  rowToRecord,
  storedFields,
  translationsOf,
} from './fields.js';
import { namesOf } from './ref-names.js';
import type { AnyQuery, RequestContext, Row, ServerResource } from './server-resource.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen by declaration
type AnyDb = Kysely<any>;

const isUniqueViolation = (err: unknown) => /unique|duplicate key/i.test(String(err));
const snakeCase = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The generic data operations of one record type, derived from its declaration. */
export function resourceStore(services: Services, r: ServerResource) {
  const db = services.db as AnyDb;
  const { contract, table } = r;
  const includeLoaders = r.includes ?? {};
  const stored = storedFields(contract, Object.keys(includeLoaders));
  const idColumn = `${table}.id`;
  // Totals come from the shared count cache, valid until the next write to a table they read.
  const counts = countCacheOf(db);
  /** What a list page's rows carry: the stamps, the stored fields, the type's own columns. */
  const rowFields = [
    'id',
    'createdAt',
    'updatedAt',
    'createdBy',
    ...stored,
    ...(r.rowColumns ?? []),
  ];
  /** The list's fields and columns in each language (derived once, not per request). */
  const listFields = Object.fromEntries(
    LOCALES.map((l) => [l, listFieldsOf(contract, table, l)]),
  ) as Record<Locale, ListFields>;

  function base(ctx: RequestContext, from: AnyDb = db): AnyQuery {
    const qb = from.selectFrom(table).where(`${table}.deletedAt`, 'is', null);
    return r.scope ? r.scope(qb, ctx) : qb;
  }

  /**
   * A record's history as the reader may see it (filtered in memory: no query per row): from
   * where their current access began (`scopeAt`), then by the type's own rules. The request
   * that wrote each entry is left out of the answer.
   */
  const historyFor: HistoryScope = (entries, ctx, row) => {
    const lines = entries as HistoryLine[];
    const since = r.scopeAt ? sinceAccess(r.scopeAt, lines, ctx.auth.user) : lines;
    const own = since.map(({ requestId: _request, ...entry }) => entry);
    return r.historyScope ? r.historyScope(own, ctx, row) : own;
  };

  /** Rows as the API shows them, with the includes asked for (one query per include). */
  async function present(rows: Row[], ctx: RequestContext, includes: readonly string[]) {
    const ids = rows.map((row) => row.id);
    const wanted = new Set([...includes, ...(r.defaultIncludes ?? [])]);
    const loaded = new Map<string, Map<number, unknown>>();
    await Promise.all(
      Object.entries(includeLoaders)
        .filter(([name]) => wanted.has(name))
        .map(async ([name, load]) => loaded.set(name, await load(services, rows, ctx))),
    );
    // Each record's history as its reader may see it, then the names of what it points at.
    const history = wanted.has('auditHistory')
      ? await withHistoryNames(
          services,
          contract,
          (path) => r.peer?.(path),
          await auditHistoryOf(services.db, contract.path, ids).then((all) =>
            rows.map((row) => historyFor(all.get(row.id) ?? [], ctx, row)),
          ),
          ctx.locale,
        )
      : undefined;
    const files = wanted.has('files') && contract.files.length ? await filesOf(ids) : undefined;
    return rows.map((row, i) => {
      const record = rowToRecord(contract, row, ctx.locale, stored);
      for (const [name, values] of loaded) record[name] = values.get(row.id) ?? null;
      if (history) record.auditHistory = history[i] ?? [];
      if (files) record.files = files.get(row.id) ?? [];
      if (wanted.has('translations')) {
        record.translations = Object.fromEntries(
          contract.translatable
            .filter((f) => readWith(contract, row, f))
            .map((f) => [f, translationsOf(row, f)]),
        );
      }
      return record;
    });
  }

  async function find(id: number, ctx: RequestContext, from: AnyDb = db) {
    return (await base(ctx, from).selectAll(table).where(idColumn, '=', id).executeTakeFirst()) as
      Row | undefined;
  }

  /**
   * Why a record the caller asked for is not there. Deleted, to one whose scope takes the row
   * as it was left (a cancelled meeting's invitees, its type's readers): when, and its name.
   * Anyone else, and an id that never was, gets the plain 404 and learns nothing.
   */
  async function missing(id: number, ctx: RequestContext): Promise<HttpError> {
    const qb = db.selectFrom(table).where(`${table}.deletedAt`, 'is not', null);
    const row = (await (r.scope ? r.scope(qb, ctx) : qb)
      .select(`${table}.deletedAt as deletedAt`)
      .where(idColumn, '=', id)
      .executeTakeFirst()) as { deletedAt: string | Date } | undefined;
    if (!row) return notFound();
    const at = new Date(row.deletedAt).toISOString();
    const names = await namesOf(services, r, [id], ctx.locale, { withDeleted: true });
    return new RecordDeletedError(at, names.get(id) || undefined);
  }

  /** A record the caller may change: outside their write scope it does not exist for them. */
  async function mustFindWritable(id: number, ctx: RequestContext) {
    let qb = base(ctx).selectAll(table).where(idColumn, '=', id);
    if (r.writeScope) qb = r.writeScope(qb, ctx);
    const row = (await qb.executeTakeFirst()) as Row | undefined;
    if (!row) throw notFound();
    return row;
  }

  /**
   * What the caller may do to a record they can read: the permission, within the write
   * scope (an institute user's own institute...), so screens offer only what would succeed.
   */
  async function abilitiesOf(row: Row, ctx: RequestContext): Promise<RecordAbilities> {
    const { id } = row;
    const held = (action: string) => ctx.auth.permissions.has(`${contract.path}:${action}`);
    const [update, remove] = [held('update'), held('delete')];
    let inScope = true;
    if (r.writeScope && (update || remove)) {
      const qb = r.writeScope(base(ctx).select(idColumn).where(idColumn, '=', id), ctx);
      inScope = (await qb.executeTakeFirst()) !== undefined;
    }
    // What the type's own rules refuse is not offered either: deleting a system role or a
    // built-in permission (`protect`), commenting on a locked forum topic (`canComment`).
    let deletable = remove && inScope;
    if (deletable && r.protect) deletable = !(await r.protect(row, 'delete', undefined, services));
    const comment = contract.comments && held('comment') && !r.canComment?.(row, ctx);
    return { update: update && inScope, delete: deletable, comment };
  }

  async function filesOf(ids: number[]) {
    const out = new Map<number, ReturnType<typeof presentFile>[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await services.db
      .selectFrom('files')
      .selectAll()
      .where('resource', '=', contract.path)
      .where('recordId', 'in', ids)
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    for (const f of rows) out.get(f.recordId as number)?.push(presentFile(f, services.fileLinks));
    return out;
  }

  const writeIncludes = ['files', ...(r.writeIncludes ?? [])];
  const omitted = new Set(r.historyOmits ?? []);
  /** A row as its history keeps it. */
  const audited = (row: Row) =>
    omitted.size ? Object.fromEntries(Object.entries(row).filter(([k]) => !omitted.has(k))) : row;
  const childFields = new Set(r.childFields ?? []);
  const childrenWithoutHistory = [...childFields].filter(
    (field) => !r.childrenWithHistory?.includes(field),
  );
  /** The body's column values: children and file removals are written separately. */
  const columnsOf = (body: Record<string, unknown>, ctx: RequestContext) => {
    const own = Object.fromEntries(
      Object.entries(body).filter(([k]) => !childFields.has(k) && k !== 'removeFiles'),
    );
    const written = bodyToColumns(contract, own, ctx.locale);
    return { ...written, ...r.derive?.(written) };
  };

  /** Files and children of a record, in its transaction. */
  async function writeAttached(
    trx: AnyDb,
    row: Row,
    body: Record<string, unknown>,
    saved: SavedFile[],
    ctx: RequestContext & { change: 'create' | 'update' },
  ) {
    const owner = { resource: contract.path, recordId: row.id, createdBy: ctx.auth.user.id };
    await recordFiles(trx, saved, owner);
    const remove = body.removeFiles as number[] | undefined;
    if (remove?.length) {
      await trx
        .updateTable('files')
        .set({ deletedAt: new Date().toISOString() })
        .where('resource', '=', contract.path)
        .where('recordId', '=', row.id)
        .where('id', 'in', remove)
        .execute();
    }
    await r.afterWrite?.(trx, row, body, ctx);
  }

  /**
   * The record's file names before and after an update that adds or removes files, for its
   * history (`files: [before, after]`); nothing when the update leaves the files alone.
   */
  async function fileChange(
    trx: AnyDb,
    id: number,
    body: Record<string, unknown>,
    saved: SavedFile[],
  ) {
    const remove = new Set((body.removeFiles as number[] | undefined) ?? []);
    if (saved.length === 0 && remove.size === 0) return { before: {}, after: {} };
    const live = (await trx
      .selectFrom('files')
      .select(['id', 'originalName'])
      .where('resource', '=', contract.path)
      .where('recordId', '=', id)
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute()) as { id: number; originalName: string }[];
    const kept = live.filter((f) => !remove.has(f.id)).map((f) => f.originalName);
    return {
      before: { files: live.map((f) => f.originalName) },
      after: { files: [...kept, ...saved.map((f) => f.originalName)] },
    };
  }

  const dateRules = dateRulesOf(contract);
  /**
   * The type's date orderings (declared in the contract) on the record as it will be: an
   * update that sends one side of a pair is checked against the stored other side (422 on
   * the later field). Pairs the update leaves alone are not checked again.
   */
  function checkDates(values: Record<string, unknown>, existing?: Row) {
    if (dateRules.length === 0) return;
    const record = { ...existing, ...values };
    const issues = dateRuleIssues(dateRules, record, existing ? Object.keys(values) : undefined);
    if (issues.length > 0) throw new FieldValidationError(issues);
  }

  /**
   * The declared field a unique index refused, from the database's words: SQLite names the
   * column (`UNIQUE constraint failed: enacted_laws.proclamation_number`), PostgreSQL the index
   * and, in `detail`, the column (`Key (proclamation_number)=(…) already exists`).
   */
  function takenField(err: unknown): string | undefined {
    const text = `${String(err)} ${String((err as { detail?: unknown }).detail ?? '')}`;
    const named = contract.fields
      .filter((f) => !f.translatable && text.includes(snakeCase(f.name)))
      .sort((a, b) => b.name.length - a.name.length);
    return named[0]?.name;
  }

  const write = <T>(fn: (trx: AnyDb) => Promise<T>) =>
    db
      .transaction()
      .execute(fn)
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) {
          const field = takenField(err);
          if (!field) throw conflict('A record with these values already exists');
          throw new FieldConflictError(
            fieldIssue(field, 'valueTaken'),
            `Another record already has this ${field}`,
          );
        }
        throw err;
      });

  return {
    find,
    present,

    /**
     * The query of every record the caller may see (the dashboard counts it; notifications
     * ask it whether a reader may still read what a line names), in `from`'s transaction.
     */
    visible: (ctx: RequestContext, from: AnyDb = db): AnyQuery => base(ctx, from),

    /** How many records the caller may see (cached until the next write). */
    count: (ctx: RequestContext): Promise<number> => counts.count(base(ctx)),

    async list(query: ListQuery, ctx: RequestContext) {
      const fields = listFields[query.locale];
      const columns = listColumnsOf(contract, table, rowFields, query.includes);
      const result = await runList<Row>(base(ctx), (qb) => qb.select(columns), query, fields, {
        kind: services.kind,
        idColumn,
        count: counts.count,
      });
      return { ...result, payload: await present(result.rows, ctx, query.includes) };
    },

    /** Every matching record, in batches, for exports: no count, no page limit. */
    async *batches(query: ListQuery, ctx: RequestContext, size = 500) {
      const fields = listFields[query.locale];
      const filtered = applyFilters(base(ctx).selectAll(table), query, fields, services.kind);
      const ordered = applySorting(filtered, query.sorting, fields, idColumn);
      // Each batch seeks after the last row of the one before (keyset), so a long export
      // reads every row once instead of skipping ever more rows with OFFSET.
      const keys = orderKeys(query.sorting, fields, idColumn);
      const keyed = keys.reduce(
        (qb, key, i) => qb.select(keyValue(key, services.kind).as(`ck${i}`)),
        ordered,
      );
      let last: KeyValue[] | undefined;
      for (;;) {
        const from = last;
        const page = from ? keyed.where((eb) => seekAfter(eb, keys, from, services.kind)) : keyed;
        const rows = (await page.limit(size).execute()) as Row[];
        const tail = rows.at(-1);
        if (tail) last = keys.map((_, i) => tail[`ck${i}`] as KeyValue);
        for (const row of rows) keys.forEach((_, i) => delete row[`ck${i}`]);
        if (rows.length > 0) yield await present(rows, ctx, []);
        if (rows.length < size) return;
      }
    },

    async get(id: number, ctx: RequestContext, includes: readonly string[]) {
      const row = await find(id, ctx);
      if (!row) throw await missing(id, ctx);
      const [record] = await present([row], ctx, [...includes, 'files']);
      return { ...record, can: await abilitiesOf(row, ctx) };
    },

    async create(given: Record<string, unknown>, ctx: RequestContext, saved: SavedFile[] = []) {
      const body = r.prepare ? r.prepare(given) : given;
      const values = { ...columnsOf(body, ctx), ...r.fixed };
      checkDates(values);
      await r.validate?.(services, values, { ...ctx, body });
      const now = new Date().toISOString();
      const row = await write(async (trx) => {
        const inserted = (await trx
          .insertInto(table)
          .values({ ...values, createdAt: now, updatedAt: now, createdBy: ctx.auth.user.id })
          .returningAll()
          .executeTakeFirstOrThrow()) as Row;
        await recordAudit(trx, {
          resource: contract.path,
          recordId: inserted.id,
          action: 'create',
          actorId: ctx.auth.user.id,
          requestId: ctx.requestId,
          after: audited(inserted),
        });
        await writeAttached(trx, inserted, body, saved, { ...ctx, change: 'create' });
        return inserted;
      });
      return (await present([row], ctx, writeIncludes))[0];
    },

    async update(
      id: number,
      given: Record<string, unknown>,
      ctx: RequestContext,
      saved: SavedFile[] = [],
    ) {
      const existing = await mustFindWritable(id, ctx);
      const body = r.prepare ? r.prepare(given, existing) : given;
      const values = columnsOf(body, ctx);
      const refusal = await r.protect?.(existing, 'update', values, services);
      if (refusal) throw new HttpError(409, 'conflict', refusal);
      checkDates(values, existing);
      await r.validate?.(services, values, { ...ctx, existing, body });
      const row = await write(async (trx) => {
        const updated = (await trx
          .updateTable(table)
          .set({ ...values, updatedAt: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()) as Row;
        const files = await fileChange(trx, id, body, saved);
        const before = { ...audited(existing), ...files.before };
        const after = { ...audited(updated), ...files.after };
        // A save that changed nothing, or only what has entries of its own (a meeting's
        // invitees), leaves no empty "updated" line in the history.
        if (diff(before, after) || childrenWithoutHistory.some((field) => field in body)) {
          await recordAudit(trx, {
            resource: contract.path,
            recordId: id,
            action: 'update',
            actorId: ctx.auth.user.id,
            requestId: ctx.requestId,
            before,
            after,
          });
        }
        await writeAttached(trx, updated, body, saved, { ...ctx, change: 'update' });
        return updated;
      });
      return (await present([row], ctx, writeIncludes))[0];
    },

    /** Soft delete: the row stays for the history, hidden from every read. */
    async remove(id: number, ctx: RequestContext) {
      const existing = await mustFindWritable(id, ctx);
      const refusal = await r.protect?.(existing, 'delete', undefined, services);
      if (refusal) throw new HttpError(409, 'conflict', refusal);
      await write(async (trx) => {
        await trx
          .updateTable(table)
          .set({ deletedAt: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, {
          resource: contract.path,
          recordId: id,
          action: 'delete',
          actorId: ctx.auth.user.id,
          requestId: ctx.requestId,
        });
        await r.afterDelete?.(trx, existing, ctx);
      });
      return (await present([existing], ctx, []))[0];
    },
  };
}
export type ResourceStore = ReturnType<typeof resourceStore>;

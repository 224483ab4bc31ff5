// A record type's writes: create, update and soft delete, each in one transaction with its audit
// entry, files and children, after the type's checks (dates, `validate`, `protect`). Apart
// because it is the only part that changes rows, and all it adds to a write happens here.
import { dateRuleIssues, dateRulesOf, isSearchedType } from '@caffee/contract';
import { diff, recordAudit } from '../../audit/audit-log.js';
import type { SavedFile } from '../../files/storage.js';
import {
  conflict,
  FieldConflictError,
  fieldIssue,
  FieldValidationError,
  HttpError,
} from '../../http/errors.js';
import { inTransaction } from '../../db/in-transaction.js';
import {
  entryWords,
  removeEntry,
  searchedColumns,
  writeEntry,
} from '../../search/index-entries.js';
import { bodyToColumns } from '../fields.js';
import type { RequestContext, Row, WriteOptions } from '../server-resource.js';
import { fileChange, writeFiles } from './files.js';
import { referenceCheck } from './references.js';
import type { Present } from './includes.js';
import type { AnyDb, StoreScope } from './scope.js';

const isUniqueViolation = (err: unknown) => /unique|duplicate key/i.test(String(err));
const snakeCase = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The writes of one record type; each answers with the record as `present` shows it. */
export function storeWrites(scope: StoreScope, present: Present) {
  const { services, r, db, mustFindWritable } = scope;
  const { contract, table } = r;
  const checkReferences = referenceCheck(db, contract);
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
  const removedFiles = (body: Record<string, unknown>) => body.removeFiles as number[] | undefined;

  // The search index follows each write in its transaction (docs/search.md); an update that
  // changes none of the searched texts leaves the entry as it is.
  const searched = isSearchedType(contract) ? searchedColumns(contract) : undefined;
  const searchedNames = new Set([...(searched?.title ?? []), ...(searched?.body ?? [])]);
  async function index(trx: AnyDb, row: Row, values?: Record<string, unknown>) {
    if (!searched) return;
    if (values && !Object.keys(values).some((k) => searchedNames.has(k))) return;
    await writeEntry(trx, services.kind, contract.path, row.id, entryWords(searched, row));
  }

  /** Files and children of a record, in its transaction. */
  async function writeAttached(
    trx: AnyDb,
    row: Row,
    body: Record<string, unknown>,
    saved: SavedFile[],
    ctx: RequestContext & { change: 'create' | 'update' },
  ) {
    const owner = { resource: contract.path, recordId: row.id, createdBy: ctx.auth.user.id };
    await writeFiles(trx, owner, saved, removedFiles(body));
    await r.afterWrite?.(trx, row, body, ctx);
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

  // Over an import's transaction, the write is part of it (db/in-transaction.ts).
  const write = <T>(fn: (trx: AnyDb) => Promise<T>) =>
    inTransaction(db, fn).catch((err: unknown) => {
      if (isUniqueViolation(err)) {
        // The database's refusal stays its `cause`: an import starts again after one (on
        // PostgreSQL it ended the transaction), not after a check's.
        const field = takenField(err);
        const refusal = field
          ? new FieldConflictError(
              fieldIssue(field, 'valueTaken'),
              `Another record already has this ${field}`,
            )
          : conflict('A record with these values already exists');
        throw Object.assign(refusal, { cause: err });
      }
      throw err;
    });

  return {
    async create(
      given: Record<string, unknown>,
      ctx: RequestContext,
      saved: SavedFile[] = [],
      o: WriteOptions = {},
    ) {
      const body = r.prepare ? r.prepare(given) : given;
      const values = { ...columnsOf(body, ctx), ...r.fixed };
      checkDates(values);
      await r.validate?.(services, values, { ...ctx, body });
      await checkReferences(values);
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
          source: o.source,
          after: audited(inserted),
        });
        await writeAttached(trx, inserted, body, saved, { ...ctx, change: 'create' });
        await index(trx, inserted);
        return inserted;
      });
      return o.bare ? row : (await present([row], ctx, writeIncludes))[0];
    },

    async update(
      id: number,
      given: Record<string, unknown>,
      ctx: RequestContext,
      saved: SavedFile[] = [],
      o: WriteOptions = {},
    ) {
      const existing = await mustFindWritable(id, ctx);
      const body = r.prepare ? r.prepare(given, existing) : given;
      const values = columnsOf(body, ctx);
      const refusal = await r.protect?.(existing, 'update', values, services);
      if (refusal) throw new HttpError(409, 'conflict', refusal);
      checkDates(values, existing);
      await r.validate?.(services, values, { ...ctx, existing, body });
      await checkReferences(values, existing);
      const row = await write(async (trx) => {
        const updated = (await trx
          .updateTable(table)
          .set({ ...values, updatedAt: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()) as Row;
        const files = await fileChange(trx, contract.path, id, saved, removedFiles(body));
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
            source: o.source,
            before,
            after,
          });
        }
        await writeAttached(trx, updated, body, saved, { ...ctx, change: 'update' });
        await index(trx, updated, values);
        return updated;
      });
      return o.bare ? row : (await present([row], ctx, writeIncludes))[0];
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
        if (searched) await removeEntry(trx, services.kind, contract.path, id);
      });
      return (await present([existing], ctx, []))[0];
    },
  };
}

// An import of one file into one record type: every row read as a form's body, checked and
// written by the type's own store (the same rules as its forms), all in one transaction that
// commits only when every row was taken and this is no dry run. docs/importing.md.
import {
  fieldErrorText,
  IMPORT_LIMITS,
  schemaIssueCode,
  type Calendar,
  type FieldErrorCode,
  type FieldErrorParams,
  type ImportDone,
  type ImportProblem,
  type ImportResult,
  type Resource,
} from '@caffee/contract';
import {
  FieldConflictError,
  FieldValidationError,
  forbidden,
  HttpError,
} from '../../http/errors.js';
import { recordAudit } from '../../audit/audit-log.js';
import type { Services } from '../../services.js';
import { fieldErrorWords } from '../export-words.js';
import type { AnyDb, RequestContext, Row, ServerResource } from '../server-resource.js';
import {
  describeColumns,
  describeTarget,
  importableFields,
  importTargets,
  matchColumns,
  type Placed,
} from './columns.js';
import { changedOnly, withoutEmpty } from './row-changes.js';
import { lookUpNames, readValue } from './row-values.js';
import type { ImportInto } from './into.js';
import { cellText, type Sheet } from './sheet.js';
import { wholeNumber } from './values.js';

export interface ImportOptions {
  file: string;
  dryRun: boolean;
  calendar: Calendar;
  /** The screen's matching of the columns, one entry per header cell. */
  columns?: (string | null)[];
  /** Told of each row as it is reached (`GET {type}/import/progress/{id}`). */
  onRow?: (done: number, total: number) => void;
}

/** A row ready to write: its number in the file, the record it updates, its body. */
interface Pending {
  rowNumber: number;
  existing: Row | undefined;
  values: Record<string, unknown>;
}

/** Rows the database may refuse before checking stops (each starts the import again). */
const MAX_RESTARTS = 20;
/** Past this many problems a file is wrong as a whole: checking stops, and says so. */
const MAX_PROBLEMS = 500;

/**
 * Thrown out of the transaction to undo it: a dry run or a file with problems (`done`), or a
 * row the database refused (`again`: the import starts over without it).
 */
class Undo extends Error {
  constructor(readonly outcome: 'done' | 'again') {
    super(`import undone: ${outcome}`);
  }
}

const INT_MAX = 2_147_483_647;

/**
 * Runs an import; answers what it did (or would do), or, with problems, what they are, with
 * nothing written. Every refusal a form would meet is a problem of its row.
 */
export async function runImport(
  services: Services,
  into: ImportInto,
  served: (path: Resource) => ServerResource,
  ctx: RequestContext,
  sheet: Sheet,
  options: ImportOptions,
): Promise<ImportResult> {
  const { contract } = into;
  const { locale } = ctx;
  const problems: ImportProblem[] = [];
  /** Rows before this one were checked by an earlier attempt: their problems are known. */
  let checkedBefore = 0;
  let current = 0;
  const problem = (
    row: number,
    column: string | null,
    field: string | null,
    code: FieldErrorCode,
    params?: FieldErrorParams,
  ) =>
    current >= checkedBefore &&
    problems.push({
      row,
      column,
      field,
      code,
      message: fieldErrorWords(locale, code, params) ?? fieldErrorText(code, params),
    });

  // What a new record must be given, as its create schema says (a zone's region...).
  const shape = contract.create.shape as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean } }
  >;
  const required = new Set(
    Object.keys(shape).filter((name) => !shape[name]?.safeParse(undefined).success),
  );
  const targets = importTargets(contract).map((t) =>
    describeTarget(t, locale, required.has(t.field.name)),
  );
  const matched = sheet.header.length
    ? matchColumns(contract, sheet.header, locale, options.columns)
    : [];
  const result: ImportResult = {
    file: options.file,
    dryRun: options.dryRun,
    rows: sheet.rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    columns: describeColumns(matched),
    targets,
    preview: sheet.rows.slice(0, IMPORT_LIMITS.preview).map((row) => row.map(cellText)),
    problems,
  };
  const headerRow = sheet.headerRow;
  if (sheet.header.length === 0) problem(1, null, null, 'importNoHeader');
  else if (sheet.rows.length > IMPORT_LIMITS.rows) {
    problem(headerRow, null, null, 'importTooManyRows', { max: IMPORT_LIMITS.rows });
  } else if (sheet.rows.length === 0 && !options.dryRun)
    problem(headerRow, null, null, 'importNoRows');

  // Each column's field, once: a plain column of a multilingual field is the reader's language.
  const placed: Placed[] = [];
  const given = new Map<string, string>();
  matched.forEach((column, index) => {
    if (column.unknown) problem(headerRow, column.header, null, 'importUnknownColumn');
    if (!column.target) return;
    const key = `${column.target.field.name}[${column.target.locale ?? locale}]`;
    const before = given.get(key);
    if (before !== undefined) {
      problem(headerRow, column.header, column.target.field.name, 'importColumnTwice', {
        column: before,
      });
      return;
    }
    given.set(key, column.header);
    placed.push({ index, column: column as Placed['column'] });
  });
  // Without a header or with too many rows nothing more is read; an unknown column or a field
  // given twice still lets every row be checked (the column is left out), so all is said at once.
  if (problems.some((p) => p.code === 'importNoHeader' || p.code === 'importTooManyRows')) {
    return result;
  }

  const idColumn = placed.find((p) => p.column.target.field.name === 'id');
  if (idColumn && sheet.rows.some((row) => row[idColumn.index] !== null)) {
    if (!ctx.auth.permissions.has(`${contract.path}:update`)) {
      throw forbidden(`Rows with an id update records: that needs ${contract.path}:update`);
    }
  }
  for (const { index, column } of placed) {
    const needs = into.fieldAccess?.[column.target.field.name];
    const writes = (row: Sheet['rows'][number]) =>
      row[index] !== null || (idColumn !== undefined && row[idColumn.index] !== null);
    if (needs && !ctx.auth.permissions.has(needs) && sheet.rows.some(writes)) {
      throw forbidden(`The column ${column.header} needs ${needs}`);
    }
  }
  const headerOf = (field: string) =>
    placed.find((p) => p.column.target.field.name === field)?.column.header ?? null;

  // Rows that the database itself refused (a unique value no check of the type's caught):
  // on PostgreSQL that ends the transaction, so the import starts again without them, and
  // keeps the problems it found. Savepoints would avoid the restart but make PostgreSQL slow
  // down with each one (12,000 rows took 7.6 s with a savepoint a 500 instead of 4.4 s).
  const refusedByDatabase = new Set<number>();
  for (let attempt = 0; ; attempt++) {
    result.created = 0;
    result.updated = 0;
    result.unchanged = 0;
    const outcome = await services.db
      .transaction()
      .execute(async (trx) => {
        const inTrx = { ...services, db: trx } as Services;
        const writer = into.writer(inTrx, ctx);
        const names = await lookUpNames(trx as AnyDb, inTrx, served, ctx, sheet, placed);
        const seenIds = new Map<number, number>();

        /** A row read as the body a form would send; none where it has problems or no change. */
        const prepare = async (i: number): Promise<Pending | undefined> => {
          const cells = sheet.rows[i] ?? [];
          const rowNumber = sheet.rowNumbers[i] ?? i + 2;
          const before = problems.length;
          const body: Record<string, unknown> = {};
          // The id first, wherever its column is: an update may empty a field, a create not.
          let id: number | undefined;
          const idCell = idColumn ? (cells[idColumn.index] ?? null) : null;
          if (idColumn && idCell !== null) {
            id = wholeNumber(idCell);
            const header = idColumn.column.header;
            if (id === undefined || id <= 0 || id > INT_MAX) {
              problem(rowNumber, header, 'id', 'importNotANumber');
            } else if (seenIds.has(id)) {
              problem(rowNumber, header, 'id', 'importSameId', { row: seenIds.get(id) ?? 0 });
            } else seenIds.set(id, rowNumber);
          }
          for (const { index, column } of placed) {
            const { field, locale: language } = column.target;
            if (field.name === 'id') continue;
            const cell = cells[index] ?? null;
            const read = readValue(cell, field, options.calendar, locale, names);
            if ('problem' in read) {
              problem(rowNumber, column.header, field.name, read.problem, read.params);
              continue;
            }
            if (typeof read.value === 'number' && Math.abs(read.value) > INT_MAX) {
              problem(rowNumber, column.header, field.name, 'importNotANumber');
              continue;
            }
            if (field.translatable) {
              // Each language column adds to the field's object; a plain one is the reader's.
              const texts = (body[field.name] ?? {}) as Record<string, string>;
              texts[language ?? locale] = (read.value as string | null) ?? '';
              body[field.name] = texts;
            } else if (read.value !== null || id !== undefined) {
              body[field.name] = read.value;
            }
          }
          if (problems.length > before) return undefined;

          const existing = id === undefined ? undefined : await writer.find(id);
          if (id !== undefined && !existing) {
            problem(rowNumber, headerOf('id'), 'id', 'noSuchRecord');
            return undefined;
          }
          const changes = existing
            ? changedOnly(body, existing, locale)
            : withoutEmpty(body, importableFields(contract));
          if (existing && Object.keys(changes).length === 0) {
            result.unchanged += 1;
            return undefined;
          }
          // A new record without a field it must have: said as the form says it (a schema
          // names a missing multilingual text only as invalid).
          const missing = existing ? [] : [...required].filter((name) => !(name in changes));
          for (const name of missing) problem(rowNumber, headerOf(name), name, 'required');
          if (missing.length > 0) return undefined;
          const schema = existing ? contract.update : contract.create;
          const parsed = schema.safeParse(changes);
          if (!parsed.success) {
            for (const issue of parsed.error.issues) {
              const field = String(issue.path[0] ?? '');
              const { code, params } = schemaIssueCode(issue as never);
              problem(rowNumber, headerOf(field), field || null, code, params);
            }
            return undefined;
          }
          return { rowNumber, existing, values: parsed.data as Record<string, unknown> };
        };

        const how = { source: options.file, bare: true };
        /** Writes a row through the type's store: its own checks, history, children. */
        const write = async ({ existing, values }: Pending) => {
          if (existing) {
            await writer.update(existing.id, values, how);
            return 'updated' as const;
          }
          return (await writer.create(values, how)) === 'unchanged' ? 'unchanged' : 'created';
        };

        /** A refused write as problems of its row: the fields named, else the reason. */
        const refused = (rowNumber: number, err: HttpError) => {
          const issues =
            err instanceof FieldValidationError
              ? err.issues
              : err instanceof FieldConflictError
                ? [err.issue]
                : [];
          for (const issue of issues) {
            problem(rowNumber, headerOf(issue.field), issue.field, issue.code, issue.params);
          }
          // A record the reader may read but not change (another institute's): as not there.
          if (err.statusCode === 404) problem(rowNumber, headerOf('id'), 'id', 'noSuchRecord');
          if (issues.length === 0 && err.statusCode !== 404 && current >= checkedBefore) {
            problems.push({
              row: rowNumber,
              column: null,
              field: null,
              code: err.code,
              message: err.message,
            });
          }
        };

        for (current = 0; current < sheet.rows.length; current++) {
          options.onRow?.(current, sheet.rows.length);
          // SQLite's driver answers at once, so a long import would keep the event loop to
          // itself: every few hundred rows, requests that wait for no query are served.
          if (current % 250 === 249) await new Promise((resolve) => setImmediate(resolve));
          if (refusedByDatabase.has(current)) continue;
          if (problems.length >= MAX_PROBLEMS) {
            problem(sheet.rowNumbers[current] ?? current + 2, null, null, 'importStopped', {
              max: MAX_PROBLEMS,
            });
            break;
          }
          const row = await prepare(current);
          if (!row) continue;
          try {
            result[await write(row)] += 1;
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
            refused(row.rowNumber, err);
            // A refusal the type's checks made wrote nothing, and any problem undoes the whole
            // import: checking goes on. The database's (its `cause`, store/writes.ts) ended
            // the transaction on PostgreSQL.
            if (err.cause !== undefined) {
              refusedByDatabase.add(current);
              throw new Undo('again');
            }
          }
        }
        if (problems.length === 0) await writer.finish?.(how);
        if (options.dryRun || problems.length > 0) throw new Undo('done');
        // On the importer's account, with the records: it tells them once it commits
        // (the `import-done` notification).
        const imported: ImportDone = {
          file: options.file,
          into: contract.path,
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
        };
        await recordAudit(trx, {
          resource: 'users',
          recordId: ctx.auth.user.id,
          action: 'import',
          actorId: ctx.auth.user.id,
          requestId: ctx.requestId,
          before: {},
          after: { ...imported },
          source: options.file,
        });
        return 'done' as const;
      })
      .catch((err: unknown) => {
        if (err instanceof Undo) return err.outcome;
        throw err;
      });
    if (outcome === 'done') break;
    if (attempt >= MAX_RESTARTS) {
      problem(sheet.rowNumbers[current] ?? current + 2, null, null, 'importStopped', {
        max: problems.length,
      });
      break;
    }
    checkedBefore = current + 1;
  }
  return result;
}

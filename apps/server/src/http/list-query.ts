import type { FilterValue, ListQuery, SortDirection } from '@caffee/contract';
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DialectKind } from '../db/connect.js';
import { badRequest } from './errors.js';

export type FieldKind = 'string' | 'number' | 'date' | 'enum';

/** How one API field of a list maps to SQL: its column and the kind of its values. */
export interface FieldSpec {
  /** The column sorted by (and filtered, unless `columns` is given). */
  column: string;
  /** Columns a filter matches in any of (the languages of a multilingual field). */
  columns?: readonly string[];
  kind: FieldKind;
  /** Allowed values of an enum field (after `alias`). */
  values?: readonly string[];
  /** Rewrites a client's value before checking it (e.g. the seed's `mc` → `member`). */
  alias?: (value: string) => string;
}

export interface ListFields {
  fields: Record<string, FieldSpec>;
  /** Text columns the `search` parameter looks in. */
  search?: readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Turns one client value into the value SQL compares against, or refuses it with a 400. */
function coerce(name: string, spec: FieldSpec, raw: string): string | number {
  const value = spec.alias ? spec.alias(raw) : raw;
  switch (spec.kind) {
    case 'number': {
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n)) {
        throw badRequest(`Filter ${name} expects a number`);
      }
      return n;
    }
    case 'date': {
      if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
        throw badRequest(`Filter ${name} expects a date (YYYY-MM-DD or ISO 8601)`);
      }
      return value.length === 10 ? value : new Date(value).toISOString();
    }
    case 'enum':
      if (!spec.values?.includes(value)) {
        throw badRequest(`Filter ${name} expects one of: ${spec.values?.join(', ')}`);
      }
      return value;
    default:
      return value;
  }
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function likeExpr(eb: Eb, column: string, text: string, kind: DialectKind): Expression<SqlBool> {
  const op = kind === 'postgres' ? sql`ilike` : sql`like`;
  return sql<SqlBool>`${eb.ref(column)} ${op} ${likePattern(text)} escape '\\'`;
}

function filterExpr(
  eb: Eb,
  name: string,
  spec: FieldSpec,
  value: FilterValue,
  kind: DialectKind,
): Expression<SqlBool> {
  if (spec.columns) {
    return eb.or(spec.columns.map((column) => columnFilter(eb, name, spec, column, value, kind)));
  }
  return columnFilter(eb, name, spec, spec.column, value, kind);
}

function columnFilter(
  eb: Eb,
  name: string,
  spec: FieldSpec,
  column: string,
  value: FilterValue,
  kind: DialectKind,
): Expression<SqlBool> {
  const col = eb.ref(column);
  const many = (vs: string[]) => {
    if (vs.length === 0) throw badRequest(`Filter ${name} needs at least one value`);
    return vs.map((v) => coerce(name, spec, v));
  };
  if (typeof value === 'string') return eb(col, '=', coerce(name, spec, value));
  if (Array.isArray(value)) return eb(col, 'in', many(value));
  const parts: Expression<SqlBool>[] = [];
  const { eq, ne, gt, gte, lt, lte, like } = value;
  if (eq !== undefined) parts.push(eb(col, '=', coerce(name, spec, eq)));
  if (ne !== undefined) parts.push(eb(col, '<>', coerce(name, spec, ne)));
  if (gt !== undefined) parts.push(eb(col, '>', coerce(name, spec, gt)));
  if (gte !== undefined) parts.push(eb(col, '>=', coerce(name, spec, gte)));
  if (lt !== undefined) parts.push(eb(col, '<', coerce(name, spec, lt)));
  if (lte !== undefined) parts.push(eb(col, '<=', coerce(name, spec, lte)));
  if (value.in !== undefined) {
    parts.push(eb(col, 'in', many(Array.isArray(value.in) ? value.in : value.in.split(','))));
  }
  if (like !== undefined) parts.push(likeExpr(eb, column, like, kind));
  if (value.null !== undefined) parts.push(eb(col, value.null === 'true' ? 'is' : 'is not', null));
  if (parts.length === 0) throw badRequest(`Filter ${name} has no operator`);
  return eb.and(parts);
}

/** Adds the query's filters and search to a select; both the page and its count use it. */
export function applyFilters<Q extends AnyQuery>(
  qb: Q,
  query: Pick<ListQuery, 'filter' | 'search'>,
  list: ListFields,
  kind: DialectKind,
): Q {
  let out = qb;
  for (const [name, value] of Object.entries(query.filter)) {
    const spec = list.fields[name];
    if (!spec) throw badRequest(`Unknown filter field: ${name}`);
    if (value === undefined) continue;
    out = out.where((eb: Eb) => filterExpr(eb, name, spec, value, kind)) as Q;
  }
  const search = query.search;
  if (search && list.search?.length) {
    const columns = list.search;
    out = out.where((eb: Eb) => eb.or(columns.map((c) => likeExpr(eb, c, search, kind)))) as Q;
  }
  return out;
}

/** Orders by the requested fields, then by id so every page boundary is stable. */
export function applySorting<Q extends AnyQuery>(
  qb: Q,
  sorting: Partial<Record<string, SortDirection>>,
  list: ListFields,
  idColumn: string,
): Q {
  let out = qb;
  let hasId = false;
  for (const [name, direction] of Object.entries(sorting)) {
    const spec = list.fields[name];
    if (!spec || !direction) throw badRequest(`Unknown sorting field: ${name}`);
    if (spec.column === idColumn) hasId = true;
    out = out.orderBy(sql.ref(spec.column), direction) as Q;
  }
  if (!hasId) out = out.orderBy(sql.ref(idColumn), 'desc') as Q;
  return out;
}

/**
 * Runs a list: counts the filtered rows and fetches the requested page.
 * `base` carries joins and scoping; `select` adds the columns of a page row.
 */
export async function runList<Row>(
  base: AnyQuery,
  select: (qb: AnyQuery) => AnyQuery,
  query: ListQuery,
  list: ListFields,
  options: { kind: DialectKind; idColumn: string },
): Promise<{ rows: Row[]; page: number; pageSize: number; total: number }> {
  const filtered = applyFilters(base, query, list, options.kind);
  const { page, pageSize } = query.pagination;
  const [countRow, rows] = await Promise.all([
    filtered.select((eb: Eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst() as Promise<
      { total: number | string } | undefined
    >,
    applySorting(select(filtered), query.sorting, list, options.idColumn)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute() as Promise<Row[]>,
  ]);
  return { rows, page, pageSize, total: Number(countRow?.total ?? 0) };
}

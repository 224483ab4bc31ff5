import {
  filterProblem,
  filterValueOf,
  type FilterField,
  type FilterKind,
  type FilterValue,
  type ListQuery,
  type SortDirection,
} from '@caffee/contract';
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DialectKind } from '../db/connect.js';
import { badRequest } from './errors.js';
import {
  decodeCursor,
  encodeCursor,
  reversed,
  seekAfter,
  selectKeys,
  takeKeys,
  type KeyColumn,
} from './list-cursor.js';

export type FieldKind = FilterKind;

/** How one API field of a list maps to SQL: its column, and its kind (which values it takes). */
export interface FieldSpec extends FilterField {
  /** The column sorted by (and filtered, unless `columns` is given). */
  column: string;
  /** Columns a filter matches in any of (the languages of a multilingual field). */
  columns?: readonly string[];
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

/** One client value as SQL compares it; filterExpr has checked it (filterProblem). */
const coerce = (spec: FieldSpec, raw: string) => filterValueOf(spec, raw) as string | number;

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
  // The same check as the contract's list query, for lists declared without their kinds:
  // a value the column cannot hold is a 400 here, not a failed statement on PostgreSQL.
  const problem = filterProblem(name, spec, value);
  if (problem) throw badRequest(problem);
  if (spec.columns) {
    return eb.or(spec.columns.map((column) => columnFilter(eb, spec, column, value, kind)));
  }
  return columnFilter(eb, spec, spec.column, value, kind);
}

function columnFilter(
  eb: Eb,
  spec: FieldSpec,
  column: string,
  value: FilterValue,
  kind: DialectKind,
): Expression<SqlBool> {
  const col = eb.ref(column);
  const many = (vs: string[]) => vs.map((v) => coerce(spec, v));
  if (typeof value === 'string') return eb(col, '=', coerce(spec, value));
  if (Array.isArray(value)) return eb(col, 'in', many(value));
  const parts: Expression<SqlBool>[] = [];
  const { eq, ne, gt, gte, lt, lte, like } = value;
  if (eq !== undefined) parts.push(eb(col, '=', coerce(spec, eq)));
  if (ne !== undefined) parts.push(eb(col, '<>', coerce(spec, ne)));
  if (gt !== undefined) parts.push(eb(col, '>', coerce(spec, gt)));
  if (gte !== undefined) parts.push(eb(col, '>=', coerce(spec, gte)));
  if (lt !== undefined) parts.push(eb(col, '<', coerce(spec, lt)));
  if (lte !== undefined) parts.push(eb(col, '<=', coerce(spec, lte)));
  if (value.in !== undefined) {
    parts.push(eb(col, 'in', many(Array.isArray(value.in) ? value.in : value.in.split(','))));
  }
  if (like !== undefined) parts.push(likeExpr(eb, column, like, kind));
  if (value.null !== undefined) parts.push(eb(col, value.null === 'true' ? 'is' : 'is not', null));
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

/** The columns of a list's order, as applySorting orders: the sort fields up to id, then id. */
export function orderKeys(
  sorting: Partial<Record<string, SortDirection>>,
  list: ListFields,
  idColumn: string,
): KeyColumn[] {
  const keys: KeyColumn[] = [];
  for (const [name, direction] of Object.entries(sorting)) {
    const spec = list.fields[name];
    if (!spec || !direction) throw badRequest(`Unknown sorting field: ${name}`);
    keys.push({ column: spec.column, kind: spec.kind, direction });
    if (spec.column === idColumn) return keys;
  }
  keys.push({ column: idColumn, kind: 'number', direction: 'desc' });
  return keys;
}

/** Counts the filtered rows of a list (COUNT(*) unless the caller has a cache). */
export type ListCounter = (filtered: AnyQuery) => Promise<number>;

export const countRows: ListCounter = async (filtered) => {
  const row = (await filtered
    .select((eb: Eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst()) as { total: number | string } | undefined;
  return Number(row?.total ?? 0);
};

export interface ListPage<Row> {
  rows: Row[];
  page: number;
  pageSize: number;
  total: number;
  /** Cursor of the page after this one (`pagination[after]`), if there is one. */
  next?: string;
  /** Cursor of the page before this one (`pagination[before]`), if there is one. */
  prev?: string;
}

/**
 * Runs a list: counts the filtered rows and fetches the requested page, by page number
 * (LIMIT/OFFSET, as the seed's clients ask) or after/before a cursor (a keyset seek, no
 * OFFSET). Either way the answer carries the cursors of its neighbours.
 * `base` carries joins and scoping; `select` adds the columns of a page row.
 */
export async function runList<Row>(
  base: AnyQuery,
  select: (qb: AnyQuery) => AnyQuery,
  query: ListQuery,
  list: ListFields,
  options: { kind: DialectKind; idColumn: string; count?: ListCounter },
): Promise<ListPage<Row>> {
  const filtered = applyFilters(base, query, list, options.kind);
  const { pageSize, after, before } = query.pagination;
  if (after && before) throw badRequest('Send pagination[after] or pagination[before], not both');
  const keys = orderKeys(query.sorting, list, options.idColumn);
  const given = after ?? before;
  const cursor = given ? decodeCursor(keys, given, after ? 'next' : 'prev') : undefined;
  const backwards = cursor?.way === 'prev';
  const order = backwards ? reversed(keys) : keys;

  const ordered = (qb: AnyQuery) =>
    order.reduce((out, key) => out.orderBy(sql.ref(key.column), key.direction), qb);
  const offset = cursor ? 0 : (query.pagination.page - 1) * pageSize;
  let pageQuery: AnyQuery;
  if (offset > 0) {
    // A page by number skips `offset` rows. Skipping them whole reads each one (texts in three
    // languages) only to drop it, a cost that grows with the page number; skipping their ids
    // walks the list's index alone (db/record-table.ts), then the page's rows are read by id.
    const ids = ordered(filtered.select(sql.ref(options.idColumn).as('id')))
      .limit(pageSize + 1)
      .offset(offset);
    pageQuery = select(base).where(sql.ref(options.idColumn), 'in', ids);
  } else {
    pageQuery = select(filtered);
    if (cursor) {
      pageQuery = pageQuery.where((eb: Eb) => seekAfter(eb, order, cursor.values, options.kind));
    }
    // One row more than the page tells whether another page follows, without counting.
    pageQuery = pageQuery.limit(pageSize + 1);
  }
  pageQuery = ordered(selectKeys(pageQuery, keys, options.kind));

  const [total, fetched] = await Promise.all([
    (options.count ?? countRows)(filtered),
    pageQuery.execute() as Promise<Record<string, unknown>[]>,
  ]);
  const more = fetched.length > pageSize;
  const pageRows = fetched.slice(0, pageSize);
  if (backwards) pageRows.reverse();
  const values = pageRows.map((row) => takeKeys(row, keys));
  // Going back, a page with nothing before it is the first, whatever the cursor said.
  const page = cursor ? (backwards && !more ? 1 : cursor.page) : query.pagination.page;
  const first = values[0];
  const last = values.at(-1);
  const hasNext = backwards ? pageRows.length > 0 : more;
  const hasPrev = backwards ? more : page > 1;
  return {
    rows: pageRows as Row[],
    page,
    pageSize,
    total,
    ...(hasNext && last
      ? { next: encodeCursor(keys, { way: 'next', values: last, page: page + 1 }) }
      : {}),
    ...(hasPrev && first
      ? {
          prev: encodeCursor(keys, { way: 'prev', values: first, page: Math.max(1, page - 1) }),
        }
      : {}),
  };
}

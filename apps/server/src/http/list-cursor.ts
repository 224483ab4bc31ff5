import { instantOf, INT_MAX, INT_MIN, type FilterKind, type SortDirection } from '@caffee/contract';
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DialectKind } from '../db/connect.js';
import { badRequest } from './errors.js';

/**
 * Keyset pagination. A cursor names a row by the values of the list's order (the sort
 * fields, then id) and says which way to go from it; the engine seeks with a WHERE on those
 * columns, so page 10,000 costs what page 1 does, where OFFSET would walk 80,000 rows.
 *
 * The cursor is validated, not signed: it is base64url JSON whose every part is checked
 * (its order must be the request's order, each value must be one its column can hold, the
 * id must be a positive integer) and every value reaches SQL as a bound parameter. A
 * hand-made cursor that passes is only a position in the caller's own list: the scope and
 * filters still apply, so it shows nothing the caller could not page to. Anything else is
 * a 400, never a 500.
 */

/** One column of a list's order: the sort fields, then id. */
export interface KeyColumn {
  column: string;
  kind: FilterKind;
  direction: SortDirection;
}

export type KeyValue = string | number | null;

export interface Cursor {
  /** `next` seeks after the row, `prev` before it. */
  way: 'next' | 'prev';
  values: KeyValue[];
  /** The page number the cursor leads to, shown in the answer's `pagination.page`. */
  page: number;
}

interface Encoded {
  w: 'n' | 'p';
  o: string;
  k: KeyValue[];
  p: number;
}

/** The order a cursor belongs to, e.g. `title_en:asc,id:desc`. */
const orderOf = (keys: readonly KeyColumn[]) =>
  keys.map((k) => `${k.column}:${k.direction}`).join(',');

export function encodeCursor(keys: readonly KeyColumn[], cursor: Cursor): string {
  const body: Encoded = {
    w: cursor.way === 'next' ? 'n' : 'p',
    o: orderOf(keys),
    k: cursor.values,
    p: cursor.page,
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MAX_PAGE = 1_000_000_000;

/**
 * Whether a column of this kind can hold the value: what PostgreSQL would refuse (an integer
 * past 32 bits, 30 February, year 0, a NUL character) fails the statement there, not here.
 * Dates are any real day from year 1 on, not only the product's: the values are the rows'.
 */
function validValue(kind: FilterKind, value: unknown): value is KeyValue {
  if (value === null) return true;
  switch (kind) {
    case 'number':
    case 'boolean':
      return (
        Number.isInteger(value) && (value as number) >= INT_MIN && (value as number) <= INT_MAX
      );
    case 'date': {
      const day = typeof value === 'string' ? instantOf(value)?.day : undefined;
      return day !== undefined && day >= '0001-01-01';
    }
    default:
      return typeof value === 'string' && value.length <= 10_000 && !value.includes('\0');
  }
}

/** Reads a cursor the client sent back; a forged or foreign one is a 400. */
export function decodeCursor(
  keys: readonly KeyColumn[],
  text: string,
  way: 'next' | 'prev',
): Cursor {
  const refuse = () => badRequest('Invalid pagination cursor');
  if (!BASE64URL.test(text)) throw refuse();
  let body: Partial<Encoded>;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Encoded>;
  } catch {
    throw refuse();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse();
  if (body.w !== (way === 'next' ? 'n' : 'p')) throw refuse();
  // A cursor of another order (another sorting, language or list) names no row of this one.
  if (body.o !== orderOf(keys)) throw refuse();
  const { k, p } = body;
  if (!Array.isArray(k) || k.length !== keys.length) throw refuse();
  if (!keys.every((key, i) => validValue(key.kind, k[i]))) throw refuse();
  const id = k.at(-1);
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > INT_MAX) throw refuse();
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 1 || p > MAX_PAGE) throw refuse();
  return { way, values: k as KeyValue[], page: p };
}

/**
 * Where NULLs sit in an order: PostgreSQL sorts them as the largest value (last ascending,
 * first descending), SQLite as the smallest. The seek follows what ORDER BY does, so cursor
 * pages and page-number pages list the same rows in the same order on either database.
 */
const nullsAfter = (direction: SortDirection, kind: DialectKind) =>
  (kind === 'postgres') === (direction === 'asc');

/** The same order read backwards (for `prev`): each direction flipped, NULLs follow. */
export const reversed = (keys: readonly KeyColumn[]): KeyColumn[] =>
  keys.map((k) => ({ ...k, direction: k.direction === 'asc' ? 'desc' : 'asc' }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;
const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

/**
 * The rows strictly after `values` in the order `keys` (whose last column is the unique id).
 *
 * When every column goes the same way and no cursor value is NULL this is one row-value
 * comparison, `(a, b, id) < (?, ?, ?)`, which both databases answer by seeking the index on
 * those columns; rows with a NULL that the order puts after the cursor are added by an OR.
 * Otherwise (mixed directions, a NULL at the cursor) it is the expanded form
 * `a > ? OR (a = ? AND (b > ? OR (b = ? AND id > ?)))`, with the first column's bound
 * (`a >= ?`) repeated outside the OR so the index on it still narrows the scan.
 */
export function seekAfter(
  eb: Eb,
  keys: readonly KeyColumn[],
  values: readonly KeyValue[],
  kind: DialectKind,
): Expression<SqlBool> {
  const ref = (i: number) => eb.ref((keys[i] as KeyColumn).column);
  const sameWay = keys.every((k) => k.direction === keys[0]?.direction);
  if (sameWay && values.every((v) => v !== null)) {
    const direction = (keys[0] as KeyColumn).direction;
    const op = direction === 'asc' ? sql`>` : sql`<`;
    const row = sql<SqlBool>`(${sql.join(keys.map((_, i) => ref(i)))}) ${op} (${sql.join(
      values.map((v) => sql.val(v)),
    )})`;
    if (!nullsAfter(direction, kind)) return row;
    // NULLs come after every value: a row whose first differing column is NULL follows.
    const nullTails = keys
      .slice(0, -1)
      .map((_, j) =>
        eb.and([
          ...keys.slice(0, j).map((_k, i) => eb(ref(i), '=', values[i] as string | number)),
          eb(ref(j), 'is', null),
        ]),
      );
    return eb.or([row, ...nullTails]);
  }

  const after = (i: number, value: KeyValue, direction: SortDirection): Expression<SqlBool> => {
    const n = nullsAfter(direction, kind);
    if (value === null) return n ? FALSE : eb(ref(i), 'is not', null);
    const strict = eb(ref(i), direction === 'asc' ? '>' : '<', value);
    return n ? eb.or([strict, eb(ref(i), 'is', null)]) : strict;
  };
  const equal = (i: number, value: KeyValue) =>
    value === null ? eb(ref(i), 'is', null) : eb(ref(i), '=', value);
  const chain = (i: number): Expression<SqlBool> => {
    const key = keys[i] as KeyColumn;
    const value = values[i] as KeyValue;
    if (i === keys.length - 1) return after(i, value, key.direction);
    return eb.or([after(i, value, key.direction), eb.and([equal(i, value), chain(i + 1)])]);
  };
  const first = keys[0] as KeyColumn;
  const firstValue = values[0] as KeyValue;
  const n = nullsAfter(first.direction, kind);
  let bound: Expression<SqlBool> = TRUE;
  if (firstValue === null) {
    if (n) bound = eb(ref(0), 'is', null);
  } else {
    const atOrAfter = eb(ref(0), first.direction === 'asc' ? '>=' : '<=', firstValue);
    bound = n ? eb.or([atOrAfter, eb(ref(0), 'is', null)]) : atOrAfter;
  }
  return eb.and([bound, chain(0)]);
}

/**
 * A key column as the cursor carries it. PostgreSQL timestamps are read as text: the
 * driver's Date keeps milliseconds, the column microseconds, and a cursor that rounds
 * would skip or repeat rows.
 */
function keyValue(key: KeyColumn, kind: DialectKind) {
  return kind === 'postgres' && key.kind === 'date'
    ? sql<string>`cast(${sql.ref(key.column)} as text)`
    : sql<KeyValue>`${sql.ref(key.column)}`;
}

/** Adds the order's key values to each fetched row (as `ck0`, `ck1`...), for its cursor. */
export const selectKeys = <Q extends AnyQuery>(
  qb: Q,
  keys: readonly KeyColumn[],
  kind: DialectKind,
): Q => keys.reduce((out, key, i) => out.select(keyValue(key, kind).as(`ck${i}`)) as Q, qb);

/** Takes a row's key values (selectKeys) out of it: they are the cursor's, not the record's. */
export function takeKeys(row: Record<string, unknown>, keys: readonly KeyColumn[]): KeyValue[] {
  return keys.map((_, i) => {
    const value = row[`ck${i}`] as KeyValue;
    delete row[`ck${i}`];
    return value;
  });
}

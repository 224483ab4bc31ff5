// No zod here, as in list-spec.ts: these checks are plain functions that the list query's
// schema, the server's SQL builder and the web app can all run.
import type { FilterValue } from './filter-value-schema.js';
import type { FilterOperator } from './list-spec.js';

/** What a list field holds, and so which values and operators its filter takes. */
export type FilterKind = 'string' | 'number' | 'boolean' | 'date' | 'enum';

export interface FilterField {
  kind: FilterKind;
  /** Allowed values of an enum field (after `alias`). */
  values?: readonly string[];
  /** Rewrites a client's value before checking it (e.g. the seed's `mc` → `member`). */
  alias?: (value: string) => string;
}

/** Every integer column is a 32-bit `integer` on PostgreSQL: a larger value fails the query. */
export const INT_MIN = -(2 ** 31);
export const INT_MAX = 2 ** 31 - 1;
/** The days the product takes, in filters and in the records it stores (as written). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

/** Operators that mean something for each kind: `like` is for text, ranges not for enums. */
export const OPERATORS_OF_KIND: Readonly<Record<FilterKind, readonly FilterOperator[]>> = {
  string: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'like', 'null'],
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'null'],
  date: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'null'],
  enum: ['eq', 'ne', 'in', 'null'],
  boolean: ['eq', 'ne', 'null'],
};

// ISO 8601 as clients write it, and PostgreSQL's text of a timestamptz (`2026-01-31
// 09:00:00.123456+03`): a day, then optionally a time and a zone.
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

export interface Instant {
  /** The day as written, `YYYY-MM-DD`. */
  day: string;
  /** The day as written when no time was given, else the moment in UTC (ISO 8601). */
  value: string;
}

/**
 * Reads a date or date-time that names a real moment (no 30 February, no hour 25), or
 * answers undefined. JavaScript's Date rolls such values over and PostgreSQL refuses them.
 */
export function instantOf(text: string): Instant | undefined {
  const m = INSTANT.exec(text);
  if (!m) return undefined;
  const num = (i: number) => Number(m[i] ?? 0);
  const at = new Date(0);
  at.setUTCFullYear(num(1), num(2) - 1, num(3));
  if (at.getUTCMonth() !== num(2) - 1 || at.getUTCDate() !== num(3)) return undefined;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  if (m[4] === undefined) return { day, value: day };
  if (num(4) > 23 || num(5) > 59 || num(6) > 59 || num(10) > 14 || num(11) > 59) return undefined;
  const offset = (m[9] === '-' ? -1 : 1) * (num(10) * 60 + num(11));
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  at.setUTCHours(num(4), num(5) - offset, num(6), ms);
  return { day, value: at.toISOString() };
}

/** Whether a day (`YYYY-MM-DD`) is within the product's dates. */
export const withinDates = (day: string) => day >= DATE_MIN && day <= DATE_MAX;

const FIRST_MS = Date.parse(`${DATE_MIN}T00:00:00Z`);
const AFTER_LAST_MS = Date.parse(`${DATE_MAX}T00:00:00Z`) + 24 * 60 * 60 * 1000;

/**
 * Whether a date or date-time falls within the product's dates as the moment it names, in
 * UTC as it is stored: `1900-01-01T00:00:00+14:00` is 1899-12-31 at 10:00 UTC and out, as
 * `1899-12-31T10:00:00Z` is; a date alone is its own day. List filters and record bodies
 * both judge by this, so a value a body may not hold is never one a filter takes.
 */
export function instantWithinDates(text: string): boolean {
  const ms = Date.parse(text);
  return ms >= FIRST_MS && ms < AFTER_LAST_MS;
}

const INTEGER = /^-?\d{1,10}$/;

/** The value SQL compares against, or undefined when the field cannot hold `raw`. */
export function filterValueOf(field: FilterField, raw: string): string | number | undefined {
  const value = field.alias ? field.alias(raw) : raw;
  switch (field.kind) {
    case 'number': {
      const n = Number(value);
      return INTEGER.test(value) && n >= INT_MIN && n <= INT_MAX ? n : undefined;
    }
    case 'boolean':
      return value === 'true' || value === '1'
        ? 1
        : value === 'false' || value === '0'
          ? 0
          : undefined;
    case 'date': {
      const instant = instantOf(value);
      return instant && instantWithinDates(instant.value) ? instant.value : undefined;
    }
    case 'enum':
      return field.values?.includes(value) ? value : undefined;
    default:
      return value;
  }
}

/** What a field's filter takes, for messages and the API's documentation. */
export function filterExpects(field: FilterField): string {
  switch (field.kind) {
    case 'number':
      return `an integer from ${INT_MIN} to ${INT_MAX}`;
    case 'boolean':
      return 'true or false';
    case 'date':
      return `a date from ${DATE_MIN} to ${DATE_MAX} (YYYY-MM-DD or ISO 8601)`;
    case 'enum':
      return `one of: ${field.values?.join(', ')}`;
    default:
      return 'text';
  }
}

/** The values a filter names, by operator: a bare value is `eq`, a list is `in`. */
function operandsOf(value: FilterValue): [FilterOperator, string[]][] {
  if (typeof value === 'string') return [['eq', [value]]];
  if (Array.isArray(value)) return [['in', value]];
  return Object.entries(value).flatMap(([op, operand]): [FilterOperator, string[]][] => {
    if (operand === undefined) return [];
    if (op === 'null') return [['null', []]];
    if (op === 'in') return [['in', Array.isArray(operand) ? operand : operand.split(',')]];
    return [[op as FilterOperator, [operand as string]]];
  });
}

/**
 * Why a list refuses one field's filter (a sentence naming the field), or undefined: an
 * operator the kind does not take, a value the field cannot hold, an empty list.
 */
export function filterProblem(name: string, field: FilterField, value: FilterValue) {
  const operands = operandsOf(value);
  if (operands.length === 0) return `Filter ${name} has no operator`;
  for (const [op, values] of operands) {
    if (!OPERATORS_OF_KIND[field.kind].includes(op)) {
      return `Filter ${name} does not take the operator ${op} (it holds ${field.kind} values)`;
    }
    if (op === 'in' && values.length === 0) return `Filter ${name} needs at least one value`;
    if (values.some((v) => filterValueOf(field, v) === undefined)) {
      return `Filter ${name} expects ${filterExpects(field)}`;
    }
  }
  return undefined;
}

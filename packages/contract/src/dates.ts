import { z } from 'zod';
import { FIELD_ERRORS, fieldErrorCheck, type FieldIssue } from './field-errors.js';
import { DATE_MAX, DATE_MIN, instantOf, instantWithinDates } from './filter-values.js';

// Every date a record takes is within the product's dates, as its list filters are: a
// year 0000 or 9999 is a typing mistake, and PostgreSQL refuses some that SQLite stores.
// A date-time is judged by the moment it names (stored in UTC), not by the day as typed.
const inDates = (text: string) => instantWithinDates(text);
const outOfDates = fieldErrorCheck('dateRange', { min: DATE_MIN, max: DATE_MAX });
const toUtc = (v: string) => new Date(v).toISOString();

/** An instant: ISO 8601 with an offset, or a date (taken as 00:00 UTC); stored in UTC. */
export const InstantSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .refine(inDates, outOfDates)
  .transform(toUtc);

/** An instant with its offset (`2026-05-01T09:00:00+03:00`), stored in UTC. */
export const DateTimeSchema = z.iso
  .datetime({ offset: true, message: FIELD_ERRORS.dateTime })
  .refine(inDates, outOfDates)
  .transform(toUtc);

/** A calendar date, `YYYY-MM-DD`. */
export const CalendarDateSchema = z.iso.date().refine(inDates, outOfDates);

// ---- orderings between the date fields of one record ----------------------------------

/** How two date fields of a record compare. */
export interface DatePairOptions {
  /** The later field must be strictly after the earlier one (a meeting ends after it starts). */
  strict?: boolean;
  /**
   * Compare calendar days on a clock this many minutes from UTC, not instants: a date
   * (`YYYY-MM-DD`) is its own day, a date-time the day it falls on in that clock.
   */
  daysAtOffsetMinutes?: number;
}

/** `[earlier, later, options?]`: the later field is not before the earlier one. */
export type DatePair = readonly [earlier: string, later: string, options?: DatePairOptions];

/** One ordering as data, for generic code (the server's check of partial updates). */
export interface DateRule extends DatePairOptions {
  earlier: string;
  later: string;
}

/** A record type's orderings: the rules, and the checks that apply them. */
export interface DateOrder {
  rules: readonly DateRule[];
  /**
   * The refused later fields of some values (a body, or a stored row with a body on top).
   * A pair is checked only when both sides hold a date, and, given `written`, only when one
   * side is among the written fields (a stored row's old disorder does not block an edit).
   */
  issues: (values: object, written?: Iterable<string>) => FieldIssue[];
  /** The zod check of a create or update body; it runs even when other fields fail. */
  check: z.core.$ZodCheck<Record<string, unknown>>;
}

const MINUTE_MS = 60_000;

/** Where a value falls for a rule: a time in ms, a day `YYYY-MM-DD`, or undefined. */
function positionOf(value: unknown, rule: DateRule): number | string | undefined {
  if (typeof value !== 'string') return undefined;
  const instant = instantOf(value.trim());
  if (!instant) return undefined;
  const hasTime = instant.value !== instant.day;
  if (rule.daysAtOffsetMinutes === undefined) {
    return Date.parse(hasTime ? instant.value : `${instant.day}T00:00:00Z`);
  }
  if (!hasTime) return instant.day;
  const shifted = Date.parse(instant.value) + rule.daysAtOffsetMinutes * MINUTE_MS;
  return new Date(shifted).toISOString().slice(0, 10);
}

/** The issue of one rule on some values, if its later field comes too early. */
function ruleIssue(rule: DateRule, values: object): FieldIssue | undefined {
  const earlier = positionOf((values as Record<string, unknown>)[rule.earlier], rule);
  const later = positionOf((values as Record<string, unknown>)[rule.later], rule);
  if (earlier === undefined || later === undefined) return undefined;
  if (later > earlier || (later === earlier && !rule.strict)) return undefined;
  return {
    field: rule.later,
    code: rule.strict ? 'dateAfter' : 'dateNotBefore',
    params: { field: rule.earlier },
  };
}

/**
 * The refused later fields of some values under some rules (see `DateOrder.issues`): what a
 * server checks a partial update with, the stored row with the written values on top.
 */
export function dateRuleIssues(
  rules: readonly DateRule[],
  values: object,
  written?: Iterable<string>,
): FieldIssue[] {
  const touched = written ? new Set(written) : undefined;
  return rules
    .filter((r) => !touched || touched.has(r.earlier) || touched.has(r.later))
    .map((r) => ruleIssue(r, values))
    .filter((i): i is FieldIssue => i !== undefined);
}

/**
 * Declares the orderings between a record's date fields, e.g.
 * `dateOrder([['enactedAt', 'effectiveAt'], ['startsAt', 'endsAt', { strict: true }]])`.
 * Each refusal is reported on the later field, naming the earlier one (`params.field`) so a
 * client shows its label. Empty or malformed values are left to the fields' own checks.
 */
export function dateOrder(pairs: readonly DatePair[]): DateOrder {
  const rules: DateRule[] = pairs.map(([earlier, later, options]) => ({
    earlier,
    later,
    ...options,
  }));
  const issues: DateOrder['issues'] = (values, written) => dateRuleIssues(rules, values, written);
  const check = z.superRefine<Record<string, unknown>>(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      for (const issue of issues(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [issue.field],
          ...fieldErrorCheck(issue.code, issue.params),
        });
      }
    },
    // A form shows a reversed period together with its other mistakes, not after them.
    { when: () => true },
  );
  return { rules, issues, check };
}

/** A record type's contract with its date orderings: `dates` holds the rules as data. */
export type Dated<T> = T & { dates: readonly DateRule[] };

/**
 * Adds a record type's orderings to its contract (from `defineResource`): its create and
 * update bodies check them, and `dates` carries them for the server's partial updates.
 */
export function withDateOrder<T extends { create: z.ZodObject; update: z.ZodObject }>(
  contract: T,
  order: DateOrder,
): Dated<T> {
  return {
    ...contract,
    create: contract.create.check(order.check),
    update: contract.update.check(order.check),
    dates: order.rules,
  };
}

/** The date orderings a record type's contract declares (none for most types). */
export const dateRulesOf = (contract: object): readonly DateRule[] =>
  'dates' in contract && Array.isArray(contract.dates) ? (contract.dates as DateRule[]) : [];

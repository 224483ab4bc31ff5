import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CalendarDateSchema,
  DateTimeSchema,
  dateOrder,
  dateRulesOf,
  InstantSchema,
  withDateOrder,
} from './dates.js';
import { schemaIssueCode } from './field-errors.js';
import { DATE_MAX, DATE_MIN } from './filter-values.js';
import { RECORD_CONTRACTS } from './record-contracts.js';
import { enactedLaws } from './records/publishing.js';
import { calendarEvents, meetings } from './records/meetings.js';
import { surveys } from './records/engagement.js';

/** Each refused field with its code and values, as the server answers and the web shows. */
function refusals(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({
    field: i.path.join('.'),
    ...schemaIssueCode(i as Parameters<typeof schemaIssueCode>[0]),
  }));
}

const law = { title: 'Seera', proclamationNumber: '12/2020' };
const dateRange = { code: 'dateRange', params: { min: DATE_MIN, max: DATE_MAX } };

describe('date bounds', () => {
  it.each([
    ['InstantSchema', InstantSchema, '1899-12-31', '1900-01-01', '2099-12-31T23:00:00Z'],
    ['DateTimeSchema', DateTimeSchema, '1800-05-01T09:00:00Z', '1900-01-01T00:00:00Z', null],
    ['CalendarDateSchema', CalendarDateSchema, '2100-01-01', '2099-12-31', '1900-01-01'],
  ] as const)('%s takes %s to %s only, with a translatable code', (_, schema, out, ...ins) => {
    expect(refusals(schema, out)).toEqual([{ field: '', ...dateRange }]);
    for (const v of ins) if (v) expect(schema.safeParse(v).success).toBe(true);
  });

  it('refuses a law enacted in 1800 or in force in 2100, on that field', () => {
    expect(refusals(enactedLaws.create, { ...law, enactedAt: '1800-01-01' })).toEqual([
      { field: 'enactedAt', ...dateRange },
    ]);
    expect(refusals(enactedLaws.update, { effectiveAt: '2100-01-01T09:00:00+03:00' })).toEqual([
      { field: 'effectiveAt', ...dateRange },
    ]);
  });

  // The day as typed is not the day stored: a date-time is kept in UTC, so it is judged there.
  it.each([
    ['1900-01-01T00:00:00+14:00', false],
    ['1900-01-01T13:59:59.999+14:00', false],
    ['1900-01-01T14:00:00+14:00', true],
    ['1899-12-31T10:00:00Z', false],
    ['1899-12-31T23:00:00-01:00', true],
    ['1899-12-31T22:59:59-01:00', false],
    ['2099-12-31T23:59:59.999Z', true],
    ['2099-12-31T20:00:00-03:59', true],
    ['2099-12-31T21:00:00-03:00', false],
    ['2100-01-01T02:59:59+03:00', true],
    ['2100-01-01T03:00:00+03:00', false],
  ] as const)('judges %s by its instant in UTC (taken: %s)', (value, taken) => {
    for (const schema of [InstantSchema, DateTimeSchema]) {
      expect(refusals(schema, value)).toEqual(taken ? [] : [{ field: '', ...dateRange }]);
    }
    expect(refusals(meetings.update, { startsAt: value })).toEqual(
      taken ? [] : [{ field: 'startsAt', ...dateRange }],
    );
  });

  it('gives the English text with the bounds filled in', () => {
    const r = InstantSchema.safeParse('0000-01-01');
    expect(r.error?.issues[0]?.message).toBe(`Give a date from ${DATE_MIN} to ${DATE_MAX}`);
  });
});

describe('dateOrder', () => {
  const order = dateOrder([
    ['startsAt', 'endsAt', { strict: true }],
    ['startsAt', 'until', { daysAtOffsetMinutes: 180 }],
  ]);
  const schema = withDateOrder(
    {
      create: z.object({ startsAt: InstantSchema, endsAt: InstantSchema, title: z.string() }),
      update: z.object({ startsAt: InstantSchema.optional(), until: z.string().optional() }),
    },
    order,
  );

  it('keeps the pairs as data', () => {
    expect(order.rules).toEqual([
      { earlier: 'startsAt', later: 'endsAt', strict: true },
      { earlier: 'startsAt', later: 'until', daysAtOffsetMinutes: 180 },
    ]);
    expect(dateRulesOf(schema)).toBe(order.rules);
    expect(dateRulesOf({ create: 1 })).toEqual([]);
  });

  it('reports on the later field, naming the earlier one', () => {
    const body = { startsAt: '2026-05-01T10:00:00+03:00', endsAt: '2026-05-01T09:00:00+03:00' };
    expect(refusals(schema.create, { ...body, title: 'x' })).toEqual([
      { field: 'endsAt', code: 'dateAfter', params: { field: 'startsAt' } },
    ]);
  });

  it('checks the order even when another field fails, so a form shows both', () => {
    const body = { startsAt: '2026-05-02', endsAt: '2026-05-01' };
    expect(refusals(schema.create, body).map((r) => r.field)).toEqual(['title', 'endsAt']);
  });

  it('compares instants across offsets, strictly when asked', () => {
    const same = { startsAt: '2026-05-01T09:00:00+03:00', endsAt: '2026-05-01T06:00:00Z' };
    expect(order.issues(same)).toEqual([
      { field: 'endsAt', code: 'dateAfter', params: { field: 'startsAt' } },
    ]);
    expect(order.issues({ ...same, endsAt: '2026-05-01T06:00:01Z' })).toEqual([]);
  });

  it('compares days on the given clock', () => {
    // 22:00 UTC on 1 May is 01:00 on 2 May at UTC+3: repeats may not end on 1 May.
    expect(order.issues({ startsAt: '2026-05-01T22:00:00.000Z', until: '2026-05-01' })).toEqual([
      { field: 'until', code: 'dateNotBefore', params: { field: 'startsAt' } },
    ]);
    expect(order.issues({ startsAt: '2026-05-01T22:00:00.000Z', until: '2026-05-02' })).toEqual([]);
    expect(order.issues({ startsAt: '2026-05-01', until: '2026-05-01' })).toEqual([]);
  });

  it('leaves out pairs with a side missing, empty or malformed', () => {
    expect(order.issues({ startsAt: '2026-05-01', endsAt: null })).toEqual([]);
    expect(order.issues({ endsAt: '2026-05-01' })).toEqual([]);
    expect(order.issues({ startsAt: 'soon', endsAt: '2026-05-01' })).toEqual([]);
    expect(schema.update.safeParse({ until: '2026-01-01' }).success).toBe(true);
  });

  it('checks, given the written fields, only the pairs they touch', () => {
    const stored = { startsAt: '2026-05-02', endsAt: '2026-05-01', until: '2026-05-01' };
    expect(order.issues(stored, ['title'])).toEqual([]);
    expect(order.issues(stored, ['until']).map((i) => i.field)).toEqual(['until']);
    expect(order.issues(stored, ['startsAt']).map((i) => i.field)).toEqual(['endsAt', 'until']);
  });
});

describe('the orderings of the record types', () => {
  it('are declared for laws, meetings, calendar events and surveys', () => {
    const declared = Object.fromEntries(
      [...RECORD_CONTRACTS]
        .filter(([, c]) => dateRulesOf(c).length > 0)
        .map(([path, c]) => [path, dateRulesOf(c).map((r) => `${r.earlier}<${r.later}`)]),
    );
    expect(declared).toEqual({
      'enacted-laws': ['enactedAt<effectiveAt'],
      meetings: ['startsAt<endsAt'],
      'calendar-events': ['startsAt<endsAt', 'startsAt<repeatUntil'],
      surveys: ['opensAt<closesAt'],
    });
  });

  it('name fields the bodies take', () => {
    for (const [path, c] of RECORD_CONTRACTS) {
      for (const r of dateRulesOf(c)) {
        expect(c.create.shape, path).toHaveProperty(r.earlier);
        expect(c.create.shape, path).toHaveProperty(r.later);
      }
    }
  });

  it('let a law come into force on the day it is enacted, not before', () => {
    const body = { ...law, enactedAt: '2020-03-10', effectiveAt: '2020-03-10' };
    expect(enactedLaws.create.safeParse(body).success).toBe(true);
    expect(refusals(enactedLaws.create, { ...body, effectiveAt: '2020-03-09' })).toEqual([
      { field: 'effectiveAt', code: 'dateNotBefore', params: { field: 'enactedAt' } },
    ]);
    expect(
      refusals(enactedLaws.update, { enactedAt: '2020-03-10', effectiveAt: '2020-03-09' }),
    ).toHaveLength(1);
  });

  it('want a meeting and a survey to end after they start, an event on or after', () => {
    const at = '2026-05-01T09:00:00+03:00';
    expect(refusals(meetings.update, { startsAt: at, endsAt: at })).toEqual([
      { field: 'endsAt', code: 'dateAfter', params: { field: 'startsAt' } },
    ]);
    expect(refusals(surveys.update, { opensAt: at, closesAt: at })).toEqual([
      { field: 'closesAt', code: 'dateAfter', params: { field: 'opensAt' } },
    ]);
    expect(calendarEvents.update.safeParse({ startsAt: at, endsAt: at }).success).toBe(true);
    expect(
      refusals(calendarEvents.update, { startsAt: '2026-05-01', repeatUntil: '2026-04-30' }),
    ).toEqual([{ field: 'repeatUntil', code: 'dateNotBefore', params: { field: 'startsAt' } }]);
  });
});

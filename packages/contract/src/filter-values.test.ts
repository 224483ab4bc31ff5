import { describe, expect, it } from 'vitest';
import { filterProblem, filterValueOf, instantOf, INT_MAX, INT_MIN } from './filter-values.js';
import { InstantSchema } from './dates.js';

describe('instantOf', () => {
  it('reads the dates and times clients and PostgreSQL write', () => {
    expect(instantOf('2024-02-29')).toEqual({ day: '2024-02-29', value: '2024-02-29' });
    expect(instantOf('2026-01-31T09:00:00+03:00')?.value).toBe('2026-01-31T06:00:00.000Z');
    expect(instantOf('2026-01-31 09:00:00.123456+03')?.value).toBe('2026-01-31T06:00:00.123Z');
    expect(instantOf('2026-01-31T09:00Z')?.value).toBe('2026-01-31T09:00:00.000Z');
  });

  it('refuses days and times that do not exist rather than rolling them over', () => {
    for (const text of [
      '2026-02-30',
      '2023-02-29',
      '2026-13-01',
      '2026-01-01T25:00',
      '2026-01-01T10:60',
      '2026-01-01T10:00+15:00',
      '275760-01-01',
      '2026-1-1',
      'yesterday',
    ]) {
      expect(instantOf(text), text).toBeUndefined();
    }
  });
});

describe('filterValueOf', () => {
  it('takes 32-bit integers written plainly, nothing else, for a number', () => {
    const number = { kind: 'number' } as const;
    expect(filterValueOf(number, String(INT_MAX))).toBe(INT_MAX);
    expect(filterValueOf(number, String(INT_MIN))).toBe(INT_MIN);
    for (const raw of ['1.5', '1e3', '2147483648', '-2147483649', '', ' 1', '0x10', '１']) {
      expect(filterValueOf(number, raw), raw).toBeUndefined();
    }
  });

  it("takes dates within the product's bounds", () => {
    const date = { kind: 'date' } as const;
    expect(filterValueOf(date, '1900-01-01')).toBe('1900-01-01');
    expect(filterValueOf(date, '2099-12-31T23:59:59Z')).toBe('2099-12-31T23:59:59.000Z');
    for (const raw of ['1899-12-31', '2100-01-01', '0000-01-01', '2026-02-30']) {
      expect(filterValueOf(date, raw), raw).toBeUndefined();
    }
  });

  it('judges a date-time by its instant in UTC, at both ends, as a body does', () => {
    const date = { kind: 'date' } as const;
    for (const raw of [
      '1900-01-01T00:00:00+14:00',
      '1900-01-01T13:59:59+14:00',
      '1899-12-31T10:00:00Z',
      '2099-12-31T21:00:00-03:00',
      '2100-01-01T00:00:00Z',
    ]) {
      expect(filterValueOf(date, raw), raw).toBeUndefined();
      expect(InstantSchema.safeParse(raw).success, raw).toBe(false);
    }
    for (const [raw, utc] of [
      ['1900-01-01T14:00:00+14:00', '1900-01-01T00:00:00.000Z'],
      ['1899-12-31T23:00:00-01:00', '1900-01-01T00:00:00.000Z'],
      ['2100-01-01T02:59:59+03:00', '2099-12-31T23:59:59.000Z'],
    ] as const) {
      expect(filterValueOf(date, raw), raw).toBe(utc);
      expect(InstantSchema.safeParse(raw).data, raw).toBe(utc);
    }
  });

  it('takes booleans and enum values', () => {
    expect(filterValueOf({ kind: 'boolean' }, 'true')).toBe(1);
    expect(filterValueOf({ kind: 'boolean' }, '0')).toBe(0);
    expect(filterValueOf({ kind: 'boolean' }, 'yes')).toBeUndefined();
    expect(filterValueOf({ kind: 'enum', values: ['a'] }, 'b')).toBeUndefined();
    expect(filterValueOf({ kind: 'enum', values: ['member'], alias: () => 'member' }, 'mc')).toBe(
      'member',
    );
  });
});

describe('filterProblem', () => {
  it('names the field, and refuses operators its kind does not take', () => {
    expect(filterProblem('id', { kind: 'number' }, { like: '1' })).toMatch(/^Filter id /);
    expect(filterProblem('status', { kind: 'enum', values: ['a'] }, { gt: 'a' })).toMatch(/gt/);
    expect(filterProblem('id', { kind: 'number' }, { in: [] })).toMatch(/at least one/);
    expect(filterProblem('id', { kind: 'number' }, {})).toMatch(/no operator/);
    expect(filterProblem('id', { kind: 'number' }, ['1', '1.5'])).toMatch(/integer/);
    expect(
      filterProblem('name', { kind: 'string' }, { like: 'ab', null: 'false' }),
    ).toBeUndefined();
    expect(filterProblem('id', { kind: 'number' }, { in: '1,2,3', gte: '-5' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './list-query.js';
import { MAX_PAGE_SIZE } from './list-spec.js';

const schema = listQuerySchema({
  filter: ['type', 'createdAt'],
  sort: ['id', 'name'],
  includes: ['auditHistory'],
});

describe('listQuerySchema', () => {
  it("applies the seed's defaults", () => {
    expect(schema.parse({})).toEqual({
      locale: 'om',
      pagination: { page: 1, pageSize: 8 },
      filter: {},
      sorting: { id: 'desc' },
      includes: [],
    });
  });

  it('reads bracket-notation values as strings and coerces numbers', () => {
    const q = schema.parse({
      locale: 'en',
      pagination: { page: '3', pageSize: '20' },
      filter: { type: 'mc', createdAt: { gte: '2026-01-01' } },
      sorting: { name: 'asc' },
      includes: 'auditHistory',
    });
    expect(q.pagination).toEqual({ page: 3, pageSize: 20 });
    expect(q.filter).toEqual({ type: 'mc', createdAt: { gte: '2026-01-01' } });
    expect(q.includes).toEqual(['auditHistory']);
  });

  it('caps the page size', () => {
    expect(schema.parse({ pagination: { pageSize: '5000' } }).pagination.pageSize).toBe(
      MAX_PAGE_SIZE,
    );
  });

  it('refuses unknown fields, operators, directions and locales', () => {
    for (const bad of [
      { filter: { passwordHash: 'x' } },
      { sorting: { passwordHash: 'asc' } },
      { sorting: { id: 'sideways' } },
      { includes: ['secrets'] },
      { filter: { type: { regex: '.*' } } },
      { locale: 'fr' },
      { pagination: { page: '0' } },
      { pagination: { page: 'abc' } },
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('checks filter values against the kinds of their fields when given them', () => {
    const typed = listQuerySchema(
      { filter: ['id', 'createdAt', 'type'], sort: ['id'], includes: [] },
      {
        id: { kind: 'number' },
        createdAt: { kind: 'date' },
        type: { kind: 'enum', values: ['mc'] },
      },
    );
    for (const filter of [
      { id: '1.5' },
      { id: '1e20' },
      { id: { like: '1' } },
      { createdAt: { gte: '2026-02-30' } },
      { createdAt: '0000-01-01' },
      { type: { lt: 'mc' } },
    ]) {
      const result = typed.safeParse({ filter });
      expect(result.success, JSON.stringify(filter)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Filter \w+ /);
    }
    expect(
      typed.parse({ filter: { id: { in: ['1', '2'] }, createdAt: { gte: '2026-01-01' } } }),
    ).toMatchObject({ filter: { id: { in: ['1', '2'] } } });
    expect(typed.safeParse({ filter: { nope: '1' } }).success).toBe(false);
  });
});

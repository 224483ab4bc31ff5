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
});

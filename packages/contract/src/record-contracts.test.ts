import { describe, expect, it } from 'vitest';
import * as contract from './index.js';

const isResourceContract = (value: unknown): value is contract.ResourceContract =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'record' in value &&
  'create' in value &&
  'update' in value;

const isMeta = (value: unknown): value is contract.ResourceMeta =>
  typeof value === 'object' && value !== null && 'path' in value && 'list' in value;

describe('record contracts', () => {
  const contracts = Object.values(contract).filter(isResourceContract);

  it('holds every contract the contract exports, each under its own path', () => {
    expect(contracts.length).toBeGreaterThan(10);
    for (const c of contracts) expect(contract.RECORD_CONTRACTS.get(c.path)).toBe(c);
  });

  it('has a contract for every declaration, derived from it where no module writes one', () => {
    expect([...contract.RECORD_CONTRACTS.keys()]).toEqual(contract.RECORD_METAS.map((m) => m.path));
    for (const meta of [contract.publicationsMeta, contract.newsFeedCategoriesMeta]) {
      const { record, create } = contract.schemasOf(meta);
      const full = contract.recordContract(meta);
      expect(Object.keys(full.record.shape)).toEqual(
        expect.arrayContaining(Object.keys(record.shape)),
      );
      expect(Object.keys(full.create.shape)).toEqual(Object.keys(create.shape));
    }
  });

  it('finds the schemas of every declaration, which the contract carries unchanged', () => {
    const metas = Object.entries(contract).filter(
      ([name, value]) => name.endsWith('Meta') && isMeta(value),
    );
    expect(metas.length).toBeGreaterThanOrEqual(30);
    for (const [, meta] of metas as [string, contract.ResourceMeta][]) {
      const full = contract.recordContract(meta);
      expect(full.path).toBe(meta.path);
      expect(full.list).toEqual(meta.list);
      expect(full.translatable).toEqual(meta.translatable);
      expect(full.comments).toBe(meta.comments);
      expect(full.files).toEqual(meta.files);
    }
  });

  it('adds the common includes, and files to the lists of records that carry them', () => {
    expect(contract.newsFeeds.list.includes).toEqual([
      'auditHistory',
      'translations',
      'files',
      'category',
    ]);
    expect(contract.complains.list.includes).toEqual([
      'auditHistory',
      'translations',
      'institute',
      'category',
    ]);
    expect(contract.newsFeeds.update.shape).toHaveProperty('removeFiles');
    expect(contract.complains.update.shape).not.toHaveProperty('removeFiles');
  });

  it('declares only fields the record is read or written with, and reads references by name', () => {
    const metas = Object.entries(contract).filter(
      ([name, value]) => name.endsWith('Meta') && isMeta(value),
    ) as [string, contract.ResourceMeta][];
    for (const [, meta] of metas) {
      const full = contract.recordContract(meta);
      for (const field of meta.fields) {
        const known = field.name in full.record.shape || field.name in full.create.shape;
        expect(known, `${meta.path}.${field.name}`).toBe(true);
        if (field.kind === 'reference')
          expect(field.ref, `${meta.path}.${field.name}`).toBeTruthy();
        if (field.refField) expect(full.record.shape).toHaveProperty(field.refField);
        if (field.kind === 'enum') expect(field.values?.length).toBeGreaterThan(0);
      }
      expect(meta.fields.map((f) => f.name)).toContain(meta.title);
    }
    expect(contract.kebeles.list.includes).toContain('woreda');
    expect(contract.meetings.list.includes).toContain('group');
  });

  it('refuses a path it does not know', () => {
    expect(() => contract.recordContract({ ...contract.newsFeedsMeta, path: 'dashboard' })).toThrow(
      /dashboard/,
    );
  });
});

describe('schemas derived from a declaration', () => {
  const publications = contract.recordContract(contract.publicationsMeta);
  const newsFeedCategories = contract.recordContract(contract.newsFeedCategoriesMeta);

  it('ask a create for the required fields, in their kinds and lengths', () => {
    expect(publications.create.safeParse({ title: 'Gabaasa', kind: 'report' }).success).toBe(true);
    const missing = publications.create.safeParse({ description: 'x' });
    expect(missing.error?.issues.map((i) => i.path[0]).sort()).toEqual(['kind', 'title']);
    expect(publications.create.safeParse({ title: 'x', kind: 'novel' }).success).toBe(false);
    expect(publications.create.safeParse({ title: 'x'.repeat(301), kind: 'report' }).success).toBe(
      false,
    );
    expect(
      publications.create.safeParse({ title: { am: 'ሪፖርት' }, kind: 'other', description: null })
        .success,
    ).toBe(true);
    const early = publications.create.safeParse({
      title: 'x',
      kind: 'report',
      publishedAt: '1800-01-01',
    });
    expect(early.error?.issues[0]?.path).toEqual(['publishedAt']);
  });

  it('let an update give any field, and read what a row holds', () => {
    expect(publications.update.safeParse({ description: null }).success).toBe(true);
    expect(publications.update.safeParse({}).success).toBe(true);
    expect(Object.keys(publications.record.shape)).toEqual(
      expect.arrayContaining(['id', 'title', 'kind', 'description', 'publishedAt', 'createdBy']),
    );
    expect(newsFeedCategories.create.safeParse({ name: '' }).success).toBe(false);
    expect(newsFeedCategories.create.safeParse({ name: { en: 'Sport' } }).success).toBe(true);
    expect(newsFeedCategories.create.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
  });
});

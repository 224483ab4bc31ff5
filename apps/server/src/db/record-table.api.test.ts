import { enactedLawsMeta, newsFeedsMeta, publicationsMeta } from '@caffee/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { createRecordTable } from './record-table.js';
import type { RecordTable } from './tables/common.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** The columns and the indexed leading columns of a table, on either database. */
async function shapeOf(table: string) {
  const db = t.services.db;
  if (t.services.kind === 'postgres') {
    const cols = await sql<{
      name: string;
    }>`select column_name as name from information_schema.columns
      where table_name = ${table} and table_schema = current_schema()`.execute(db);
    const idx = await sql<{ def: string }>`select indexdef as def from pg_indexes
      where tablename = ${table} and schemaname = current_schema()`.execute(db);
    const heads = idx.rows.map((r) => /\((\w+)/.exec(r.def)?.[1] ?? '');
    return { columns: cols.rows.map((r) => r.name), heads };
  }
  const cols = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(
    db,
  );
  const list = await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(
    db,
  );
  const heads: string[] = [];
  for (const { name } of list.rows) {
    const info = await sql<{
      name: string;
    }>`select name from pragma_index_info(${name}) order by seqno`.execute(db);
    // SQLite's list indexes lead with deleted_at (see listIndexes).
    heads.push(info.rows.map((r) => r.name).find((n) => n !== 'deleted_at') ?? '');
  }
  return { columns: cols.rows.map((r) => r.name), heads };
}

describe('a declared record type gets its table from one call', () => {
  it('has a column per field (three for a multilingual one), the stamps and list indexes', async () => {
    await createRecordTable(t.services.db as never, t.services.kind, newsFeedsMeta, 'probe_news');
    const { columns, heads } = await shapeOf('probe_news');
    expect(columns).toEqual(
      expect.arrayContaining([
        'id',
        'title_om',
        'title_en',
        'title_am',
        'body_am',
        'category_id',
        'status',
        'published_at',
        'created_at',
        'updated_at',
        'created_by',
        'deleted_at',
      ]),
    );
    // Every field the list filters or sorts on leads an index (after deleted_at on SQLite).
    for (const column of ['title_om', 'title_am', 'category_id', 'status', 'published_at']) {
      expect(heads, column).toContain(column);
    }
    expect(heads).toContain('created_at');
  });

  it('has exactly the columns its row type, derived from the same declaration, names', async () => {
    await createRecordTable(
      t.services.db as never,
      t.services.kind,
      publicationsMeta,
      'probe_pubs',
    );
    // Every key of the derived type, once: tsc refuses a key missing or one too many.
    const keys: Record<keyof RecordTable<typeof publicationsMeta>, true> = {
      id: true,
      titleOm: true,
      titleEn: true,
      titleAm: true,
      kind: true,
      descriptionOm: true,
      descriptionEn: true,
      descriptionAm: true,
      publishedAt: true,
      createdAt: true,
      updatedAt: true,
      createdBy: true,
      deletedAt: true,
    };
    const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const { columns } = await shapeOf('probe_pubs');
    expect([...columns].sort()).toEqual(Object.keys(keys).map(snake).sort());
  });

  it('is written and read like any record table, and its version moves on writes', async () => {
    await createRecordTable(t.services.db as never, t.services.kind, enactedLawsMeta, 'probe_laws');
    const db = t.services.db as never as Kysely<Record<string, never>>;
    const version = async () =>
      (
        await sql<{
          version: string | number;
        }>`select version from table_versions where name = ${'probe_laws'}`.execute(db)
      ).rows[0]?.version;
    const before = Number(await version());
    await sql`insert into probe_laws (title_om, proclamation_number, enacted_at)
      values (${'Labsii'}, ${'12/2019'}, ${'2026-01-01T00:00:00.000Z'})`.execute(db);
    expect(Number(await version())).toBeGreaterThan(before);
    // The connection maps snake_case columns to the camelCase the code reads.
    const rows = await sql`select title_om, deleted_at from probe_laws`.execute(db);
    expect(rows.rows).toEqual([{ titleOm: 'Labsii', deletedAt: null }]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DB, type TestServer } from '../test/harness.js';
import { listFieldsOf } from './fields.js';
import { SERVED_RESOURCES } from './registry.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The leading columns of each index of a table (SQLite's catalogue). */
async function indexHeads(table: string): Promise<string[][]> {
  const list = await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(
    t.services.db,
  );
  const out: string[][] = [];
  for (const { name } of list.rows) {
    const cols = await sql<{
      name: string;
    }>`select name from pragma_index_info(${name}) order by seqno`.execute(t.services.db);
    out.push(cols.rows.map((c) => c.name));
  }
  return out;
}

describe('every filter and sort field of every list is backed by an index', () => {
  // One set of migrations makes the same indexes on both databases; SQLite's catalogue is read.
  it.runIf(TEST_DB === 'sqlite')('holds for each declared record type', async () => {
    const missing: string[] = [];
    for (const r of SERVED_RESOURCES) {
      const table = snake(r.table);
      const heads = await indexHeads(table);
      const softDeleted = (
        await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(
          t.services.db,
        )
      ).rows.some((c) => c.name === 'deleted_at');
      const fields = listFieldsOf(r.contract, r.table, 'om').fields;
      for (const [name, spec] of Object.entries(fields)) {
        const columns = (spec.columns ?? [spec.column]).map((c) => snake(c.split('.')[1] ?? c));
        for (const column of columns) {
          // Ordered by id, a table whose every read pins `deleted_at` needs an index that
          // leads with it then id, or SQLite sorts every live row for a page (the rowid order
          // serves only tables without it).
          if (column === 'id' && !softDeleted) continue;
          // Leading, or right after the columns every read of the table pins (deleted_at, kind).
          const covered = heads.some(
            (cols) =>
              cols.slice(0, 3).includes(column) &&
              cols.slice(0, cols.indexOf(column)).every((c) => ['deleted_at', 'kind'].includes(c)),
          );
          if (!covered) missing.push(`${r.contract.path}.${name} (${table}.${column})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

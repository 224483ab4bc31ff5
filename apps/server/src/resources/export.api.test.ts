import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let admin: string;
const ROWS = 1_234;

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  const now = new Date().toISOString();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    kind: 'permission-categories',
    nameOm: `Ramaddii ${String(i).padStart(4, '0')}`,
    nameEn: i % 2 ? `Category ${i}` : null,
    nameAm: i === 7 ? '=1+1 ምድብ' : null,
    createdAt: now,
    updatedAt: now,
    createdBy: null,
    deletedAt: null,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await t.services.db
      .insertInto('categories')
      .values(rows.slice(i, i + 200))
      .execute();
  }
});
afterAll(async () => {
  await t?.close();
});

const exportCsv = (query: string, token = admin) =>
  t.request({ method: 'GET', url: '/api/v1/permission-categories/export.csv', token, query });
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('CSV export of a list', () => {
  it('streams every matching row (more than one batch) with translated headers', async () => {
    const res = await exportCsv(
      `locale=om&sorting[id]=asc&labels[id]=${encodeURIComponent('Lakk.')}&labels[name]=${encodeURIComponent('ሥም')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="permission-categories-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('Lakk.,ሥም');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toMatch(/,Ramaddii 0000$/);
  });

  it("applies the list's filters, search, sorting and language", async () => {
    const res = await exportCsv('locale=en&search=Category 1&sorting[id]=desc&labels[name]=Name');
    const lines = linesOf(res.body);
    expect(lines.slice(1).every((l) => l.startsWith('Category 1'))).toBe(true);
    const ids = await exportCsv('filter[id][lte]=5&labels[id]=id');
    expect(linesOf(ids.body).slice(1).map(Number)).toEqual([5, 4, 3, 2, 1]);
  });

  it('keeps a formula-looking cell as text', async () => {
    const res = await exportCsv('locale=am&filter[name][like]=ምድብ&labels[name]=n');
    expect(linesOf(res.body)[1]).toBe("'=1+1 ምድብ");
  });

  it('refuses an unknown column or filter with 400, and callers without the list permission', async () => {
    expect((await exportCsv('labels[passwordHash]=x')).status).toBe(400);
    expect((await exportCsv('filter[secret]=1')).status).toBe(400);
    const { token } = await t.signedIn({ type: 'member' });
    expect((await exportCsv('', token)).status).toBe(403);
  });
});

import http from 'node:http';
import type net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReadTrackingPlugin } from '../db/read-tracking.js';
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

/**
 * Over a real connection, as a browser downloads, plain and compressed: what fails before the
 * first row is an ordinary error answer; what fails after it cuts the connection.
 */
describe('CSV export failures', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  interface Download {
    status?: number;
    headers?: http.IncomingHttpHeaders;
    body: Buffer;
    /** Whether the answer arrived whole (its last chunk), not cut off. */
    complete: boolean;
  }
  const download = (query: string, encoding: string) =>
    new Promise<Download>((resolve) => {
      const chunks: Buffer[] = [];
      const done = (res?: http.IncomingMessage) =>
        resolve({
          status: res?.statusCode,
          headers: res?.headers,
          body: Buffer.concat(chunks),
          complete: res?.complete ?? false,
        });
      const request = http.get(
        {
          port,
          host: '127.0.0.1',
          path: `/api/v1/permission-categories/export.csv?${query}`,
          headers: { authorization: `Bearer ${admin}`, 'accept-encoding': encoding },
        },
        (res) => {
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(res));
          res.on('aborted', () => done(res));
          res.on('error', () => done(res));
        },
      );
      request.on('error', () => done());
    });
  const text = (d: Download) =>
    (d.headers?.['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(d.body)
      : d.body
    ).toString();

  /** The database fails the export's `batch`-th batch (from 0), as if it went away. */
  function failBatch(batch: number) {
    let seen = 0;
    return vi
      .spyOn(ReadTrackingPlugin.prototype, 'transformResult')
      .mockImplementation(async ({ result }) => {
        const keyed = result.rows[0] !== undefined && 'ck0' in result.rows[0];
        if (keyed && seen++ === batch) {
          throw Object.assign(new Error('Connection terminated unexpectedly'), {
            code: 'ECONNRESET',
          });
        }
        return result;
      });
  }

  for (const encoding of ['identity', 'br']) {
    describe(`with Accept-Encoding: ${encoding}`, () => {
      it('streams the whole file', async () => {
        const d = await download('sorting[id]=asc&labels[id]=id', encoding);
        expect(d.status).toBe(200);
        expect(d.complete).toBe(true);
        expect(linesOf(text(d))).toHaveLength(ROWS + 1);
      });

      it("refuses a bad filter with the list's 400 before sending anything", async () => {
        for (const filter of [
          'filter[id]=1.5',
          'filter[id]=99999999999',
          'filter[id][like]=1',
          'filter[createdAt][gte]=2026-02-30',
          'filter[createdAt]=0000-01-01',
          'filter[name]=a%00',
        ]) {
          const list = await t.request({
            method: 'GET',
            url: '/api/v1/permission-categories',
            token: admin,
            query: filter,
          });
          const d = await download(filter, encoding);
          expect(d.status, filter).toBe(400);
          expect(d.headers?.['content-type'], filter).toMatch(/^application\/json/);
          expect(JSON.parse(text(d)).message, filter).toBe(list.body.message);
          expect(list.status, filter).toBe(400);
        }
      });

      it('answers 503 when the database fails before the first row', async () => {
        const spy = failBatch(0);
        const d = await download('labels[id]=id', encoding).finally(() => spy.mockRestore());
        expect(d.status).toBe(503);
        expect(d.headers?.['retry-after']).toBe('5');
        expect(JSON.parse(text(d)).code).toBe('service_unavailable');
      });

      it('cuts the connection when the database fails mid-stream', async () => {
        for (const batch of [1, 2]) {
          const spy = failBatch(batch);
          const d = await download('sorting[id]=asc&labels[id]=id', encoding).finally(() =>
            spy.mockRestore(),
          );
          // Never an answer that ends as if whole: no 5xx JSON, no shorter file.
          expect(d.complete, `batch ${batch}`).toBe(false);
          expect(d.status === undefined || d.status === 200, `batch ${batch}`).toBe(true);
        }
      });
    });
  }
});

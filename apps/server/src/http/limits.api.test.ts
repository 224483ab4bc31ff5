import { MAX_FILES_PER_REQUEST } from '@caffee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { multipart, type Part } from '../test/multipart.js';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

describe('HTTP limits', () => {
  it('refuses a JSON body over 1 MiB with 413, before reading it all', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/institutes',
      token: admin,
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('refuses more files than a request may carry', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const parts: Part[] = [{ name: 'name', value: 'Biiroo' }];
    for (let i = 0; i <= MAX_FILES_PER_REQUEST; i++) {
      parts.push({ name: `media[${i}][type]`, value: 'downloadable' });
      parts.push({ name: `media[${i}][file]`, value: pdf, filename: `${i}.pdf` });
    }
    const { body, headers } = multipart(parts);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/institutes',
      token: admin,
      body,
      headers,
    });
    expect(res.status).toBe(413);
  });

  it('lowers a page size over 100 to 100', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/institutes',
      token: admin,
      query: 'pagination[pageSize]=1000000',
    });
    expect(res.status).toBe(200);
    expect(res.body._attributes.pagination.pageSize).toBe(100);
  });

  it('refuses an over-long query string key list with a 4xx', async () => {
    const query = Array.from({ length: 400 }, (_, i) => `filter[id][in][]=${i}`).join('&');
    const res = await t.request({ method: 'GET', url: '/api/v1/institutes', token: admin, query });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

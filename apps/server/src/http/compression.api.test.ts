import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await createTestServer();
  token = (await t.signedIn({ type: 'admin' })).token;
  for (let i = 0; i < 12; i += 1) {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/news-feeds',
      token,
      body: {
        title: { en: `Water week ${i}` },
        body: { en: 'Kebele meetings '.repeat(20) },
      },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

const LIST = '/api/v1/news-feeds?locale=en&pagination[pageSize]=12&includes[]=auditHistory';

const read = (url: string, acceptEncoding: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding },
  });

describe('compressed answers', () => {
  it('sends a page of records compressed to a client that accepts it, the same records', async () => {
    const plain = await read(LIST, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const records = plain.json<{ payload: unknown[] }>();
    expect(records.payload).toHaveLength(12);

    const br = await read(LIST, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const unpacked = zlib.brotliDecompressSync(br.rawPayload);
    expect(JSON.parse(unpacked.toString())).toEqual(records);
    expect(br.rawPayload.length).toBeLessThan(unpacked.length / 3);

    const gzip = await read(LIST, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(records);
  });

  it('sends a small answer as it is', async () => {
    const res = await read('/api/health/live', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

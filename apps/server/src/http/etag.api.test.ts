import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { noneMatch } from './etag.js';

let t: TestServer;
let admin: string;
let member: string;
let published: number;
let draft: number;

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  member = (await t.signedIn({ type: 'member' })).token;
  const create = async (title: string, status: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/news-feeds',
      token: admin,
      // Long enough to be compressed (over 1 kB).
      body: { title: { en: title }, summary: { en: 'Kebele meetings '.repeat(60) }, status },
    });
    expect(res.status).toBe(200);
    return res.body.payload.id as number;
  };
  published = await create('Water week', 'published');
  draft = await create('Draft budget', 'draft');
});
afterAll(async () => {
  await t?.close();
});

const LIST = '/api/v1/news-feeds?locale=en&pagination[pageSize]=50';

function read(
  url: string,
  o: { token?: string; method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: o.method ?? 'GET',
    url,
    headers: { authorization: `Bearer ${o.token ?? admin}`, ...o.headers },
  });
}

describe('ETag and If-None-Match on API reads', () => {
  it('tags a read the same each time, revalidated on every use, and answers a match with 304', async () => {
    const first = await read(LIST);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(String(first.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'accept-encoding']),
    );
    // The second is the kept answer (answer-cache.ts), the third read afresh: one tag.
    expect((await read(LIST)).headers.etag).toBe(etag);
    expect((await read(LIST, { headers: { 'cache-control': 'no-cache' } })).headers.etag).toBe(
      etag,
    );

    const notModified = await read(LIST, { headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('private, no-cache');
    expect(notModified.headers.vary).toBe(first.headers.vary);
    expect(notModified.headers['content-length']).toBeUndefined();
    expect(notModified.headers['content-type']).toBeUndefined();
  });

  it('matches a list of tags, a strong form of the tag and *, and nothing else', async () => {
    const url = `/api/v1/news-feeds/${published}?locale=en`;
    const etag = String((await read(url)).headers.etag);
    const strong = etag.slice(2);
    for (const header of [`"other", ${etag}`, `W/"a,b", ${strong}`, '*']) {
      expect((await read(url, { headers: { 'if-none-match': header } })).statusCode, header).toBe(
        304,
      );
    }
    for (const header of ['"other"', `${etag.slice(0, -2)}"`, '']) {
      expect((await read(url, { headers: { 'if-none-match': header } })).statusCode, header).toBe(
        200,
      );
    }
    expect(noneMatch(`W/"x", "y"`, 'W/"y"')).toBe(true);
    expect(noneMatch(undefined, 'W/"y"')).toBe(false);
  });

  it('changes the tag when the record changes, and sends the new answer for the old tag', async () => {
    const url = `/api/v1/news-feeds/${published}?locale=en`;
    const before = await read(url);
    const beforeList = await read(LIST);
    const update = await t.request({
      method: 'PATCH',
      url: `/api/v1/news-feeds/${published}`,
      token: admin,
      body: { title: { en: 'Water month' } },
    });
    expect(update.status).toBe(200);
    // A write answers without a tag.
    expect(update.headers.etag).toBeUndefined();

    for (const [address, old] of [
      [url, before],
      [LIST, beforeList],
    ] as const) {
      const after = await read(address, { headers: { 'if-none-match': String(old.headers.etag) } });
      expect(after.statusCode, address).toBe(200);
      expect(after.headers.etag, address).not.toBe(old.headers.etag);
      expect(after.body, address).toContain('Water month');
    }
  });

  it('gives callers who see different records different tags: never one the other’s 304', async () => {
    const adminList = await read(LIST);
    const memberList = await read(LIST, { token: member });
    const ids = (res: Awaited<ReturnType<typeof read>>) =>
      res.json<{ payload: { id: number }[] }>().payload.map((n) => n.id);
    // The member sees published news only; the administrator the draft too.
    expect(ids(adminList)).toEqual(expect.arrayContaining([published, draft]));
    expect(ids(memberList)).not.toContain(draft);
    expect(memberList.headers.etag).not.toBe(adminList.headers.etag);

    const withAdminsTag = await read(LIST, {
      token: member,
      headers: { 'if-none-match': String(adminList.headers.etag) },
    });
    expect(withAdminsTag.statusCode).toBe(200);
    expect(ids(withAdminsTag)).not.toContain(draft);
    const withOwnTag = await read(LIST, {
      token: member,
      headers: { 'if-none-match': String(memberList.headers.etag) },
    });
    expect(withOwnTag.statusCode).toBe(304);

    // Each one's own account: a different body, a different tag.
    const me = (token: string) => read('/api/v1/users/current', { token });
    expect((await me(admin)).headers.etag).not.toBe((await me(member)).headers.etag);
  });

  it('tags the JSON, not the encoding: compressed and plain answers agree', async () => {
    // A record with its summary: over the 1 kB from which answers are compressed.
    const one = `/api/v1/news-feeds/${published}?locale=en`;
    const plain = await read(one, { headers: { 'accept-encoding': 'identity' } });
    const br = await read(one, { headers: { 'accept-encoding': 'br' } });
    const gzip = await read(one, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    // Asked compressed with the tag of the plain answer: nothing to send, nothing compressed.
    const revalidated = await read(one, {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.rawPayload).toHaveLength(0);
  });

  it('answers HEAD with the same tag, and with 304 on a match', async () => {
    const get = await read(LIST);
    const head = await read(LIST, { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(get.headers.etag);
    const match = await read(LIST, {
      method: 'HEAD',
      headers: { 'if-none-match': String(get.headers.etag) },
    });
    expect(match.statusCode).toBe(304);
    expect(match.headers.etag).toBe(get.headers.etag);
    expect(match.rawPayload).toHaveLength(0);
  });

  it('leaves errors, writes, sign-in and answers that are not JSON untagged', async () => {
    const missing = await read(`/api/v1/news-feeds/${draft + 1000}?locale=en`, {
      headers: { 'if-none-match': '*' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const unsigned = await t.app.inject({ method: 'GET', url: LIST });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers.etag).toBeUndefined();

    const { user, password } = await t.createUser();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password },
      headers: { 'if-none-match': '*' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers.etag).toBeUndefined();

    const csv = await read('/api/v1/news-feeds/export.csv?locale=en', {
      headers: { 'if-none-match': '*' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers.etag).toBeUndefined();
  });

  it('documents the 304 of the JSON reads in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = (method: string, path: string) =>
      Object.keys(doc.paths[`/api/v1${path}`][method].responses);
    expect(responses('get', '/news-feeds')).toContain('304');
    expect(responses('get', '/news-feeds/{id}')).toContain('304');
    expect(doc.paths['/api/v1/news-feeds'].get.responses['200'].headers.ETag).toBeDefined();
    expect(responses('post', '/news-feeds')).not.toContain('304');
    expect(responses('get', '/news-feeds/export.csv')).not.toContain('304');
    expect(responses('get', '/calendar-events/feed.ics')).not.toContain('304');
  });
});

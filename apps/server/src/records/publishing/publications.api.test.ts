import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';

let t: TestServer;
let admin: string;
let institute: string;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  institute = (await t.signedIn({ type: 'institute' })).token;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (
  method: Method,
  url: string,
  o: { body?: unknown; query?: string; token?: string } = {},
) => t.request({ method, url: `/api/v1/${url}`, token: o.token ?? admin, ...o });
const ids = (res: { body: { payload: { id: number }[] } }) => res.body.payload.map((n) => n.id);

describe('publications', () => {
  it('creates with its file by multipart, in three languages', async () => {
    const { body, headers } = multipart([
      { name: 'title[om]', value: 'Gabaasa Waggaa' },
      { name: 'title[en]', value: 'Annual report' },
      { name: 'title[am]', value: 'ዓመታዊ ሪፖርት' },
      { name: 'description[en]', value: 'What the council did this year' },
      { name: 'kind', value: 'report' },
      { name: 'publishedAt', value: '2024-08-15' },
      { name: 'media[0][type]', value: 'downloadable' },
      { name: 'media[0][file]', value: pdf, filename: 'report.pdf' },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/publications',
      token: admin,
      body,
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      title: 'Gabaasa Waggaa',
      kind: 'report',
      description: 'What the council did this year',
      publishedAt: '2024-08-15T00:00:00.000Z',
      files: [expect.objectContaining({ originalName: 'report.pdf', category: 'downloadable' })],
    });
    const read = await api('GET', `publications/${res.body.payload.id}`, {
      query: 'locale=am',
      token: institute,
    });
    expect(read.body.payload.title).toBe('ዓመታዊ ሪፖርት');
  });

  it('filters by kind and publication range, sorts by publishedAt', async () => {
    const make = async (kind: string, publishedAt: string) =>
      (
        await api('POST', 'publications', {
          body: { title: `${kind} ${publishedAt}`, kind, publishedAt },
        })
      ).body.payload.id;
    const g1 = await make('gazette', '2023-01-10');
    const g2 = await make('gazette', '2023-06-10');
    const b1 = await make('bulletin', '2023-03-10');
    const g3 = await make('gazette', '2022-12-31');
    expect(
      ids(
        await api('GET', 'publications', {
          query: 'filter[kind]=gazette&sorting[publishedAt]=asc',
        }),
      ),
    ).toEqual([g3, g1, g2]);
    const range =
      'filter[publishedAt][gte]=2023-01-01&filter[publishedAt][lte]=2023-03-31&sorting[publishedAt]=desc';
    expect(ids(await api('GET', 'publications', { query: range, token: institute }))).toEqual([
      b1,
      g1,
    ]);
    const both = await api('GET', 'publications', {
      query: 'filter[kind][in][]=bulletin&filter[kind][in][]=gazette',
    });
    expect(both.body._attributes.pagination.total).toBe(4);
    expect((await api('GET', 'publications', { query: 'filter[kind]=novel' })).status).toBe(400);
  });

  it('refuses an unknown kind, and writes by anyone but administrators', async () => {
    const bad = await api('POST', 'publications', { body: { title: 'X', kind: 'novel' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ kind: expect.any(String) }]);
    const denied = await api('POST', 'publications', {
      body: { title: 'X', kind: 'other' },
      token: institute,
    });
    expect(denied.status).toBe(403);
  });

  it('has comments and soft delete', async () => {
    const id = (
      await api('POST', 'publications', { body: { title: 'Bulletin', kind: 'bulletin' } })
    ).body.payload.id;
    const c = await api('POST', `publications/${id}/comments`, {
      body: { body: 'Useful' },
      token: institute,
    });
    expect(c.status).toBe(200);
    expect((await api('DELETE', `publications/${id}`)).status).toBe(200);
    expect((await api('GET', `publications/${id}/comments`, { token: institute })).status).toBe(
      404,
    );
  });
});

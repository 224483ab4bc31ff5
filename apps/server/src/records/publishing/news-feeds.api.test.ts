import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';
import { multipart, type Part } from '../../test/multipart.js';

let t: TestServer;
let admin: string;
let member: string;
let institute: string;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  member = (await t.signedIn({ type: 'member' })).token;
  institute = (await t.signedIn({ type: 'institute' })).token;
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);
const send = (method: 'POST' | 'PATCH', url: string, parts: Part[]) => {
  const { body, headers } = multipart(parts);
  return t.request({ method, url: `/api/v1/${url}`, token: admin, body, headers });
};
const ids = (res: { body: { payload: { id: number }[] } }) => res.body.payload.map((n) => n.id);
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('news feeds', () => {
  it('creates from the seed multipart shape: cover image, downloadable file, bracket fields', async () => {
    const cat = await api('POST', 'news-feed-categories', { body: { name: 'Oduu' } });
    const res = await send('POST', 'news-feeds', [
      { name: 'title[om]', value: 'Yaaʼii Caffee' },
      { name: 'title[am]', value: 'የጨፌ ጉባኤ' },
      { name: 'summary[en]', value: 'The council met' },
      { name: 'categoryId', value: String(cat.body.payload.id) },
      { name: 'status', value: 'published' },
      { name: 'media[0][type]', value: 'image' },
      { name: 'media[0][file]', value: png, filename: 'cover.png', contentType: 'image/png' },
      { name: 'media[1][type]', value: 'downloadable' },
      { name: 'media[1][file]', value: pdf, filename: 'minutes.pdf' },
    ]);
    expect(res.status).toBe(200);
    const news = res.body.payload;
    expect(news).toMatchObject({
      title: 'Yaaʼii Caffee',
      status: 'published',
      summary: 'The council met',
    });
    // Publishing without a date dates it now.
    expect(Date.now() - Date.parse(news.publishedAt)).toBeLessThan(60_000);
    expect(news.coverUrl).toMatch(/\/files\/\d+\/thumbnail\?exp=/);
    expect(news.files.map((f: { category: string }) => f.category)).toEqual([
      'image',
      'downloadable',
    ]);
    const cover = await t.request({ method: 'GET', url: news.coverUrl });
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');

    const read = await api('GET', `news-feeds/${news.id}`, {
      query: 'locale=am&includes[]=category&includes[]=translations',
    });
    expect(read.body.payload).toMatchObject({
      title: 'የጨፌ ጉባኤ',
      category: { id: cat.body.payload.id, name: 'Oduu' },
      coverUrl: expect.stringContaining('/thumbnail'),
    });
    expect(read.body.payload.translations.title).toEqual({
      om: 'Yaaʼii Caffee',
      en: null,
      am: 'የጨፌ ጉባኤ',
    });
    const list = await api('GET', 'news-feeds', { query: `filter[id]=${news.id}` });
    expect(list.body.payload[0].coverUrl).toMatch(/thumbnail/);
  });

  it('updates by multipart, removes the cover, and keeps the first publication date', async () => {
    const created = await send('POST', 'news-feeds', [
      { name: 'title', value: 'Beeksisa' },
      { name: 'status', value: 'published' },
      { name: 'publishedAt', value: '2025-01-10T08:00:00Z' },
      { name: 'media[0][type]', value: 'image' },
      { name: 'media[0][file]', value: png, filename: 'a.png' },
    ]);
    const { id, files } = created.body.payload;
    const updated = await send('PATCH', `news-feeds/${id}`, [
      { name: 'removeFiles[]', value: String(files[0].id) },
      { name: 'title[en]', value: 'Notice' },
      { name: 'media[0][type]', value: 'downloadable' },
      { name: 'media[0][file]', value: pdf, filename: 'notice.pdf' },
    ]);
    expect(updated.status).toBe(200);
    expect(updated.body.payload).toMatchObject({ coverUrl: null, title: 'Beeksisa' });
    await api('PATCH', `news-feeds/${id}`, { body: { status: 'draft' } });
    const again = await api('PATCH', `news-feeds/${id}`, { body: { status: 'published' } });
    expect(again.body.payload.publishedAt).toBe('2025-01-10T08:00:00.000Z');
  });

  it('refuses bad values with a 422 list', async () => {
    const bad = await api('POST', 'news-feeds', {
      body: { title: '', status: 'archived', categoryId: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: object) => Object.keys(e)[0]).sort()).toEqual([
      'categoryId',
      'status',
      'title',
    ]);
    const noCategory = await api('POST', 'news-feeds', {
      body: { title: 'X', categoryId: 999999 },
    });
    expect(noCategory.body.errors).toEqual([{ categoryId: 'No such category' }]);
    const badDate = await api('POST', 'news-feeds', { body: { title: 'X', publishedAt: 'soon' } });
    expect(badDate.status).toBe(422);
  });
});

describe('what members and institutes see of the news', () => {
  let out: number;
  let draft: number;
  let scheduled: number;
  beforeAll(async () => {
    const make = async (body: object) =>
      (await api('POST', 'news-feeds', { body })).body.payload.id;
    out = await make({
      title: 'Visibility out',
      status: 'published',
      publishedAt: hourFromNow(-1),
    });
    draft = await make({ title: 'Visibility draft' });
    scheduled = await make({
      title: 'Visibility later',
      status: 'published',
      publishedAt: hourFromNow(24),
    });
  });

  it('lists only news that is out, to members and institutes; everything to admins', async () => {
    const query = 'search=Visibility&pagination[pageSize]=100';
    expect(ids(await api('GET', 'news-feeds', { query }))).toEqual([scheduled, draft, out]);
    expect(ids(await api('GET', 'news-feeds', { query, token: member }))).toEqual([out]);
    expect(ids(await api('GET', 'news-feeds', { query, token: institute }))).toEqual([out]);
    const drafts = await api('GET', 'news-feeds', {
      query: `${query}&filter[status]=draft`,
      token: member,
    });
    expect(drafts.body._attributes.pagination.total).toBe(0);
  });

  it('answers 404 for a draft or scheduled item asked for by id, and for its comments', async () => {
    for (const id of [draft, scheduled]) {
      expect((await api('GET', `news-feeds/${id}`, { token: member })).status).toBe(404);
      expect((await api('GET', `news-feeds/${id}/comments`, { token: member })).status).toBe(404);
      const comment = await api('POST', `news-feeds/${id}/comments`, {
        token: member,
        body: { body: 'Hi' },
      });
      expect(comment.status).toBe(404);
    }
    expect((await api('GET', `news-feeds/${draft}`)).status).toBe(200);
  });

  it('lets members read and comment on published news, but not write it', async () => {
    expect((await api('GET', `news-feeds/${out}`, { token: member })).status).toBe(200);
    const c = await api('POST', `news-feeds/${out}/comments`, {
      token: member,
      body: { body: 'Galatoomaa' },
    });
    expect(c.status).toBe(200);
    const list = await api('GET', `news-feeds/${out}/comments`, { token: institute });
    expect(list.body.payload.map((x: { body: string }) => x.body)).toEqual(['Galatoomaa']);
    expect(
      (await api('PATCH', `news-feeds/${out}`, { token: member, body: { title: 'x' } })).status,
    ).toBe(403);
    expect(
      (await api('POST', 'news-feeds', { token: institute, body: { title: 'x' } })).status,
    ).toBe(403);
  });
});

describe('the news list', () => {
  it('filters by category, status and publication range; sorts by publishedAt', async () => {
    const cat = (await api('POST', 'news-feed-categories', { body: { name: 'Filters' } })).body
      .payload.id;
    const make = async (title: string, publishedAt: string) =>
      (
        await api('POST', 'news-feeds', {
          body: { title, categoryId: cat, status: 'published', publishedAt },
        })
      ).body.payload.id;
    const a = await make('F a', '2024-01-05');
    const b = await make('F b', '2024-03-05');
    const c = await make('F c', '2024-02-05');
    const base = `filter[categoryId]=${cat}&filter[status]=published`;
    expect(
      ids(await api('GET', 'news-feeds', { query: `${base}&sorting[publishedAt]=asc` })),
    ).toEqual([a, c, b]);
    const range = `${base}&filter[publishedAt][gte]=2024-02-01&filter[publishedAt][lt]=2024-03-01`;
    expect(ids(await api('GET', 'news-feeds', { query: range }))).toEqual([c]);
    const titled = await api('GET', 'news-feeds', { query: `${base}&sorting[title]=desc` });
    expect(ids(titled)).toEqual([c, b, a]);
    expect((await api('GET', 'news-feeds', { query: 'filter[body]=x' })).status).toBe(400);
  });

  it('searches titles and summaries in every language, not bodies', async () => {
    const id = (
      await api('POST', 'news-feeds', {
        body: {
          title: { om: 'Qonnaan bultoota', am: 'የአርሶ አደሮች ስብሰባ' },
          summary: { en: 'Harvest festival' },
          body: { en: 'Zebrafinch appears only in the body' },
        },
      })
    ).body.payload.id;
    for (const search of ['ስብሰባ', 'harvest', 'qonnaan']) {
      expect(
        ids(await api('GET', 'news-feeds', { query: `search=${encodeURIComponent(search)}` })),
      ).toEqual([id]);
    }
    expect(ids(await api('GET', 'news-feeds', { query: 'search=zebrafinch' }))).toEqual([]);
  });

  it('soft-deletes', async () => {
    const id = (await api('POST', 'news-feeds', { body: { title: 'Gone soon' } })).body.payload.id;
    expect((await api('DELETE', `news-feeds/${id}`, { token: member })).status).toBe(403);
    expect((await api('DELETE', `news-feeds/${id}`)).status).toBe(200);
    expect((await api('GET', `news-feeds/${id}`)).status).toBe(404);
  });
});

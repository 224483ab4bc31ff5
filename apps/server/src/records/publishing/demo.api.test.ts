import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { SERVED_RESOURCES } from '../registry.js';
import { rebuildSearchIndex } from '../../search/rebuild.js';
import { seedPublishingDemo } from './demo.js';

let t: TestServer;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestServer();
  const a = await t.signedIn({ type: 'admin' });
  const m = await t.signedIn({ type: 'member' });
  const i = await t.createUser({ type: 'institute' });
  [admin, member] = [a.token, m.token];
  await seedPublishingDemo({
    db: t.services.db,
    instituteIds: [],
    userIds: { admin: a.user.id, institute: i.user.id, member: m.user.id },
    storage: t.services.storage,
  });
  // The demo writes straight into the tables, as `seedDemo` does before it indexes them.
  await rebuildSearchIndex(t.services, SERVED_RESOURCES);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, query: string, token = member) =>
  t.request({ method: 'GET', url: `/api/v1/${url}`, token, query });

describe('the publishing demo data', () => {
  it('has news with drafts and a scheduled item that members do not see yet', async () => {
    const all = await get('news-feeds', 'pagination[pageSize]=50', admin);
    expect(all.body._attributes.pagination.total).toBe(8);
    const out = await get('news-feeds', 'pagination[pageSize]=50&includes[]=category&locale=en');
    expect(out.body._attributes.pagination.total).toBe(5);
    expect(out.body.payload[0]).toMatchObject({ category: { name: expect.any(String) } });
    expect(out.body.payload.filter((n: { coverUrl: string | null }) => n.coverUrl).length).toBe(4);
  });

  it('fills every text in om, en and am', async () => {
    for (const [url, fields] of [
      ['news-feeds', ['title', 'summary', 'body']],
      ['enacted-laws', ['title', 'body']],
      ['publications', ['title', 'description']],
    ] as const) {
      // A list leaves long texts out unless it names them (ResourceMeta.longTexts).
      const longTexts = fields.filter((f) => f !== 'title').map((f) => `&includes[]=${f}`);
      const res = await get(
        url,
        `pagination[pageSize]=50&includes[]=translations${longTexts.join('')}`,
        admin,
      );
      expect(res.body.payload.length, url).toBeGreaterThan(3);
      for (const record of res.body.payload) {
        for (const field of fields) {
          const t = record.translations[field];
          expect(
            [t.om, t.en, t.am].every((v: string | null) => (v ?? '').length > 10),
            url,
          ).toBe(true);
        }
      }
    }
  });

  it('gives each law its PDF and each publication its file', async () => {
    const laws = await get('enacted-laws', 'includes[]=files&pagination[pageSize]=50');
    expect(laws.body.payload).toHaveLength(6);
    for (const law of laws.body.payload) {
      expect(law.files.map((f: { mediaType: string }) => f.mediaType)).toEqual(['application/pdf']);
    }
    const file = laws.body.payload[0].files[0];
    const download = await t.request({ method: 'GET', url: file.url });
    expect(download.status).toBe(200);
    expect(String(download.body).startsWith('%PDF-1.4')).toBe(true);
    const pubs = await get('publications', 'includes[]=files');
    expect(pubs.body.payload.every((p: { files: unknown[] }) => p.files.length === 1)).toBe(true);
  });

  it('finds the land law first in each language, and by its number', async () => {
    for (const [q, locale] of [
      ['lafa baadiyyaa', 'om'],
      ['rural land', 'en'],
      ['የገጠር መሬት', 'am'],
      ['245/2021', 'en'],
    ]) {
      const res = await get(
        'enacted-laws/search',
        `q=${encodeURIComponent(q ?? '')}&locale=${locale}`,
      );
      expect(res.body.payload[0]?.proclamationNumber, q).toBe('245/2021');
      expect(res.body.payload[0]?.snippet, q).toContain('<mark>');
    }
  });
});

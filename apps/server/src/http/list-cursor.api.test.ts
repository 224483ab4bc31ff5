import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSIONED_TABLES } from '../db/migrations/0010-table-versions.js';
import { SERVED_RESOURCES } from '../records/registry.js';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  // Ties on publishedAt, drafts without one (NULL), titles with and without English (NULL).
  const dates = ['2024-03-01T08:00:00.000Z', '2024-01-15T10:30:00.000Z', null];
  for (let i = 0; i < 17; i++) {
    const published = dates[i % 3];
    const body = {
      title: i % 4 === 0 ? { om: `Oduu ${i}` } : { om: `Oduu ${i}`, en: `News ${i % 5}` },
      status: published ? 'published' : 'draft',
      ...(published ? { publishedAt: published } : {}),
    };
    const res = await api(`news-feeds`, 'POST', body);
    expect(res.status).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

async function api(url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', body?: unknown) {
  return t.request({
    method,
    url: `/api/v1/${url}`,
    token: admin,
    ...(body !== undefined ? { body } : {}),
  });
}

const ids = (res: { body: { payload: { id: number }[] } }) => res.body.payload.map((r) => r.id);

/** Every page by page number, and every page by following `next` (then `prev` back). */
async function walk(query: string, pageSize = 4) {
  const base = `news-feeds?locale=en&pagination[pageSize]=${pageSize}&${query}`;
  const first = await api(base);
  expect(first.status).toBe(200);
  const { pageCount, total } = first.body._attributes.pagination;
  expect(pageCount).toBeGreaterThan(2);

  const byNumber: number[][] = [];
  for (let page = 1; page <= pageCount; page++) {
    byNumber.push(ids(await api(`${base}&pagination[page]=${page}`)));
  }

  const byCursor: number[][] = [ids(first)];
  let res = first;
  let guard = 0;
  while (res.body._attributes.pagination.next && guard++ < 100) {
    const cursor = encodeURIComponent(res.body._attributes.pagination.next);
    res = await api(`${base}&pagination[after]=${cursor}`);
    expect(res.status).toBe(200);
    expect(res.body._attributes.pagination).toMatchObject({ total, pageCount, pageSize });
    expect(res.body._attributes.pagination.page).toBe(byCursor.length + 1);
    byCursor.push(ids(res));
  }

  // Back from the last page by `prev`, down to the first.
  const backwards: number[][] = [ids(res)];
  while (res.body._attributes.pagination.prev && guard++ < 200) {
    const cursor = encodeURIComponent(res.body._attributes.pagination.prev);
    res = await api(`${base}&pagination[before]=${cursor}`);
    expect(res.status).toBe(200);
    backwards.unshift(ids(res));
  }
  expect(res.body._attributes.pagination.page).toBe(1);
  return { byNumber, byCursor, backwards, total };
}

describe('keyset pagination (pagination[after] / pagination[before])', () => {
  for (const sorting of [
    '',
    'sorting[id]=asc',
    'sorting[publishedAt]=asc',
    'sorting[publishedAt]=desc',
    'sorting[title]=asc',
    'sorting[title]=desc',
    'sorting[createdAt]=desc',
    'sorting[publishedAt]=desc&sorting[title]=asc',
    'sorting[title]=asc&sorting[publishedAt]=asc',
  ]) {
    it(`lists the same rows in the same order as page numbers: ${sorting || 'default'}`, async () => {
      const { byNumber, byCursor, backwards, total } = await walk(sorting);
      expect(byCursor).toEqual(byNumber);
      expect(backwards).toEqual(byNumber);
      expect(byCursor.flat()).toHaveLength(total);
      expect(new Set(byCursor.flat()).size).toBe(total);
    });
  }

  it('keeps the filter: the cursor pages of a filtered list match its numbered pages', async () => {
    const { byNumber, byCursor, total } = await walk(
      'filter[status]=published&sorting[publishedAt]=asc',
      3,
    );
    expect(byCursor).toEqual(byNumber);
    const all = await api(`news-feeds?filter[status]=published&pagination[pageSize]=100`);
    expect(total).toBe(all.body._attributes.pagination.total);
    expect(byCursor.flat().sort()).toEqual(ids(all).sort());
  });

  it('has no prev on the first page and no next on the last', async () => {
    const first = await api('news-feeds?pagination[pageSize]=100');
    expect(first.body._attributes.pagination.next).toBeUndefined();
    expect(first.body._attributes.pagination.prev).toBeUndefined();
    const second = await api('news-feeds?pagination[pageSize]=5&pagination[page]=2');
    expect(second.body._attributes.pagination.prev).toEqual(expect.any(String));
    expect(second.body._attributes.pagination.next).toEqual(expect.any(String));
  });

  it('refuses a forged, foreign or malformed cursor with a 400', async () => {
    const page = await api('news-feeds?pagination[pageSize]=3');
    const next = page.body._attributes.pagination.next as string;
    const decoded = JSON.parse(Buffer.from(next, 'base64url').toString());
    const forge = (changes: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...decoded, ...changes })).toString('base64url');
    const bad = [
      'not a cursor!',
      'e30', // {}
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('{"w":"n"').toString('base64url'),
      forge({ o: 'news_feeds.id:asc' }), // another order
      forge({ k: ['1; drop table news_feeds; --'] }), // id must be a number
      forge({ k: [] }),
      forge({ k: [1.5] }),
      forge({ p: 0 }),
      forge({ w: 'p' }), // a prev cursor sent as after
    ];
    for (const cursor of bad) {
      const res = await api(`news-feeds?pagination[pageSize]=3&pagination[after]=${cursor}`);
      expect(res.status, cursor).toBe(400);
    }
    // A cursor of one sorting is refused by another.
    const sorted = await api(`news-feeds?pagination[pageSize]=3&sorting[title]=asc`);
    const titled = sorted.body._attributes.pagination.next as string;
    expect(
      (
        await api(
          `news-feeds?pagination[pageSize]=3&pagination[after]=${encodeURIComponent(titled)}`,
        )
      ).status,
    ).toBe(400);
    // A text value is a bound parameter, never SQL.
    const textCursor = JSON.parse(Buffer.from(titled, 'base64url').toString());
    textCursor.k[0] = "x' or 1=1; drop table news_feeds; --";
    const injected = Buffer.from(JSON.stringify(textCursor)).toString('base64url');
    const res = await api(
      `news-feeds?pagination[pageSize]=3&sorting[title]=asc&pagination[after]=${injected}`,
    );
    expect(res.status).toBe(200);
    expect((await api('news-feeds?pagination[pageSize]=1')).body._attributes.pagination.total).toBe(
      page.body._attributes.pagination.total,
    );
    expect(
      (await api(`news-feeds?pagination[after]=${next}&pagination[before]=${next}`)).status,
    ).toBe(400);
    // Longer than the contract allows: refused by the query schema, like any malformed field.
    expect((await api(`news-feeds?pagination[after]=${'a'.repeat(3000)}`)).status).toBe(422);
  });

  it('refuses cursor values no column can hold with a 400 (PostgreSQL would fail on them)', async () => {
    // A genuine cursor of each order, its values then replaced.
    const forged = async (sorting: string, k: unknown[], p = 2) => {
      const base = `news-feeds?pagination[pageSize]=3${sorting ? `&sorting[${sorting}]=asc` : ''}`;
      const next = (await api(base)).body._attributes.pagination.next as string;
      const decoded = JSON.parse(Buffer.from(next, 'base64url').toString());
      const cursor = Buffer.from(JSON.stringify({ ...decoded, k, p })).toString('base64url');
      return api(`${base}&pagination[after]=${cursor}`);
    };
    const bad: [string, unknown[], number?][] = [
      ['', [2147483648]],
      ['', [1e20]],
      ['', [Number.MAX_SAFE_INTEGER]],
      ['', [5], 1e20],
      ['publishedAt', ['0000-01-01 00:00:00+00', 5]],
      ['publishedAt', ['2026-02-30T00:00:00.000Z', 5]],
      ['publishedAt', ['2026-01-01T25:00:00.000Z', 5]],
      ['publishedAt', ['2026-01-01::::', 5]],
      ['publishedAt', ['275760-01-01T00:00:00.000Z', 5]],
      ['publishedAt', ['2026-01-01T00:00:00.000Z', 2147483648]],
      ['title', ['News\u0000', 5]],
    ];
    for (const [sorting, k, p] of bad) {
      const res = await forged(sorting, k, p);
      expect(res.status, `${sorting} ${JSON.stringify(k)} ${p}`).toBe(400);
      expect(res.body.message).toBe('Invalid pagination cursor');
    }
    // The database's own spellings of a key still seek: PostgreSQL's timestamp text, ISO.
    for (const k of [
      ['2024-01-15 10:30:00.123456+00', 5],
      ['2024-01-15T10:30:00.000Z', 5],
      [null, 5],
    ]) {
      expect((await forged('publishedAt', k)).status, JSON.stringify(k)).toBe(200);
    }
  });

  it('serves the users list and other runList lists by cursor too', async () => {
    await t.createUser({ type: 'member' });
    await t.createUser({ type: 'member' });
    const first = await api('users?pagination[pageSize]=1&sorting[name]=asc');
    const next = first.body._attributes.pagination.next as string;
    const second = await api(
      `users?pagination[pageSize]=1&sorting[name]=asc&pagination[after]=${next}`,
    );
    const numbered = await api('users?pagination[pageSize]=1&sorting[name]=asc&pagination[page]=2');
    expect(ids(second)).toEqual(ids(numbered));
  });
});

describe('cached counts', () => {
  const total = async (query = '') =>
    (await api(`news-feeds?pagination[pageSize]=1${query}`)).body._attributes.pagination
      .total as number;
  const version = async (table: string) =>
    Number(
      (
        await sql<{
          version: number;
        }>`select version from table_versions where name = ${table}`.execute(t.services.db)
      ).rows[0]?.version,
    );

  it('follow every write: API create and delete, and SQL that bypasses the API', async () => {
    const before = await total();
    const drafts = await total('&filter[status]=draft');
    const made = await api('news-feeds', 'POST', { title: 'Oduu haaraa' });
    expect(await total()).toBe(before + 1);
    expect(await total('&filter[status]=draft')).toBe(drafts + 1);
    await api(`news-feeds/${made.body.payload.id}`, 'DELETE');
    expect(await total()).toBe(before);
    expect(await total('&filter[status]=draft')).toBe(drafts);

    // A write outside the API (another process, a bulk load) raises the version by trigger.
    const v = await version('news_feeds');
    await sql`update news_feeds set deleted_at = ${new Date().toISOString()}
      where id = (select max(id) from news_feeds where deleted_at is null)`.execute(t.services.db);
    expect(await version('news_feeds')).toBeGreaterThan(v);
    expect(await total()).toBe(before - 1);
    await sql`update news_feeds set deleted_at = null
      where id = (select max(id) from news_feeds)`.execute(t.services.db);
    expect(await total()).toBe(before);
  });

  it('are reused while the versions stand still (and only then)', async () => {
    const before = await total('&filter[status]=published');
    const v = await version('news_feeds');
    await api('news-feeds', 'POST', { title: 'Oduu', status: 'published' });
    // Put the version back as if no write had happened: the cached count is served.
    await sql`update table_versions set version = ${v} where name = 'news_feeds'`.execute(
      t.services.db,
    );
    expect(await total('&filter[status]=published')).toBe(before);
    // Any write moves it again and the count is redone.
    await sql`update table_versions set version = version + 1 where name = 'news_feeds'`.execute(
      t.services.db,
    );
    expect(await total('&filter[status]=published')).toBe(before + 1);
  });

  it('are kept per scope: a member counts only published news', async () => {
    const { token } = await t.signedIn({ type: 'member' });
    const asMember = async () =>
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/news-feeds?pagination[pageSize]=1',
          token,
        })
      ).body._attributes.pagination.total as number;
    const published = await total('&filter[status]=published');
    expect(await asMember()).toBe(published);
    await api('news-feeds', 'POST', { title: 'Oduu dhokataa' });
    expect(await asMember()).toBe(published);
    expect(await total()).toBeGreaterThan(published);
  });

  it('cover every table a served list reads', async () => {
    const rows = await sql<{ name: string }>`select name from table_versions`.execute(
      t.services.db,
    );
    const versioned = new Set(rows.rows.map((r) => r.name));
    // Record tables (0010; a later type's table gets its counter from createRecordTable),
    // sessions (0011, for remembering who holds a token) and the audit log (0012, for keeping
    // answers that show histories).
    for (const table of [...VERSIONED_TABLES, 'sessions', 'audit_log']) {
      expect(versioned, table).toContain(table);
    }
    const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    for (const r of SERVED_RESOURCES) expect(versioned, r.table).toContain(snake(r.table));
  });
});

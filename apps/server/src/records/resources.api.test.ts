import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  member = (await t.signedIn({ type: 'member' })).token;
});
afterAll(async () => {
  await t?.close();
});

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  o: { body?: unknown; query?: string; token?: string } = {},
) =>
  t.request({
    method,
    url: `/api/v1/${url}`,
    token: o.token ?? admin,
    ...(o.body !== undefined ? { body: o.body } : {}),
    ...(o.query ? { query: o.query } : {}),
  });

describe('a declared record type (permission-categories)', () => {
  it('creates with three languages and reads each, with fallback to om', async () => {
    const created = await api('POST', 'permission-categories', {
      body: { name: { om: 'Bulchiinsa', en: 'Administration' }, description: 'Hojii bulchiinsaa' },
    });
    expect(created.status).toBe(200);
    const id = created.body.payload.id;
    expect(created.body.payload).toMatchObject({
      name: 'Bulchiinsa',
      description: 'Hojii bulchiinsaa',
    });
    expect(
      (await api('GET', `permission-categories/${id}`, { query: 'locale=en' })).body.payload.name,
    ).toBe('Administration');
    expect(
      (await api('GET', `permission-categories/${id}`, { query: 'locale=am' })).body.payload.name,
    ).toBe('Bulchiinsa');
    const all = await api('GET', `permission-categories/${id}`, {
      query: 'includes[]=translations&includes[]=auditHistory',
    });
    expect(all.body.payload.translations.name).toEqual({
      om: 'Bulchiinsa',
      en: 'Administration',
      am: null,
    });
    expect(all.body.payload.auditHistory).toEqual([expect.objectContaining({ action: 'create' })]);
  });

  it('updates one language without touching the others, and records the change', async () => {
    const { body } = await api('POST', 'permission-categories', {
      body: { name: { om: 'Maallaqa', en: 'Finance' } },
    });
    const id = body.payload.id;
    const put = await api('PUT', `permission-categories/${id}`, {
      body: { name: 'ፋይናንስ' },
      query: 'locale=am',
    });
    expect(put.status).toBe(200);
    const patched = await api('PATCH', `permission-categories/${id}`, {
      body: { name: { en: 'Finance and budget' } },
    });
    expect(patched.status).toBe(200);
    const all = await api('GET', `permission-categories/${id}`, {
      query: 'includes[]=translations&includes[]=auditHistory',
    });
    expect(all.body.payload.translations.name).toEqual({
      om: 'Maallaqa',
      en: 'Finance and budget',
      am: 'ፋይናንስ',
    });
    expect(all.body.payload.auditHistory[0]).toMatchObject({
      action: 'update',
      changes: { nameEn: ['Finance', 'Finance and budget'] },
    });
  });

  it('lists with search in any language, filters and pagination', async () => {
    await api('POST', 'permission-categories', { body: { name: { om: 'Qorannoo', am: 'ጥናት' } } });
    const found = await api('GET', 'permission-categories', { query: 'search=ጥናት' });
    expect(found.body.payload.map((c: { name: string }) => c.name)).toEqual(['Qorannoo']);
    const byName = await api('GET', 'permission-categories', { query: 'filter[name][like]=qoran' });
    expect(byName.body._attributes.pagination.total).toBe(1);
    const sorted = await api('GET', 'permission-categories', {
      query: 'sorting[name]=asc&locale=om',
    });
    const names = sorted.body.payload.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
  });

  it('lists leave long texts out unless asked; a record carries them', async () => {
    // A news item's summary and body are long texts no list shows (ResourceMeta.longTexts).
    const made = await api('POST', 'news-feeds', {
      body: { title: 'Long texts', summary: 'Short', body: { om: 'Qaama', en: 'The body' } },
    });
    expect(made.status).toBe(200);
    const id = made.body.payload.id as number;
    const query = `filter[id]=${id}&locale=en`;
    const plain = await api('GET', 'news-feeds', { query });
    expect(plain.body.payload[0]).toMatchObject({ id, title: 'Long texts' });
    expect(plain.body.payload[0]).not.toHaveProperty('body');
    expect(plain.body.payload[0]).not.toHaveProperty('summary');
    const asked = await api('GET', 'news-feeds', {
      query: `${query}&includes[]=body&includes[]=translations`,
    });
    expect(asked.body.payload[0]).toMatchObject({
      body: 'The body',
      translations: { body: { om: 'Qaama', en: 'The body', am: null } },
    });
    expect(asked.body.payload[0]).not.toHaveProperty('summary');
    expect(asked.body.payload[0].translations).not.toHaveProperty('summary');
    const one = await api('GET', `news-feeds/${id}`, { query: 'locale=en' });
    expect(one.body.payload).toMatchObject({ body: 'The body', summary: 'Short' });
  });

  it('reads a page by number at any depth as the pages before it lead there', async () => {
    for (let i = 0; i < 5; i++) {
      await api('POST', 'permission-categories', { body: { name: `Depth ${i}` } });
    }
    const query = 'filter[name][like]=Depth&sorting[name]=desc';
    const all = await api('GET', 'permission-categories', { query });
    const names = all.body.payload.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Depth 4', 'Depth 3', 'Depth 2', 'Depth 1', 'Depth 0']);
    for (const page of [2, 4, 5, 6]) {
      const one = await api('GET', 'permission-categories', {
        query: `${query}&pagination[pageSize]=1&pagination[page]=${page}`,
      });
      expect(one.body.payload.map((c: { name: string }) => c.name)).toEqual(
        names.slice(page - 1, page),
      );
      expect(one.body._attributes.pagination).toMatchObject({ page, total: 5, pageCount: 5 });
    }
  });

  it('soft-deletes: gone from reads, kept in the history', async () => {
    const { body } = await api('POST', 'permission-categories', {
      body: { name: 'Yeroo gabaabaa' },
    });
    const id = body.payload.id;
    expect((await api('DELETE', `permission-categories/${id}`)).status).toBe(200);
    expect((await api('GET', `permission-categories/${id}`)).status).toBe(404);
    expect(
      (await api('PUT', `permission-categories/${id}`, { body: { name: 'x y' } })).status,
    ).toBe(404);
    const row = await t.services.db
      .selectFrom('auditLog')
      .select('action')
      .where('resource', '=', 'permission-categories')
      .where('recordId', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(row?.action).toBe('delete');
  });

  it('answers 422 field lists for bad bodies and 403 without the permission', async () => {
    const bad = await api('POST', 'permission-categories', { body: { name: '' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ name: expect.any(String) }]);
    const empty = await api('POST', 'permission-categories', { body: { name: {} } });
    expect(empty.status).toBe(422);
    expect(
      (await api('POST', 'permission-categories', { body: { name: 'Abc' }, token: member })).status,
    ).toBe(403);
    expect((await api('GET', 'permission-categories', { token: member })).status).toBe(403);
  });
});

describe('permissions', () => {
  it('lists the built-in permissions, filterable by resource', async () => {
    const res = await api('GET', 'permissions', {
      query: 'filter[resource]=users&pagination[pageSize]=100&sorting[action]=asc',
    });
    expect(res.body.payload.map((p: { action: string }) => p.action)).toEqual([
      'activate',
      'comment',
      'create',
      'delete',
      'list',
      'read',
      'update',
    ]);
    expect(res.body.payload[0].builtIn).toBe(true);
  });

  it('keeps built-in names, but lets their description and category change', async () => {
    const cat = await api('POST', 'permission-categories', { body: { name: 'Accounts' } });
    const list = await api('GET', 'permissions', { query: 'filter[name]=users:list' });
    const id = list.body.payload[0].id;
    expect(
      (await api('PATCH', `permissions/${id}`, { body: { name: 'users:everything' } })).status,
    ).toBe(409);
    expect((await api('DELETE', `permissions/${id}`)).status).toBe(409);
    const ok = await api('PATCH', `permissions/${id}`, {
      body: { description: 'See the users', categoryId: cat.body.payload.id },
    });
    expect(ok.status).toBe(200);
    const read = await api('GET', `permissions/${id}`, { query: 'includes[]=category' });
    expect(read.body.payload).toMatchObject({
      name: 'users:list',
      description: 'See the users',
      category: { name: 'Accounts' },
    });
    const noCat = await api('PATCH', `permissions/${id}`, { body: { categoryId: 999999 } });
    expect(noCat.status).toBe(422);
    expect(noCat.body.errors).toEqual([{ categoryId: 'No such category' }]);
  });

  it('creates a custom permission once; a second with the same name is a 409', async () => {
    const a = await api('POST', 'permissions', { body: { name: 'reports:export' } });
    expect(a.status).toBe(200);
    expect(a.body.payload).toMatchObject({ resource: 'reports', action: 'export', builtIn: false });
    expect((await api('POST', 'permissions', { body: { name: 'reports:export' } })).status).toBe(
      409,
    );
    expect((await api('POST', 'permissions', { body: { name: 'not a permission' } })).status).toBe(
      422,
    );
  });

  it('has comments: list and add', async () => {
    const list = await api('GET', 'permissions', { query: 'filter[name]=news-feeds:create' });
    const id = list.body.payload[0].id;
    const added = await api('POST', `permissions/${id}/comments`, {
      body: { body: '<script>alert(1)</script> stays text' },
    });
    expect(added.status).toBe(200);
    const comments = await api('GET', `permissions/${id}/comments`);
    expect(comments.body.payload[0]).toMatchObject({
      body: '<script>alert(1)</script> stays text',
      authorName: expect.any(String),
    });
    expect(comments.body._attributes.pagination.total).toBe(1);
    expect((await api('GET', 'permissions/999999/comments')).status).toBe(404);
    expect((await api('POST', `permissions/${id}/comments`, { body: { body: '' } })).status).toBe(
      422,
    );
  });
});

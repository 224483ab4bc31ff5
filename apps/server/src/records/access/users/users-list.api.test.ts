import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.js';

let t: TestServer;
let admin: string;
let member: string;
const created: number[] = [];

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin', name: 'Admin Person' })).token;
  member = (await t.signedIn({ type: 'member', name: 'Member Person' })).token;
  for (let i = 0; i < 20; i++) {
    const { user } = await t.createUser({
      type: i % 2 ? 'member' : 'institute',
      status: i % 5 === 0 ? 'pending' : 'active',
      name: `Listed User ${String(i).padStart(2, '0')}`,
    });
    created.push(user.id);
  }
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, token = admin) =>
  t.request({ method: 'GET', url: '/api/v1/users', token, query });

describe('GET users (the shared list conventions)', () => {
  it("answers the seed's default page: 8 records, id descending, with pagination", async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.payload).toHaveLength(8);
    const ids = res.body.payload.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.body._attributes.pagination).toEqual({
      page: 1,
      pageSize: 8,
      total: 22,
      pageCount: 3,
      // Keyset cursor of the page's last row (an addition to the seed's fields).
      next: expect.any(String),
    });
  });

  it("takes the seed client's exact query shape", async () => {
    const q =
      'locale=om&pagination[page]=2&pagination[pageSize]=8&sorting[id]=desc&includes[]=auditHistory';
    const res = await list(q);
    expect(res.status).toBe(200);
    expect(res.body._attributes.pagination.page).toBe(2);
    expect(res.body.payload[0].auditHistory[0]).toMatchObject({ action: 'create' });
  });

  it('filters the caffee-users way (filter[type]=mc means members) and by operators', async () => {
    const members = await list('filter[type]=mc&pagination[pageSize]=100');
    expect(members.body.payload.every((u: { type: string }) => u.type === 'member')).toBe(true);
    expect(members.body._attributes.pagination.total).toBe(11);
    const pending = await list('filter[status]=pending');
    expect(pending.body._attributes.pagination.total).toBe(4);
    const range = await list(`filter[id][gte]=${created[5]}&filter[id][lte]=${created[9]}`);
    expect(range.body._attributes.pagination.total).toBe(5);
    const some = await list(`filter[id][in][]=${created[0]}&filter[id][in][]=${created[1]}`);
    expect(some.body._attributes.pagination.total).toBe(2);
    const dated = await list('filter[createdAt][gte]=2000-01-01');
    expect(dated.body._attributes.pagination.total).toBe(22);
  });

  it('searches and sorts', async () => {
    const res = await list('search=listed user 1&sorting[name]=asc&pagination[pageSize]=100');
    const names = res.body.payload.map((u: { name: string }) => u.name);
    expect(names[0]).toBe('Listed User 10');
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort());
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await list('search=%25');
    expect(res.body._attributes.pagination.total).toBe(0);
  });

  it('includes role and institute on request', async () => {
    const res = await list('includes[]=role&includes[]=institute&pagination[pageSize]=1');
    expect(res.body.payload[0].role).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(res.body.payload[0].institute).toBeNull();
  });

  it('caps the page size at 100 and says so in the pagination', async () => {
    const res = await list('pagination[pageSize]=100000');
    expect(res.status).toBe(200);
    expect(res.body._attributes.pagination.pageSize).toBe(100);
  });

  it('refuses unknown filter and sorting fields with a clear 400', async () => {
    const a = await list('filter[passwordHash]=x');
    expect(a.status).toBe(400);
    expect(a.body.message).toBe('Unknown filter field: passwordHash');
    const b = await list('sorting[passwordHash]=asc');
    expect(b.status).toBe(400);
    expect(b.body.message).toMatch(/sorting/);
  });

  it('refuses bad values with 4xx, never 500', async () => {
    for (const q of [
      'filter[id]=abc',
      'filter[createdAt][gte]=yesterday',
      'filter[type]=wizard',
      'pagination[page]=-1',
      'sorting[id]=sideways',
      'filter[id][regex]=1',
      'filter[__proto__][polluted]=1',
      'filter[id][in]=',
    ]) {
      const res = await list(q);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
    }
  });

  it('needs users:list: 401 anonymous, 403 for a member', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/users' })).status).toBe(401);
    const res = await list('', member);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('answers one user, 404 for a missing one and 422 for a bad id', async () => {
    const one = await t.request({
      method: 'GET',
      url: `/api/v1/users/${created[3]}`,
      token: admin,
    });
    expect(one.body.payload.id).toBe(created[3]);
    const missing = await t.request({ method: 'GET', url: '/api/v1/users/999999', token: admin });
    expect(missing.status).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/api/v1/users/abc', token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ id: expect.any(String) }]);
  });
});

describe('users export and one user’s page', () => {
  const exportOf = (path: string, query: string, token = admin) =>
    t.request({ method: 'GET', url: `/api/v1/${path}/export.csv`, token, query });
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('exports every matching user as people read them', async () => {
    const query =
      'sorting[name]=asc&search=Listed&labels[name]=Maqaa&labels[status]=Haala' +
      '&labels[roleId]=Gahee&values[status][pending]=Eegaa&values[status][active]=Hojii%20irra';
    const res = await exportOf('users', query);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = lines(res.body);
    expect(rows[0]).toBe('Maqaa,Haala,Gahee');
    expect(rows).toHaveLength(21);
    // The role by its name, not its id; the status by the label sent.
    expect(rows[1]).toMatch(/^Listed User 00,Eegaa,\S/);
    expect(rows[1]).not.toMatch(/,\d+$/);
    expect(rows[2]).toMatch(/^Listed User 01,Hojii irra,/);
  });

  it('exports only members from the members list, and nothing to a member', async () => {
    const members = await exportOf('caffee-users', 'search=Listed&labels[type]=T');
    expect(lines(members.body).slice(1)).toEqual(Array(10).fill('member'));
    expect((await exportOf('users', '', member)).status).toBe(403);
    expect((await exportOf('users', 'labels[passwordHash]=x')).status).toBe(400);
  });

  it('says on a read what the reader may do to the account', async () => {
    const one = (id: number | string, token = admin) =>
      t.request({ method: 'GET', url: `/api/v1/users/${id}`, token });
    expect((await one(created[0]!)).body.payload.can).toEqual({
      update: true,
      delete: true,
      comment: true,
    });
    const self = await t.request({ method: 'GET', url: '/api/v1/users/current', token: admin });
    expect((await one(self.body.payload.id)).body.payload.can.delete).toBe(false);
  });

  it('keeps comments on a user under users/{id}/comments as under caffee-users', async () => {
    const id = created[1]!;
    const post = await t.request({
      method: 'POST',
      url: `/api/v1/users/${id}/comments`,
      token: admin,
      body: { body: 'Called about the constituency change.' },
    });
    expect(post.status).toBe(200);
    const seed = await t.request({
      method: 'GET',
      url: `/api/v1/caffee-users/${id}/comments`,
      token: admin,
    });
    expect(seed.body.payload.map((c: { body: string }) => c.body)).toContain(
      'Called about the constituency change.',
    );
    const missing = await t.request({
      method: 'GET',
      url: '/api/v1/users/999999/comments',
      token: admin,
    });
    expect(missing.status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.js';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, body?: unknown, token = admin) =>
  t.request({ method, url: `/api/v1/${url}`, token, ...(body !== undefined ? { body } : {}) });

describe('roles', () => {
  it('lists the three system roles with their counts', async () => {
    const res = await api('GET', 'roles?sorting[id]=asc&locale=en');
    expect(res.body.payload.map((r: { name: string }) => r.name)).toEqual([
      'Administrator',
      'Institute',
      'Member',
    ]);
    expect(res.body.payload.map((r: { systemType: string }) => r.systemType)).toEqual([
      'admin',
      'institute',
      'member',
    ]);
    expect(res.body.payload[0]).toMatchObject({ isSystem: true, userCount: 1 });
    expect(res.body.payload[0].permissionCount).toBeGreaterThan(200);
  });

  it('creates a role with permissions, reads and replaces them', async () => {
    const res = await api('POST', 'roles', {
      name: 'Editor',
      description: 'Publishes news',
      permissions: ['news-feeds:list', 'news-feeds:create'],
    });
    expect(res.status).toBe(200);
    const id = res.body.payload.id;
    expect(res.body.payload).toMatchObject({
      name: 'Editor',
      isSystem: false,
      permissions: ['news-feeds:create', 'news-feeds:list'],
    });
    const perms = await api('GET', `roles/${id}/permissions`);
    expect(perms.body.payload.map((p: { name: string }) => p.name)).toEqual([
      'news-feeds:create',
      'news-feeds:list',
    ]);
    expect(perms.body._attributes.pagination.total).toBe(2);
    const set = await api('PUT', `roles/${id}/permissions`, { permissions: ['users:list'] });
    expect(set.body.payload.permissions).toEqual(['users:list']);
    const post = await api('POST', `roles/${id}/permissions`, {
      permissions: ['users:list', 'users:read'],
    });
    expect(post.body.payload.permissionCount).toBe(2);
    const history = await api('GET', `roles/${id}?includes[]=auditHistory`);
    expect(history.body.payload.auditHistory[0]).toMatchObject({
      action: 'permissions',
      changes: { permissions: [['users:list'], ['users:list', 'users:read']] },
    });
  });

  it('refuses unknown permissions, duplicate names and bad bodies', async () => {
    const a = await api('POST', 'roles', { name: 'Broken', permissions: ['users:fly'] });
    expect(a.status).toBe(422);
    expect(a.body.errors).toEqual([{ permissions: 'Unknown permission: users:fly' }]);
    expect((await api('POST', 'roles', { name: 'Member' })).status).toBe(409);
    expect((await api('POST', 'roles', { name: '' })).status).toBe(422);
  });

  it('a removed permission is refused on the very next request', async () => {
    const role = await api('POST', 'roles', { name: 'Viewer', permissions: ['users:list'] });
    const { user, password } = await t.createUser({ type: 'member' });
    await api('PATCH', `users/${user.id}`, { roleId: role.body.payload.id });
    // The admin changed this user's role: that is not the user changing their own.
    const { accessToken } = await t.login(user.email, password);
    expect((await api('GET', 'users', undefined, accessToken)).status).toBe(200);
    await api('PUT', `roles/${role.body.payload.id}/permissions`, { permissions: [] });
    expect((await api('GET', 'users', undefined, accessToken)).status).toBe(403);
    await api('PUT', `roles/${role.body.payload.id}/permissions`, { permissions: ['users:list'] });
    expect((await api('GET', 'users', undefined, accessToken)).status).toBe(200);
  });

  it('protects the Administrator role and system roles; a role in use cannot be deleted', async () => {
    const list = await api('GET', 'roles?filter[name]=Administrator');
    const adminRole = list.body.payload[0].id;
    expect((await api('PUT', `roles/${adminRole}/permissions`, { permissions: [] })).status).toBe(
      409,
    );
    expect((await api('PATCH', `roles/${adminRole}`, { name: 'Boss' })).status).toBe(409);
    expect((await api('DELETE', `roles/${adminRole}`)).status).toBe(409);

    const used = await api('POST', 'roles', { name: 'Used role' });
    const { user } = await t.createUser();
    await api('PATCH', `users/${user.id}`, { roleId: used.body.payload.id });
    expect((await api('DELETE', `roles/${used.body.payload.id}`)).status).toBe(409);
    const free = await api('POST', 'roles', { name: 'Short-lived' });
    expect((await api('DELETE', `roles/${free.body.payload.id}`)).status).toBe(200);
    expect((await api('GET', `roles/${free.body.payload.id}`)).status).toBe(404);
  });

  it('renames and describes a role', async () => {
    const role = await api('POST', 'roles', { name: 'Clerk' });
    const res = await api('PATCH', `roles/${role.body.payload.id}`, {
      name: 'Records clerk',
      description: 'Keeps the files',
    });
    expect(res.body.payload).toMatchObject({
      name: 'Records clerk',
      description: 'Keeps the files',
    });
  });
});

describe('role names in every language', () => {
  const names = async (url: string) =>
    (await api('GET', url)).body.payload.map((r: { name: string }) => r.name);

  it("answers the seeded roles in the reader's language, om by default", async () => {
    expect(await names('roles?sorting[id]=asc&filter[isSystem]=true')).toEqual([
      'Bulchaa',
      'Dhaabbata',
      'Miseensa',
    ]);
    expect(await names('roles?sorting[id]=asc&filter[isSystem]=true&locale=am')).toEqual([
      'አስተዳዳሪ',
      'ተቋም',
      'አባል',
    ]);
    const admin = await api('GET', 'roles?filter[name]=አስተዳዳሪ&includes[]=translations');
    expect(admin.body.payload[0].translations.name).toEqual({
      om: 'Bulchaa',
      en: 'Administrator',
      am: 'አስተዳዳሪ',
    });
  });

  it("takes a plain string in the request's language, an object in each, with fallback", async () => {
    const plain = await api('POST', 'roles?locale=en', { name: 'Auditor' });
    expect(plain.status).toBe(200);
    const id = plain.body.payload.id;
    // Only English is filled: every language reads it.
    const read = await api('GET', `roles/${id}?locale=am&includes[]=translations`);
    expect(read.body.payload).toMatchObject({
      name: 'Auditor',
      description: null,
      systemType: null,
      translations: { name: { om: null, en: 'Auditor', am: null } },
    });
    const both = await api('PATCH', `roles/${id}?locale=en`, {
      name: { om: 'Oditeera', am: 'ኦዲተር' },
      description: 'Checks the accounts',
    });
    expect(both.status).toBe(200);
    expect(both.body.payload).toMatchObject({
      name: 'Auditor',
      description: 'Checks the accounts',
    });
    // A language without a description falls back to om, then en.
    const om = await api('GET', `roles/${id}?locale=om`);
    expect(om.body.payload).toMatchObject({ name: 'Oditeera', description: 'Checks the accounts' });
    expect((await api('GET', `roles/${id}?locale=am`)).body.payload.name).toBe('ኦዲተር');
    // An empty string clears one language, which then falls back to om.
    const cleared = await api('PATCH', `roles/${id}`, { name: { om: 'Oditeera', am: '' } });
    expect(cleared.status).toBe(200);
    expect((await api('GET', `roles/${id}?locale=am`)).body.payload.name).toBe('Oditeera');
    // Without ?locale= a plain string is written in the writer's own language (om here).
    await api('PATCH', `roles/${id}`, { name: 'Odiitara' });
    expect((await api('GET', `roles/${id}?locale=om`)).body.payload.name).toBe('Odiitara');
    expect((await api('GET', `roles/${id}?locale=en`)).body.payload.name).toBe('Auditor');
    // Search and the name filter look in every language; sorting uses the reader's.
    expect(await names('roles?search=odiit')).toEqual(['Odiitara']);
    expect(await names('roles?filter[name][like]=audit&locale=en')).toEqual(['Auditor']);
    expect(await names('roles?sorting[name]=desc&locale=am&filter[isSystem]=true')).toEqual([
      'አባል',
      'አስተዳዳሪ',
      'ተቋም',
    ]);
  });

  it("keeps names unique per language, as each language's reader sees them", async () => {
    const first = await api('POST', 'roles', { name: { om: 'Barreessaa', en: 'Writer' } });
    expect(first.status).toBe(200);
    // The same English name, even in another case, is taken.
    expect((await api('POST', 'roles', { name: { om: 'Katabaa', en: 'writer' } })).status).toBe(
      409,
    );
    // A name only in om reads so in English too: "Writer" would show twice there.
    expect((await api('POST', 'roles?locale=om', { name: 'Writer' })).status).toBe(409);
    expect((await api('POST', 'roles?locale=am', { name: 'Miseensa' })).status).toBe(409);
    const other = await api('POST', 'roles', { name: { om: 'Katabaa', en: 'Scribe' } });
    expect(other.status).toBe(200);
    expect(
      (await api('PATCH', `roles/${other.body.payload.id}`, { name: { en: 'Writer' } })).status,
    ).toBe(409);
    // Its own name again is no clash, and a deleted role's name is free again.
    expect(
      (await api('PATCH', `roles/${other.body.payload.id}`, { name: { en: 'Scribe' } })).status,
    ).toBe(200);
    expect((await api('DELETE', `roles/${first.body.payload.id}`)).status).toBe(200);
    expect((await api('POST', 'roles', { name: { en: 'Writer' } })).status).toBe(200);
  });

  it('refuses an empty name in every language and a renamed Administrator in any', async () => {
    expect((await api('POST', 'roles', { name: { om: '', en: ' ' } })).status).toBe(422);
    const role = await api('POST', 'roles', { name: { en: 'Only English' } });
    const emptied = await api('PATCH', `roles/${role.body.payload.id}`, { name: { en: '' } });
    expect(emptied.status).toBe(422);
    const list = await api('GET', 'roles?filter[name]=Administrator');
    const adminRole = list.body.payload[0].id;
    expect((await api('PATCH', `roles/${adminRole}`, { name: { am: 'ሌላ' } })).status).toBe(409);
    // Sending its names unchanged is no rename.
    const same = await api('PATCH', `roles/${adminRole}?locale=en`, {
      name: 'Administrator',
      description: 'Holds every permission',
    });
    expect(same.status).toBe(200);
  });

  it("names a user's role in the reader's language, in the list, a read and users/current", async () => {
    const { user, token } = await t.signedIn({ type: 'member' });
    const inList = await api('GET', `users?filter[id]=${user.id}&includes[]=role&locale=am`);
    expect(inList.body.payload[0].role.name).toBe('አባል');
    const one = await api('GET', `users/${user.id}?includes[]=role&locale=en`);
    expect(one.body.payload.role.name).toBe('Member');
    const saved = await api('PATCH', `users/${user.id}?locale=en`, { name: 'Renamed member' });
    expect(saved.body.payload.role.name).toBe('Member');
    const current = await api('GET', 'users/current?locale=am', undefined, token);
    expect(current.body.payload.role).toMatchObject({ name: 'አባል' });
    const om = await api('GET', 'users/current', undefined, token);
    expect(om.body.payload.role).toMatchObject({ name: 'Miseensa' });
    // One's own profile saved from an English screen answers in English.
    const own = await api('PATCH', 'users/current?locale=en', { name: 'Obsaa' }, token);
    expect(own.body.payload.role).toMatchObject({ name: 'Member' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

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
    const res = await api('GET', 'roles?sorting[id]=asc');
    expect(res.body.payload.map((r: { name: string }) => r.name)).toEqual([
      'Administrator',
      'Institute',
      'Member',
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../../test/harness.js';

/**
 * Issue 19, hole 3, as an attacker tries it: a custom role holding one administrative
 * permission (users:create, roles:update, users:update...) must not reach any other.
 */
let t: TestServer;
let admin: { id: number; token: string };
const api = apiFor(
  () => t,
  () => admin.token,
);
const roleIds: Record<string, number> = {};

/** A role made by the real administrator, and a signed-in user holding it. */
async function attacker(name: string, permissions: string[]) {
  const role = await api('POST', 'roles', { body: { name, permissions } });
  roleIds[name] = role.body.payload.id;
  const email = `${name.toLowerCase().replaceAll(' ', '-')}@test.example`;
  const password = 'attacker-pass-123';
  const made = await api('POST', 'users', {
    body: { name, email, password, type: 'member', roleId: role.body.payload.id },
  });
  expect(made.status).toBe(200);
  const { accessToken } = await t.login(email, password);
  return { id: made.body.payload.id as number, token: accessToken, roleId: role.body.payload.id };
}

/** A 403 in the API's error shape, saying why. */
function refused(res: { status: number; body: { code: string; message: string } }, why: RegExp) {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe('forbidden');
  expect(res.body.message).toMatch(why);
}

let adminRoleId: number;
let memberRoleId: number;
beforeAll(async () => {
  t = await createTestServer();
  const a = await t.signedIn({ type: 'admin' });
  admin = { id: a.user.id, token: a.token };
  const roles = await api('GET', 'roles', { query: 'sorting[id]=asc' });
  adminRoleId = roles.body.payload[0].id;
  memberRoleId = roles.body.payload[2].id;
});
afterAll(async () => {
  await t?.close();
});

describe('a role holding users:create', () => {
  let creator: Awaited<ReturnType<typeof attacker>>;
  beforeAll(async () => {
    creator = await attacker('Creator', ['users:create', 'users:list', 'users:read']);
  });
  const newUser = (over: Record<string, unknown>) => ({
    name: 'Made Up',
    email: `made-${Math.random().toString(36).slice(2)}@test.example`,
    password: 'made-up-pass-123',
    type: 'member',
    ...over,
  });

  it('cannot create an administrator, with any role', async () => {
    for (const over of [{ type: 'admin' }, { type: 'admin', roleId: creator.roleId }]) {
      const res = await api('POST', 'users', { body: newUser(over), token: creator.token });
      refused(res, /Only a holder of every permission can make an administrator/);
    }
  });

  it('cannot give an account a role holding permissions it lacks, the default one included', async () => {
    for (const over of [{ roleId: adminRoleId }, { roleId: memberRoleId }, {}]) {
      const res = await api('POST', 'users', { body: newUser(over), token: creator.token });
      refused(res, /You cannot give an account permissions you do not hold: /);
    }
    const users = await api('GET', 'users', { query: 'filter[name]=Made Up' });
    expect(users.body.payload).toEqual([]);
  });

  it('may create an account with no more than it holds', async () => {
    const res = await api('POST', 'users', {
      body: newUser({ roleId: creator.roleId }),
      token: creator.token,
    });
    expect(res.status).toBe(200);
  });
});

describe('a role holding roles:update and roles:create', () => {
  let editor: Awaited<ReturnType<typeof attacker>>;
  let other: number;
  beforeAll(async () => {
    editor = await attacker('Role editor', ['roles:create', 'roles:update', 'roles:read']);
    other = (await api('POST', 'roles', { body: { name: 'Other', permissions: ['users:list'] } }))
      .body.payload.id;
  });
  const permissionsOf = async (id: number) =>
    (await api('GET', `roles/${id}`, { query: 'includes[]=permissions' })).body.payload.permissions;

  it("cannot change its own role's permissions, by either route", async () => {
    const wanted = ['roles:create', 'roles:read', 'roles:update', 'users:delete'];
    refused(
      await api('PUT', `roles/${editor.roleId}/permissions`, {
        body: { permissions: wanted },
        token: editor.token,
      }),
      /your own role/,
    );
    refused(
      await api('PATCH', `roles/${editor.roleId}`, {
        body: { permissions: ['roles:read'] },
        token: editor.token,
      }),
      /your own role/,
    );
    expect(await permissionsOf(editor.roleId)).toEqual([
      'roles:create',
      'roles:read',
      'roles:update',
    ]);
  });

  it('cannot grant what it does not hold, to a new role or another one', async () => {
    refused(
      await api('POST', 'roles', {
        body: { name: 'Sleeper', permissions: ['roles:read', 'users:update'] },
        token: editor.token,
      }),
      /You cannot grant permissions you do not hold: users:update/,
    );
    for (const method of ['PUT', 'POST'] as const) {
      refused(
        await api(method, `roles/${other}/permissions`, {
          body: { permissions: ['users:list', 'users:update'] },
          token: editor.token,
        }),
        /users:update/,
      );
    }
    refused(
      await api('PUT', `roles/${other}`, {
        body: { permissions: ['users:create'] },
        token: editor.token,
      }),
      /users:create/,
    );
    expect(await permissionsOf(other)).toEqual(['users:list']);
    expect((await api('GET', 'roles', { query: 'filter[name]=Sleeper' })).body.payload).toEqual([]);
  });

  it('may grant what it holds, and keep what a role already had', async () => {
    const res = await api('PUT', `roles/${other}/permissions`, {
      body: { permissions: ['users:list', 'roles:read'] },
      token: editor.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.permissions).toEqual(['roles:read', 'users:list']);
    const made = await api('POST', 'roles', {
      body: { name: 'Reader', permissions: ['roles:read'] },
      token: editor.token,
    });
    expect(made.status).toBe(200);
  });
});

describe('a role holding users:update', () => {
  let editor: Awaited<ReturnType<typeof attacker>>;
  let peer: number;
  beforeAll(async () => {
    editor = await attacker('User editor', ['users:update', 'users:read', 'users:list']);
    // An account with no more than the editor holds: the editor may manage it.
    const viewer = (await api('POST', 'roles', { body: { name: 'Viewer', permissions: [] } })).body
      .payload.id;
    peer = (
      await api('POST', 'users', {
        body: { name: 'Peer', email: 'peer@test.example', type: 'member', roleId: viewer },
      })
    ).body.payload.id;
  });

  it('cannot take over an account holding more: email, status, password reset', async () => {
    const { user: member } = await t.createUser({ type: 'member' });
    for (const target of [admin.id, member.id]) {
      refused(
        await api('PATCH', `users/${target}`, {
          body: { email: 'mine@test.example' },
          token: editor.token,
        }),
        /(manage an administrator|manage an account with permissions you do not hold)/,
      );
      for (const action of ['disable', 'reset-password']) {
        const res = await api('POST', `users/${target}/${action}`, { token: editor.token });
        expect(res.status).toBe(403);
      }
    }
    expect((await api('GET', `users/${admin.id}`)).body.payload.status).toBe('active');
  });

  it('reads which accounts it may manage, as the screens offer them', async () => {
    const manageable = async (id: number) => {
      const one = await api('GET', `users/${id}`, { token: editor.token });
      const list = await api('GET', 'users', {
        token: editor.token,
        query: `filter[id]=${id}`,
      });
      expect(list.body.payload[0].manageable).toBe(one.body.payload.manageable);
      return one.body.payload.manageable as boolean;
    };
    expect(await manageable(admin.id)).toBe(false);
    expect(await manageable(peer)).toBe(true);
    expect(await manageable(editor.id)).toBe(true);
    expect((await api('GET', `users/${peer}`)).body.payload.manageable).toBe(true);
    expect((await api('GET', `users/${admin.id}`)).body.payload.manageable).toBe(true);
  });

  it('cannot promote an account it may manage, nor change its own role or type', async () => {
    refused(
      await api('PATCH', `users/${peer}`, { body: { type: 'admin' }, token: editor.token }),
      /make an administrator/,
    );
    for (const roleId of [adminRoleId, memberRoleId]) {
      refused(
        await api('PUT', `users/${peer}`, { body: { roleId }, token: editor.token }),
        /You cannot give an account permissions you do not hold/,
      );
    }
    for (const body of [{ roleId: adminRoleId }, { type: 'admin' }]) {
      refused(await api('PATCH', `users/${editor.id}`, { body, token: editor.token }), /your own/);
    }
    const ok = await api('PATCH', `users/${peer}`, {
      body: { roleId: editor.roleId, name: 'Peer Two' },
      token: editor.token,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.payload).toMatchObject({ roleId: editor.roleId, type: 'member' });
  });

  it('cannot activate through PUT what users/{id}/activate needs users:activate for', async () => {
    await api('POST', `users/${peer}/disable`);
    refused(
      await api('PATCH', `users/${peer}`, { body: { status: 'active' }, token: editor.token }),
      /You cannot activate accounts/,
    );
  });
});

describe('a role holding users:activate', () => {
  it('cannot activate a self-registered account that holds more than it does', async () => {
    const activator = await attacker('Activator', ['users:activate']);
    const { user } = await t.createUser({ type: 'member', status: 'pending' });
    refused(
      await api('POST', `users/${user.id}/activate`, { token: activator.token }),
      /You cannot manage an account with permissions you do not hold/,
    );
  });
});

describe('a role holding permissions:update', () => {
  it('cannot rename a permission that roles hold, which would grant the new name', async () => {
    const renamer = await attacker('Renamer', ['permissions:update', 'permissions:create']);
    const held = (await api('POST', 'permissions', { body: { name: 'reports:view' } })).body.payload
      .id;
    await api('PUT', `roles/${roleIds.Renamer}/permissions`, {
      body: { permissions: ['permissions:update', 'permissions:create', 'reports:view'] },
    });
    refused(
      await api('PATCH', `permissions/${held}`, {
        body: { name: 'reports:edit' },
        token: renamer.token,
      }),
      /rename a permission that roles hold/,
    );
    const free = await api('POST', 'permissions', {
      body: { name: 'reports:draft' },
      token: renamer.token,
    });
    expect(free.status).toBe(200);
    const renamed = await api('PATCH', `permissions/${free.body.payload.id}`, {
      body: { name: 'reports:sketch' },
      token: renamer.token,
    });
    expect(renamed.status).toBe(200);
    // The real administrator still may.
    expect(
      (await api('PATCH', `permissions/${held}`, { body: { name: 'reports:edit' } })).status,
    ).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../../test/harness.js';

/**
 * Issue 38, item 1, as the attacker tried it: a custom role holding `users:create` and
 * `users:update` (and complaints to read) on a member and on an institute's staff must not make,
 * move or re-type accounts into an institute or a type it does not belong to, since an account's
 * type and institute decide whose complaints and questions it sees. The administrator still can.
 */
let t: TestServer;
let admin: { id: number; token: string };
const api = apiFor(
  () => t,
  () => admin.token,
);
const institutes = { a: 0, b: 0 };
let clerkRole: number;
const PASSWORD = 'clerk-pass-4821';

interface Attacker {
  id: number;
  token: string;
}
let member: Attacker;
let staffA: Attacker;

let counter = 0;
const email = (who: string) => `${who}-${(counter += 1)}@test.example`;

/** An account the administrator makes; signed in when `signIn`. */
async function made(body: Record<string, unknown>): Promise<Attacker> {
  const address = email(String(body.type));
  const res = await api('POST', 'users', {
    body: { name: 'Made By Admin', email: address, password: PASSWORD, roleId: clerkRole, ...body },
  });
  expect(res.status).toBe(200);
  const { accessToken } = await t.login(address, PASSWORD);
  return { id: res.body.payload.id as number, token: accessToken };
}

/** A 403 in the API's error shape, saying why. */
function refused(res: { status: number; body: { code: string; message: string } }, why: RegExp) {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe('forbidden');
  expect(res.body.message).toMatch(why);
}

const newUser = (over: Record<string, unknown>) => ({
  name: 'Made Up',
  email: email('made'),
  password: 'made-up-pass-9137',
  roleId: clerkRole,
  ...over,
});

const ANOTHER_TYPE = /Only an administrator can make or manage accounts of another type/;
const ANOTHER_INSTITUTE = /Only an administrator can make or manage accounts of another institute/;

beforeAll(async () => {
  t = await createTestServer();
  const a = await t.signedIn({ type: 'admin' });
  admin = { id: a.user.id, token: a.token };
  for (const key of ['a', 'b'] as const) {
    const res = await api('POST', 'institutes', { body: { name: `Institute ${key}` } });
    expect(res.status).toBe(200);
    institutes[key] = res.body.payload.id;
  }
  const role = await api('POST', 'roles', {
    body: {
      name: 'Clerk',
      permissions: [
        'users:create',
        'users:update',
        'users:read',
        'users:list',
        'complains:list',
        'complains:read',
      ],
    },
  });
  clerkRole = role.body.payload.id;
  member = await made({ type: 'member' });
  staffA = await made({ type: 'institute', instituteId: institutes.a });
});
afterAll(async () => {
  await t?.close();
});

describe('a member holding users:create', () => {
  it('cannot make an institute account of any institute, nor an administrator', async () => {
    for (const instituteId of [institutes.a, institutes.b]) {
      const res = await api('POST', 'users', {
        body: newUser({ type: 'institute', instituteId }),
        token: member.token,
      });
      refused(res, ANOTHER_TYPE);
    }
    refused(
      await api('POST', 'users', { body: newUser({ type: 'admin' }), token: member.token }),
      /Only a holder of every permission can make an administrator/,
    );
    const made = await api('GET', 'users', { query: 'filter[name]=Made Up' });
    expect(made.body.payload).toEqual([]);
  });

  it('may still make a member with no more than its role', async () => {
    const res = await api('POST', 'users', {
      body: newUser({ type: 'member', instituteId: institutes.b }),
      token: member.token,
    });
    expect(res.status).toBe(200);
    // An institute named for a member is not kept: it would give no reach, and must not linger.
    expect(res.body.payload).toMatchObject({ type: 'member', instituteId: null });
  });
});

describe("an institute's staff holding users:create", () => {
  it('cannot make an account of another institute, another type, or an administrator', async () => {
    refused(
      await api('POST', 'users', {
        body: newUser({ type: 'institute', instituteId: institutes.b }),
        token: staffA.token,
      }),
      ANOTHER_INSTITUTE,
    );
    refused(
      await api('POST', 'users', { body: newUser({ type: 'member' }), token: staffA.token }),
      ANOTHER_TYPE,
    );
    refused(
      await api('POST', 'users', { body: newUser({ type: 'admin' }), token: staffA.token }),
      /make an administrator/,
    );
  });

  it('may make a colleague of its own institute', async () => {
    const res = await api('POST', 'users', {
      body: newUser({ type: 'institute', instituteId: institutes.a }),
      token: staffA.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ type: 'institute', instituteId: institutes.a });
  });
});

describe('holders of users:update', () => {
  let memberPeer: number;
  let colleague: number;
  let foreignStaff: number;
  beforeAll(async () => {
    memberPeer = (await made({ type: 'member' })).id;
    colleague = (await made({ type: 'institute', instituteId: institutes.a })).id;
    foreignStaff = (await made({ type: 'institute', instituteId: institutes.b })).id;
  });
  const stored = async (id: number) => (await api('GET', `users/${id}`)).body.payload;

  it('a member cannot re-type a member into an institute, by PUT or PATCH', async () => {
    for (const method of ['PUT', 'PATCH'] as const) {
      for (const instituteId of [institutes.a, institutes.b]) {
        refused(
          await api(method, `users/${memberPeer}`, {
            body: { type: 'institute', instituteId },
            token: member.token,
          }),
          ANOTHER_TYPE,
        );
      }
      refused(
        await api(method, `users/${memberPeer}`, { body: { type: 'admin' }, token: member.token }),
        /make an administrator/,
      );
    }
    expect(await stored(memberPeer)).toMatchObject({ type: 'member', instituteId: null });
  });

  it("a member cannot manage an institute's account at all: email, disabling, reset", async () => {
    for (const target of [colleague, foreignStaff]) {
      refused(
        await api('PATCH', `users/${target}`, {
          body: { email: 'mine@test.example' },
          token: member.token,
        }),
        ANOTHER_TYPE,
      );
      for (const step of ['disable', 'reset-password']) {
        refused(
          await api('POST', `users/${target}/${step}`, { token: member.token }),
          ANOTHER_TYPE,
        );
      }
    }
    expect((await stored(colleague)).email).not.toBe('mine@test.example');
  });

  it("staff cannot move a colleague to another institute or type, nor take another institute's account", async () => {
    for (const method of ['PUT', 'PATCH'] as const) {
      refused(
        await api(method, `users/${colleague}`, {
          body: { instituteId: institutes.b },
          token: staffA.token,
        }),
        ANOTHER_INSTITUTE,
      );
      refused(
        await api(method, `users/${colleague}`, { body: { type: 'member' }, token: staffA.token }),
        ANOTHER_TYPE,
      );
      refused(
        await api(method, `users/${colleague}`, { body: { type: 'admin' }, token: staffA.token }),
        /make an administrator/,
      );
      refused(
        await api(method, `users/${foreignStaff}`, {
          body: { email: 'taken-over@test.example' },
          token: staffA.token,
        }),
        ANOTHER_INSTITUTE,
      );
      refused(
        await api(method, `users/${foreignStaff}`, {
          body: { instituteId: institutes.a },
          token: staffA.token,
        }),
        ANOTHER_INSTITUTE,
      );
    }
    refused(
      await api('POST', `users/${foreignStaff}/disable`, { token: staffA.token }),
      /institute/,
    );
    expect(await stored(colleague)).toMatchObject({ type: 'institute', instituteId: institutes.a });
    expect(await stored(foreignStaff)).toMatchObject({
      instituteId: institutes.b,
      status: 'active',
    });
  });

  it("staff may change a colleague's name; the screens know whom it may manage", async () => {
    const ok = await api('PATCH', `users/${colleague}`, {
      body: { name: 'Colleague Renamed' },
      token: staffA.token,
    });
    expect(ok.status).toBe(200);
    const manageable = async (id: number) => {
      const one = await api('GET', `users/${id}`, { token: staffA.token });
      const list = await api('GET', 'users', { token: staffA.token, query: `filter[id]=${id}` });
      expect(list.body.payload[0].manageable).toBe(one.body.payload.manageable);
      return one.body.payload.manageable as boolean;
    };
    expect(await manageable(colleague)).toBe(true);
    expect(await manageable(foreignStaff)).toBe(false);
    expect(await manageable(memberPeer)).toBe(false);
    // On one page too, where accounts of one type and role share the answer but not an institute.
    const page = await api('GET', 'users', {
      token: staffA.token,
      query: 'filter[type]=institute&pagination[pageSize]=100',
    });
    const flags = new Map(
      (page.body.payload as { id: number; manageable: boolean }[]).map((u) => [u.id, u.manageable]),
    );
    expect([flags.get(colleague), flags.get(foreignStaff)]).toEqual([true, false]);
  });

  it('the administrator still makes, moves and re-types accounts of every institute', async () => {
    const made = await api('POST', 'users', {
      body: newUser({ type: 'institute', instituteId: institutes.b }),
    });
    expect(made.status).toBe(200);
    const id = made.body.payload.id as number;
    const moved = await api('PUT', `users/${id}`, { body: { instituteId: institutes.a } });
    expect(moved.body.payload).toMatchObject({ instituteId: institutes.a });
    const retyped = await api('PATCH', `users/${id}`, { body: { type: 'member' } });
    expect(retyped.body.payload).toMatchObject({ type: 'member', instituteId: null });
    const promoted = await api('PATCH', `users/${id}`, { body: { type: 'admin' } });
    expect(promoted.body.payload).toMatchObject({ type: 'admin' });
    const adminMade = await api('POST', 'users', { body: newUser({ type: 'admin' }) });
    expect(adminMade.status).toBe(200);
  });
});

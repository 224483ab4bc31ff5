import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemRoleId } from '../../../seed/roles.js';
import { createTestServer, type TestServer } from '../../../test/harness.js';

let t: TestServer;
let admin: { id: number; token: string };
let instituteId: number;
beforeAll(async () => {
  t = await createTestServer();
  const a = await t.signedIn({ type: 'admin' });
  admin = { id: a.user.id, token: a.token };
  const inst = await t.services.db
    .insertInto('institutes')
    .values({
      nameOm: 'Biiroo Bishaanii',
      nameEn: 'Water Bureau',
      nameAm: null,
      createdBy: null,
      deletedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  instituteId = inst.id;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, body?: unknown, token = admin.token) =>
  t.request({ method, url: `/api/v1/${url}`, token, ...(body !== undefined ? { body } : {}) });
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/v1/auth/login', body: { email, password } });

describe('administering users', () => {
  it('creates a user with a password, who can sign in at once', async () => {
    const res = await api('POST', 'users', {
      name: 'Boontu Galaanaa',
      email: 'boontu@test.example',
      password: 'a-good-password-1',
      type: 'institute',
      instituteId,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      type: 'institute',
      status: 'active',
      institute: { id: instituteId, name: 'Biiroo Bishaanii' },
      role: { name: 'Dhaabbata' }, // the Institute role, in the reader's language (om)
    });
    expect((await login('boontu@test.example', 'a-good-password-1')).status).toBe(200);
    const again = await api('POST', 'users', {
      name: 'Again Someone',
      email: 'boontu@test.example',
      type: 'member',
    });
    expect(again.status).toBe(409);
    // The answer names the field, so a form shows it on the email.
    expect(again.body).toMatchObject({
      code: 'conflict',
      details: [{ field: 'email', code: 'emailTaken' }],
    });
  });

  it('mails a set-password link to a user created without a password', async () => {
    const res = await api('POST', 'users', {
      name: 'Dabalaa Waaqoo',
      email: 'dabalaa@test.example',
      type: 'member',
    });
    expect(res.status).toBe(200);
    expect(
      t
        .outbox()
        .some((m) => m.to === 'dabalaa@test.example' && /reset-password\?token=/.test(m.text)),
    ).toBe(true);
  });

  it('answers 422 per field: institute users need an institute, references must exist', async () => {
    const a = await api('POST', 'users', {
      name: 'No Institute',
      email: 'ni@test.example',
      type: 'institute',
    });
    expect(a.status).toBe(422);
    expect(a.body.errors).toEqual([{ instituteId: expect.any(String) }]);
    const b = await api('POST', 'users', {
      name: 'Bad Role',
      email: 'br@test.example',
      type: 'member',
      roleId: 99999,
    });
    expect(b.body.errors).toEqual([{ roleId: 'No such role' }]);
    const c = await api('POST', 'users', { name: 'x', email: 'nope', type: 'wizard' });
    expect(c.status).toBe(422);
    expect(c.body.errors.map((e: object) => Object.keys(e)[0]).sort()).toEqual([
      'email',
      'name',
      'type',
    ]);
  });

  it('updates a user with PUT or PATCH and records what changed', async () => {
    const { user } = await t.createUser({ type: 'member' });
    const res = await api('PATCH', `users/${user.id}`, {
      name: 'Renamed Person',
      phone: '+251 911 000000',
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ name: 'Renamed Person', phone: '+251 911 000000' });
    const put = await api('PUT', `users/${user.id}`, { type: 'institute', instituteId });
    expect(put.body.payload).toMatchObject({ type: 'institute', instituteId });
    const back = await api('PATCH', `users/${user.id}`, { type: 'member' });
    expect(back.body.payload.instituteId).toBeNull();
    const read = await api('GET', `users/${user.id}?includes[]=auditHistory`);
    expect(read.body.payload.auditHistory[0]).toMatchObject({
      action: 'update',
      actorId: admin.id,
      actorName: expect.any(String),
      changes: { type: ['institute', 'member'] },
    });
    expect(JSON.stringify(read.body)).not.toMatch(/passwordHash/);
  });

  it("names what its history and includes point at in the reader's language, with fallback", async () => {
    const { user } = await t.createUser({ type: 'member' });
    const roleId = await systemRoleId(t.services.db, 'institute');
    await api('PUT', `users/${user.id}`, { type: 'institute', instituteId, roleId });
    const en = await api(
      'GET',
      `users/${user.id}?locale=en&includes[]=auditHistory&includes[]=role`,
    );
    const entry = en.body.payload.auditHistory.find(
      (e: { changes?: Record<string, unknown> }) => e.changes?.instituteId,
    );
    expect(entry.names).toEqual({
      instituteId: { [instituteId]: 'Water Bureau' },
      roleId: { [user.roleId as number]: 'Member', [roleId]: 'Institute' },
    });
    expect(en.body.payload.role).toEqual({ id: roleId, name: 'Institute' });
    // The institute has no Amharic name: it falls back to Afaan Oromoo.
    const am = await api('GET', `users/${user.id}?locale=am&includes[]=institute`);
    expect(am.body.payload.institute).toEqual({ id: instituteId, name: 'Biiroo Bishaanii' });
  });

  it('refuses an unknown field instead of ignoring it', async () => {
    const { user } = await t.createUser();
    const res = await api('PATCH', `users/${user.id}`, { passwordHash: 'x' });
    expect(res.status).toBe(422);
  });

  it('does not let an administrator change their own type, role or status, or delete themselves', async () => {
    for (const body of [{ type: 'member' }, { roleId: 2 }, { status: 'disabled' }]) {
      expect((await api('PATCH', `users/${admin.id}`, body)).status).toBe(403);
    }
    expect((await api('DELETE', `users/${admin.id}`)).status).toBe(403);
    expect((await api('POST', `users/${admin.id}/disable`)).status).toBe(403);
  });

  it('activates a registered member, who can then sign in', async () => {
    const reg = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        name: 'Caaltuu Hinsarmuu',
        email: 'caaltuu@test.example',
        password: 'my-password-123',
      },
    });
    expect(reg.status).toBe(200);
    // Registration answers no id (it would tell a new address from a taken one).
    const { id } = await t.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'caaltuu@test.example')
      .executeTakeFirstOrThrow();
    expect((await login('caaltuu@test.example', 'my-password-123')).body.code).toBe(
      'account_pending',
    );
    const res = await api('POST', `users/${id}/activate`);
    expect(res.body.payload.status).toBe('active');
    expect((await login('caaltuu@test.example', 'my-password-123')).status).toBe(200);
  });

  it('disabling a user ends their sessions at once, refresh tokens included', async () => {
    const { user, password } = await t.createUser();
    const tokens = await t.login(user.email, password);
    expect((await api('POST', `users/${user.id}/disable`)).body.payload.status).toBe('disabled');
    expect((await api('GET', 'users/current', undefined, tokens.accessToken)).status).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      body: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.status).toBe(401);
    // Activating again does not revive the old sessions.
    await api('POST', `users/${user.id}/activate`);
    expect((await api('GET', 'users/current', undefined, tokens.accessToken)).status).toBe(401);
  });

  it('soft-deletes a user: gone from lists and reads, cannot sign in', async () => {
    const { user, password } = await t.createUser();
    expect((await api('DELETE', `users/${user.id}`)).status).toBe(200);
    expect((await api('GET', `users/${user.id}`)).status).toBe(404);
    expect((await login(user.email, password)).status).toBe(401);
  });

  it("mails a reset link on an administrator's request", async () => {
    const { user } = await t.createUser();
    expect((await api('POST', `users/${user.id}/reset-password`)).status).toBe(200);
    expect(t.outbox().some((m) => m.to === user.email)).toBe(true);
  });

  it("lists members as the seed's caffee-users, and takes comments there", async () => {
    const { user } = await t.createUser({ type: 'member' });
    const list = await api('GET', 'caffee-users?pagination[pageSize]=100');
    expect(list.body.payload.every((u: { type: string }) => u.type === 'member')).toBe(true);
    const forced = await api('GET', 'caffee-users?filter[type]=admin');
    expect(forced.body.payload.every((u: { type: string }) => u.type === 'member')).toBe(true);
    expect(
      (
        await api('POST', `caffee-users/${user.id}/comments`, {
          body: 'Kora itti aanu irratti haa dubbatu',
        })
      ).status,
    ).toBe(200);
    expect((await api('GET', `caffee-users/${user.id}/comments`)).body.payload[0].body).toMatch(
      /Kora/,
    );
  });
});

describe("a user's own account", () => {
  it('changes name, phone and language', async () => {
    const { token } = await t.signedIn({ type: 'member' });
    const res = await api(
      'PATCH',
      'users/current',
      { name: 'Hundee Taaddasaa', locale: 'am' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ name: 'Hundee Taaddasaa', locale: 'am' });
  });

  it('refuses type, role, institute and status with 422 and changes nothing', async () => {
    const { user, token } = await t.signedIn({ type: 'member' });
    for (const body of [
      { type: 'admin' },
      { roleId: 1 },
      { instituteId },
      { status: 'active' },
      { name: 'Ok Name', type: 'admin' },
    ]) {
      const res = await api('PATCH', 'users/current', body, token);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const after = await t.services.users.findById(user.id);
    expect(after).toMatchObject({
      type: 'member',
      roleId: user.roleId,
      instituteId: null,
      name: user.name,
    });
  });

  it('changes the password with the current one, ending other sessions only', async () => {
    const { user, password } = await t.createUser();
    const here = await t.login(user.email, password);
    const elsewhere = await t.login(user.email, password);
    const wrong = await api(
      'POST',
      'users/current/password',
      { currentPassword: 'nope-nope', newPassword: 'another-pass-99' },
      here.accessToken,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ currentPassword: expect.any(String) }]);
    const res = await api(
      'POST',
      'users/current/password',
      { currentPassword: password, newPassword: 'another-pass-99' },
      here.accessToken,
    );
    expect(res.status).toBe(200);
    expect((await api('GET', 'users/current', undefined, here.accessToken)).status).toBe(200);
    expect((await api('GET', 'users/current', undefined, elsewhere.accessToken)).status).toBe(401);
    expect((await login(user.email, 'another-pass-99')).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown, token?: string) =>
  t.request({ method: 'POST', url: `/api/v1/${url}`, body, ...(token ? { token } : {}) });

describe('the password policy', () => {
  it('refuses common passwords wherever a password is chosen', async () => {
    const register = await post('auth/register', {
      name: 'Jiituu Kebede',
      email: 'jiituu@test.example',
      password: 'Password1',
    });
    expect(register.status).toBe(422);
    expect(register.body.errors).toEqual([
      { password: 'This password is too common; choose another' },
    ]);

    const admin = await t.signedIn({ type: 'admin' });
    const created = await post(
      'users',
      { name: 'Some One', email: 'someone@test.example', type: 'member', password: 'qwertyuiop' },
      admin.token,
    );
    expect(created.body.errors).toEqual([{ password: expect.stringMatching(/common/) }]);

    const { user, password } = await t.createUser();
    const session = await t.login(user.email, password);
    const change = await post(
      'users/current/password',
      { currentPassword: password, newPassword: 'iloveyou' },
      session.accessToken,
    );
    expect(change.body.errors).toEqual([{ newPassword: expect.stringMatching(/common/) }]);

    await post('auth/forgotPassword', { email: user.email });
    const token = /token=([\w-]+)/.exec(t.outbox().at(-1)?.text ?? '')?.[1];
    const reset = await post('auth/resetPassword', { token, password: '12345678' });
    expect(reset.status).toBe(422);
    // The refused reset did not spend the link.
    expect(
      (await post('auth/resetPassword', { token, password: 'Gaariin-hin-beekamu-9' })).status,
    ).toBe(200);
  });

  it("refuses the account's own email or name as its password, and takes a good one", async () => {
    const own = await post('auth/register', {
      name: 'Abebe Kebede',
      email: 'abebekebede@test.example',
      password: 'abebekebede',
    });
    expect(own.body.errors).toEqual([{ password: expect.stringMatching(/email or name/) }]);
    const ok = await post('auth/register', {
      name: 'Abebe Kebede',
      email: 'abebekebede@test.example',
      password: 'Laga-Gudaa-2019',
    });
    expect(ok.status).toBe(200);
  });
});

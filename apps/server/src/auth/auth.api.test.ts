import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { TokenService } from './tokens.js';
import { ensureSigningSecret } from '../settings.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown, token?: string) =>
  t.request({ method: 'POST', url: `/api/v1/auth/${url}`, body, ...(token ? { token } : {}) });
const current = (token?: string, query?: string) =>
  t.request({
    method: 'GET',
    url: '/api/v1/users/current',
    ...(token ? { token } : {}),
    ...(query ? { query } : {}),
  });

describe('POST auth/login', () => {
  it('answers the tokens, the type and the user fields in the envelope', async () => {
    const institute = await t.services.db
      .insertInto('institutes')
      .values({
        nameOm: 'Biiroo Fayyaa',
        nameEn: 'Health Bureau',
        nameAm: null,
        createdBy: null,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { user, password } = await t.createUser({ type: 'institute', instituteId: institute.id });
    const res = await post('login', { email: user.email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(res.body._attributes).toEqual({});
    const p = res.body.payload;
    expect(p).toMatchObject({
      id: user.id,
      email: user.email,
      type: 'institute',
      status: 'active',
    });
    expect(p.accessToken).toEqual(expect.any(String));
    expect(p.refreshToken).toEqual(expect.any(String));
    expect(p.expiresIn).toBeGreaterThan(0);
    expect(p.role).toEqual({ id: expect.any(Number), name: 'Dhaabbata' }); // in the user's own language
    expect(p.permissions).toContain('questions:answer');
    expect(p.institute).toEqual({ id: institute.id, name: 'Biiroo Fayyaa' });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const { user } = await t.createUser();
    const wrong = await post('login', { email: user.email, password: 'not-the-password' });
    const unknown = await post('login', { email: 'nobody@test.example', password: 'whatever-1' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'invalid_credentials', message: expect.any(String) });
    }
  });

  it('tells a pending or disabled user why, only after the right password', async () => {
    const pending = await t.createUser({ status: 'pending' });
    const disabled = await t.createUser({ status: 'disabled' });
    expect(
      (await post('login', { email: pending.user.email, password: pending.password })).body.code,
    ).toBe('account_pending');
    const res = await post('login', { email: disabled.user.email, password: disabled.password });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('account_disabled');
    expect(
      (await post('login', { email: pending.user.email, password: 'wrong-one-1' })).status,
    ).toBe(401);
  });

  it('answers 422 with a list of single-field errors', async () => {
    const res = await post('login', { email: 'not-an-email', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { email: expect.any(String) },
      { password: expect.any(String) },
    ]);
    // The same, as codes a client translates (FIELD_ERRORS).
    expect(res.body.details).toEqual([
      { field: 'email', code: 'email' },
      { field: 'password', code: 'enterPassword' },
    ]);
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('ignores a stale bearer header the client still sends', async () => {
    const { user, password } = await t.createUser();
    const res = await post('login', { email: user.email, password }, 'stale.token.value');
    expect(res.status).toBe(200);
  });
});

describe('GET users/current', () => {
  it('answers the signed-in user, with the institute when asked', async () => {
    const { user, token } = await t.signedIn({ type: 'admin' });
    const plain = await current(token);
    expect(plain.status).toBe(200);
    expect(plain.body.payload).toMatchObject({ id: user.id, type: 'admin' });
    expect(plain.body.payload.institute).toBeUndefined();
    const withInstitute = await current(token, 'includes[]=institute');
    expect(withInstitute.body.payload.institute).toBeNull();
  });

  it('answers 401 without a token, with a forged token and with an expired one', async () => {
    expect((await current()).status).toBe(401);
    expect((await current('abc.def.ghi')).status).toBe(401);
    const { user, password } = await t.createUser();
    const login = await t.login(user.email, password);
    const claims = await t.services.tokens.verifyAccess(login.accessToken);
    const expired = await new TokenService(
      await ensureSigningSecret(t.services.db),
      -60,
    ).signAccess(claims);
    const res = await current(expired);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_expired');
    const forged = await new TokenService('another-secret-entirely-0123456789', 900).signAccess(
      claims,
    );
    expect((await current(forged)).status).toBe(401);
  });

  it('sees a session ended or a user changed by another server process on the next request', async () => {
    // The server remembers a token it has checked; writes it did not make itself, straight to
    // the database as another process would, must still reach the very next request.
    const { user, token } = await t.signedIn();
    expect((await current(token)).body.payload.name).toBe(user.name);
    await t.services.db
      .updateTable('users')
      .set({ name: 'Renamed Elsewhere' })
      .where('id', '=', user.id)
      .execute();
    expect((await current(token)).body.payload.name).toBe('Renamed Elsewhere');
    await t.services.db
      .updateTable('sessions')
      .set({ revokedAt: new Date().toISOString() })
      .where('userId', '=', user.id)
      .execute();
    const ended = await current(token);
    expect(ended.status).toBe(401);
    expect(ended.body.message).toMatch(/session has ended/);
  });

  it('refuses an unknown include with a 400', async () => {
    const { token } = await t.signedIn();
    const res = await current(token, 'includes[]=passwordHash');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/includes/);
  });

  it('ends at once when the user is disabled', async () => {
    const { user, token } = await t.signedIn();
    expect((await current(token)).status).toBe(200);
    await t.services.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', user.id)
      .execute();
    expect((await current(token)).status).toBe(401);
  });
});

describe('POST auth/register', () => {
  it('creates a pending member who cannot sign in yet', async () => {
    const body = { name: 'Gammee Abdii', email: 'gammee@test.example', password: 'long-enough-9' };
    const res = await post('register', body);
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      email: body.email,
      type: 'member',
      status: 'pending',
    });
    const login = await post('login', { email: body.email, password: body.password });
    expect(login.body.code).toBe('account_pending');
    // A taken address is not revealed (auth/abuse.isolated.api.test.ts compares the answers).
    const again = await post('register', { ...body, email: 'GAMMEE@test.example' });
    expect(again.status).toBe(200);
    expect(again.body.payload).toMatchObject({ email: body.email, status: 'pending' });
  });

  it('answers 422 for each bad field and never lets a client choose its type', async () => {
    const res = await post('register', { name: 'x', email: 'bad', password: 'short' });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: object) => Object.keys(e)[0])).toEqual([
      'name',
      'email',
      'password',
    ]);
    expect(res.body.details).toEqual([
      { field: 'name', code: 'tooShort', params: { min: 2 } },
      { field: 'email', code: 'email' },
      { field: 'password', code: 'tooShort', params: { min: 8 } },
    ]);
    const sneaky = await post('register', {
      name: 'Tolaa Baqqalaa',
      email: 'tolaa@test.example',
      password: 'long-enough-9',
      type: 'admin',
      status: 'active',
    });
    // Refused whole, naming what a registration does not take; no account is made.
    expect(sneaky.status).toBe(422);
    expect(sneaky.body.details).toEqual([
      { field: 'type', code: 'unknownField' },
      { field: 'status', code: 'unknownField' },
    ]);
    const made = await t.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'tolaa@test.example')
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });
});

describe('password reset', () => {
  const linkIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const { user, password } = await t.createUser();
    const session = await t.login(user.email, password);
    expect((await post('forgotPassword', { email: user.email })).status).toBe(200);
    const mail = t
      .outbox()
      .filter((m) => m.to === user.email)
      .at(-1);
    expect(mail?.text).toContain('http://localhost:8080/auth/reset-password?token=');
    const token = linkIn(mail?.text ?? '');
    expect(token).toBeDefined();

    const res = await post('resetPassword', { token, password: 'brand-new-password-1' });
    expect(res.status).toBe(200);
    expect((await post('login', { email: user.email, password })).status).toBe(401);
    expect(
      (await post('login', { email: user.email, password: 'brand-new-password-1' })).status,
    ).toBe(200);
    expect((await current(session.accessToken)).status).toBe(401);
    expect((await post('refresh', { refreshToken: session.refreshToken })).status).toBe(401);

    const reused = await post('resetPassword', { token, password: 'another-password-2' });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('invalid_token');
  });

  it('refuses an expired link, and only the newest link works', async () => {
    const { user } = await t.createUser();
    await post('forgotPassword', { email: user.email });
    await post('forgotPassword', { email: user.email });
    const [first, second] = t
      .outbox()
      .filter((m) => m.to === user.email)
      .map((m) => linkIn(m.text));
    expect(
      (await post('resetPassword', { token: first, password: 'new-password-123' })).status,
    ).toBe(400);
    await t.services.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    const res = await post('resetPassword', { token: second, password: 'new-password-123' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_token');
  });

  it('answers the same for an unknown email and mails it no link', async () => {
    const res = await post('forgotPassword', { email: 'ghost@test.example' });
    expect(res.status).toBe(200);
    const mails = t.outbox().filter((m) => m.to === 'ghost@test.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).not.toContain('token=');
    expect(mails[0]?.text).toContain('http://localhost:8080/auth/register');
  });
});

describe('refresh and logout', () => {
  it('rotates refresh tokens and revokes the family when a spent one comes back', async () => {
    const { user, password } = await t.createUser();
    const first = await t.login(user.email, password);
    const second = await post('refresh', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.payload.refreshToken).not.toBe(first.refreshToken);
    expect((await current(second.body.payload.accessToken)).status).toBe(200);

    const replay = await post('refresh', { refreshToken: first.refreshToken });
    expect(replay.status).toBe(401);
    // The thief's replay ended the whole session: the newer tokens die too.
    expect((await post('refresh', { refreshToken: second.body.payload.refreshToken })).status).toBe(
      401,
    );
    expect((await current(second.body.payload.accessToken)).status).toBe(401);
  });

  it('refuses an expired refresh token and a disabled user', async () => {
    const a = await t.createUser();
    const tokens = await t.login(a.user.email, a.password);
    await t.services.db
      .updateTable('refreshTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await post('refresh', { refreshToken: tokens.refreshToken })).status).toBe(401);

    const b = await t.createUser();
    const other = await t.login(b.user.email, b.password);
    await t.services.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', b.user.id)
      .execute();
    expect((await post('refresh', { refreshToken: other.refreshToken })).status).toBe(401);
  });

  it('logout ends the session at once', async () => {
    const { user, password } = await t.createUser();
    const tokens = await t.login(user.email, password);
    expect((await current(tokens.accessToken)).status).toBe(200);
    const res = await post('logout', { refreshToken: tokens.refreshToken }, tokens.accessToken);
    expect(res.status).toBe(200);
    // The browser forgets the API answers it kept to revalidate.
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expect((await current(tokens.accessToken)).status).toBe(401);
    expect((await post('refresh', { refreshToken: tokens.refreshToken })).status).toBe(401);
  });
});

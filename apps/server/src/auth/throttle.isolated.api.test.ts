import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { secondInstance } from '../test/same-database.js';
import { LIMITS, loginAccountKey } from './limits.js';
import { passwordWork } from '../test/password-work.js';

// Counts the argon2 work the server really does.
vi.mock('./passwords.js', async (importOriginal) =>
  (await import('../test/password-work.js')).counting(await importOriginal()),
);

let t: TestServer;
beforeAll(async () => {
  // Each test signs in from its own address (X-Forwarded-For), as behind a proxy.
  t = await createTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    body: { email, password },
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });
/** The `name=value` of the device cookie a sign-in answer sets. */
const deviceCookie = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
const expire = () =>
  t.services.db
    .updateTable('loginThrottle')
    .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
    .execute();
const statuses = (responses: { status: number }[]) =>
  responses.map((r) => r.status).sort((a, b) => a - b);

describe('an account under attack', () => {
  it('is locked after five failures, with 429 and Retry-After, correct password included', async () => {
    const { user, password } = await t.createUser();
    for (let i = 0; i < LIMITS.login.account; i++) {
      expect((await login(user.email, 'wrong-password-x', `10.0.0.${i}`)).status).toBe(401);
    }
    const locked = await login(user.email, password, '10.0.0.9');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'too_many_requests', message: expect.any(String) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    await expire();
    expect((await login(user.email, password, '10.0.0.9')).status).toBe(200);
    // Success forgets the account's failures: the next mistake is a plain 401 again.
    expect((await login(user.email, 'wrong-password-x', '10.0.0.9')).status).toBe(401);
    expect((await login(user.email, password, '10.0.0.9')).status).toBe(200);
  });

  it('tests at most five of 20 parallel wrong passwords, and stays locked', async () => {
    const { user, password } = await t.createUser();
    const guess = 'parallel-guess-1';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, guess, `10.0.1.${i}`)),
    );
    expect(passwordWork.checks.get(guess)).toBe(LIMITS.login.account);
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    const row = await t.services.db
      .selectFrom('loginThrottle')
      .select('failures')
      .where('key', '=', loginAccountKey(user.email))
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(LIMITS.login.account);
    expect((await login(user.email, password, '10.0.1.99')).status).toBe(429);
  });

  it('still lets its owner reset the password, which lifts the lock', async () => {
    const { user } = await t.createUser();
    for (let i = 0; i <= LIMITS.login.account + 2; i++)
      await login(user.email, 'nope-nope-1', '10.0.2.1');
    expect((await login(user.email, 'nope-nope-1', '10.0.2.1')).status).toBe(429);
    const forgot = await t.request({
      method: 'POST',
      url: '/api/v1/auth/forgotPassword',
      body: { email: user.email },
    });
    expect(forgot.status).toBe(200);
    const mail = t
      .outbox()
      .filter((m) => m.to === user.email)
      .at(-1);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/auth/resetPassword',
      body: { token, password: 'a-fresh-password-7' },
    });
    expect(reset.status).toBe(200);
    expect((await login(user.email, 'a-fresh-password-7', '10.0.2.2')).status).toBe(200);
  });
});

describe('device cookies', () => {
  it('let the owner in from a known browser while the account is locked for everyone else', async () => {
    const { user, password } = await t.createUser();
    const first = await login(user.email, password, '10.0.3.1');
    expect(first.status).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/v1\/auth(;|$)/);
    const cookie = deviceCookie(first);

    for (let i = 0; i < 8; i++) await login(user.email, 'attacker-guess-1', `10.0.4.${i}`);
    expect((await login(user.email, password, '10.0.3.1')).status).toBe(429);
    const known = await login(user.email, password, '10.0.3.1', cookie);
    expect(known.status).toBe(200);
    expect(known.headers['set-cookie']).toBeUndefined();
    // A forged or altered cookie is just an unknown browser.
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await login(user.email, password, '10.0.3.1', forged)).status).toBe(429);
  });

  it('have their own failure count', async () => {
    const { user, password } = await t.createUser();
    const cookie = deviceCookie(await login(user.email, password, '10.0.5.1'));
    for (let i = 0; i < LIMITS.login.device; i++) {
      expect((await login(user.email, 'my-own-typo', '10.0.5.1', cookie)).status).toBe(401);
    }
    expect((await login(user.email, password, '10.0.5.1', cookie)).status).toBe(429);
    // The account itself was not locked for other browsers.
    expect((await login(user.email, password, '10.0.5.2')).status).toBe(200);
  });
});

describe('a busy address', () => {
  it('stops guesses at failing accounts, not a correct sign-in to an account not under attack', async () => {
    const ip = '10.0.6.1';
    const known = await t.createUser();
    const cookie = deviceCookie(await login(known.user.email, known.password, '10.0.6.9'));
    const victim = await t.createUser();
    const fresh = await t.createUser();
    for (let i = 0; i < LIMITS.login.address + 2; i++) {
      expect((await login(`guess${i}@test.example`, 'wrong-password-x', ip)).status).toBe(401);
    }
    await login(victim.user.email, 'wrong-password-x', ip);
    await login(victim.user.email, 'wrong-password-x', ip);
    // Guessing on at an account that failed waits, whoever guesses.
    expect((await login(victim.user.email, victim.password, ip)).status).toBe(429);
    expect((await login(victim.user.email, victim.password, '10.0.6.2')).status).toBe(200);
    // A correct sign-in from the same address: with a device cookie, or to a clean account.
    expect((await login(known.user.email, known.password, ip, cookie)).status).toBe(200);
    expect((await login(fresh.user.email, fresh.password, ip)).status).toBe(200);
  });

  it('stops every unknown browser past its ceiling, and a device cookie still passes', async () => {
    const ip = '10.0.7.1';
    const known = await t.createUser();
    const cookie = deviceCookie(await login(known.user.email, known.password, '10.0.7.2'));
    await t.services.db
      .insertInto('loginThrottle')
      .values({
        key: `login:address:${ip}`,
        failures: LIMITS.login.addressCeiling,
        lastFailureAt: new Date().toISOString(),
        lockedUntil: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const fresh = await t.createUser();
    expect((await login(fresh.user.email, fresh.password, ip)).status).toBe(429);
    expect((await login(known.user.email, known.password, ip, cookie)).status).toBe(200);
  });
});

describe('two API processes on one database', () => {
  it('share the counts: 20 parallel guesses through both test at most five', async () => {
    const other = await secondInstance(t);
    try {
      const { user, password } = await t.createUser();
      const guess = 'two-process-guess';
      const viaOther = (i: number) =>
        other.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: user.email, password: guess },
          headers: { 'x-forwarded-for': `10.0.8.${i}` },
        });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2
            ? viaOther(i).then((r) => ({ status: r.statusCode }))
            : login(user.email, guess, `10.0.8.${i}`),
        ),
      );
      expect(passwordWork.checks.get(guess)).toBe(LIMITS.login.account);
      expect(statuses(answers).filter((s) => s === 401)).toHaveLength(LIMITS.login.account);
      const refused = await other.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password },
        headers: { 'x-forwarded-for': '10.0.8.99' },
      });
      expect(refused.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

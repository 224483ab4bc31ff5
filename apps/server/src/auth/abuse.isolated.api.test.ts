import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestResponse, type TestServer } from '../test/harness.js';
import { LIMITS } from './limits.js';
import { passwordWork } from '../test/password-work.js';

// Counts the argon2 work the server really does.
vi.mock('./passwords.js', async (importOriginal) =>
  (await import('../test/password-work.js')).counting(await importOriginal()),
);

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: `/api/v1/${url}`,
    body,
    headers: { 'x-forwarded-for': ip, ...headers },
  });
const mailsTo = (email: string) => t.outbox().filter((m) => m.to === email);
/** What a client sees of an answer, but for the values it was sent itself. */
const seen = (res: TestResponse, own: Record<string, string>) => {
  const { date: _d, 'x-request-id': _r, 'content-length': _l, ...headers } = res.headers;
  let text = JSON.stringify(res.body);
  for (const [name, value] of Object.entries(own)) text = text.replaceAll(value, `<${name}>`);
  return {
    status: res.status,
    headers,
    body: JSON.parse(text.replace(/"\d{4}-[\d-]+T[\d:.]+Z"/g, '"<time>"')),
  };
};

describe('registration', () => {
  it('answers a taken address exactly as a new one, hashes either way, and mails the owner', async () => {
    const { user: owner, password } = await t.createUser();
    await t.services.db
      .updateTable('users')
      .set({ locale: 'am' })
      .where('id', '=', owner.id)
      .execute();
    const form = (email: string) => ({
      name: 'Fayyisaa Guutaa',
      email,
      password: 'Sirrii-dha-2024',
    });

    const hashesBefore = passwordWork.hashes;
    const taken = await post('auth/register', form(owner.email), '10.1.0.1');
    expect(passwordWork.hashes - hashesBefore).toBe(1);
    const fresh = await post('auth/register', form('fayyisaa@test.example'), '10.1.0.1');
    expect(passwordWork.hashes - hashesBefore).toBe(2);

    expect(taken.status).toBe(200);
    expect(seen(taken, { email: owner.email })).toEqual(
      seen(fresh, { email: 'fayyisaa@test.example' }),
    );
    const [warning] = mailsTo(owner.email);
    expect(warning?.subject).toBe('ጨፌ፦ አንድ ሰው በኢሜይል አድራሻዎ ለመመዝገብ ሞክሯል');
    expect(warning?.text).toContain('http://localhost:8080/auth/forgot-password');
    expect(mailsTo('fayyisaa@test.example')).toHaveLength(1);
    // The owner's account did not change.
    expect((await post('auth/login', { email: owner.email, password }, '10.1.0.2')).status).toBe(
      200,
    );
  });

  it('is limited per email and per address', async () => {
    const form = (email: string) => ({
      name: 'Leencoo Taaddasaa',
      email,
      password: 'Sirrii-dha-2024',
    });
    for (let i = 0; i < LIMITS.register.email; i++) {
      expect(
        (await post('auth/register', form('leencoo@test.example'), `10.1.1.${i}`)).status,
      ).toBe(200);
    }
    const again = await post('auth/register', form('leencoo@test.example'), '10.1.1.9');
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(again.body.code).toBe('too_many_requests');

    await t.services.db
      .insertInto('loginThrottle')
      .values({
        key: 'register:address:10.1.2.1',
        failures: LIMITS.register.address,
        lastFailureAt: new Date().toISOString(),
        lockedUntil: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    expect((await post('auth/register', form('other@test.example'), '10.1.2.1')).status).toBe(429);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and mails each of them', async () => {
    const { user } = await t.createUser();
    const known = await post('auth/forgotPassword', { email: user.email }, '10.2.0.1');
    const unknown = await post(
      'auth/forgotPassword',
      { email: 'nobody@test.example' },
      '10.2.0.1',
      {
        'accept-language': 'en-GB,en;q=0.8',
      },
    );
    expect(seen(known, {})).toEqual(seen(unknown, {}));
    expect(mailsTo(user.email).at(-1)?.text).toMatch(/reset-password\?token=/);
    const [notice] = mailsTo('nobody@test.example');
    expect(notice?.subject).toBe('Caffee: password reset requested');
    expect(notice?.text).not.toMatch(/token=/);
  });

  it('is limited per email, from any address', async () => {
    const { user } = await t.createUser();
    for (let i = 0; i < LIMITS.forgotPassword.email; i++) {
      expect((await post('auth/forgotPassword', { email: user.email }, `10.2.1.${i}`)).status).toBe(
        200,
      );
    }
    const res = await post('auth/forgotPassword', { email: user.email }, '10.2.1.9');
    expect(res.status).toBe(429);
    expect(mailsTo(user.email)).toHaveLength(LIMITS.forgotPassword.email);
  });
});

describe('reset password', () => {
  it('refuses an unknown link before hashing anything, and limits the address', async () => {
    const before = passwordWork.hashes;
    for (let i = 0; i < LIMITS.resetPassword.address; i++) {
      const res = await post(
        'auth/resetPassword',
        { token: `not-a-real-token-${i}-xxxxxxxx`, password: 'Haaraa-dha-2024' },
        '10.3.0.1',
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_token');
    }
    const refused = await post(
      'auth/resetPassword',
      { token: 'not-a-real-token-z-xxxxxxxx', password: 'Haaraa-dha-2024' },
      '10.3.0.1',
    );
    expect(refused.status).toBe(429);
    expect(passwordWork.hashes).toBe(before);
  });
});

describe('the current-password check', () => {
  it('tests at most five of 20 parallel guesses, then refuses even the right one', async () => {
    const { user, password } = await t.createUser();
    const { accessToken } = await t.login(user.email, password);
    const change = (currentPassword: string, i: number) =>
      t.request({
        method: 'POST',
        url: '/api/v1/users/current/password',
        token: accessToken,
        body: { currentPassword, newPassword: 'Haaraa-dha-2024' },
        headers: { 'x-forwarded-for': `10.4.0.${i}` },
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change('stolen-session-guess', i)),
    );
    expect(passwordWork.checks.get('stolen-session-guess')).toBe(LIMITS.passwordCheck.account);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(LIMITS.passwordCheck.account);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    const right = await change(password, 99);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

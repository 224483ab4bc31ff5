import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { FREE_FAILURES } from './throttle.js';

let t: TestServer;
beforeAll(async () => {
  // Each test signs in from its own address (X-Forwarded-For), as behind a proxy.
  t = await createTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, ip: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
const expire = () =>
  t.services.db
    .updateTable('loginThrottle')
    .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
    .execute();

describe('login throttling', () => {
  it('delays an account after repeated failures, then answers 429 with Retry-After', async () => {
    const { user, password } = await t.createUser();
    for (let i = 0; i <= FREE_FAILURES.account; i++) {
      expect((await login(user.email, 'wrong-password-x', '10.0.0.1')).status).toBe(401);
    }
    const locked = await login(user.email, password, '10.0.0.2');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_requests');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    await expire();
    expect((await login(user.email, password, '10.0.0.2')).status).toBe(200);
    // Success forgets the account's failures: the next mistake is a plain 401 again.
    expect((await login(user.email, 'wrong-password-x', '10.0.0.2')).status).toBe(401);
    expect((await login(user.email, password, '10.0.0.2')).status).toBe(200);
  });

  it('still lets a throttled account reset its password, which lifts the delay', async () => {
    const { user } = await t.createUser();
    for (let i = 0; i <= FREE_FAILURES.account + 2; i++)
      await login(user.email, 'nope-nope-1', '10.0.1.1');
    expect((await login(user.email, 'nope-nope-1', '10.0.1.1')).status).toBe(429);
    const forgot = await t.request({
      method: 'POST',
      url: '/api/v1/auth/forgotPassword',
      body: { email: user.email },
    });
    expect(forgot.status).toBe(200);
    const token = /token=([\w-]+)/.exec(
      t
        .outbox()
        .filter((m) => m.to === user.email)
        .at(-1)?.text ?? '',
    )?.[1];
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/auth/resetPassword',
      body: { token, password: 'a-fresh-password-7' },
    });
    expect(reset.status).toBe(200);
    expect((await login(user.email, 'a-fresh-password-7', '10.0.1.2')).status).toBe(200);
  });

  it('delays an address that guesses at many accounts', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i <= FREE_FAILURES.address; i++) {
      expect((await login(`guess${i}@test.example`, 'wrong-password-x', ip)).status).toBe(401);
    }
    const { user, password } = await t.createUser();
    expect((await login(user.email, password, ip)).status).toBe(429);
    expect((await login(user.email, password, '10.0.2.2')).status).toBe(200);
  });
});

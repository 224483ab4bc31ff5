import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

const lines: string[] = [];
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({}, { logLines: lines });
});
afterAll(async () => {
  await t?.close();
});

const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const find = (event: string) => entries().filter((e) => e.event === event);

describe('the security log', () => {
  it('records sign-ins, failures, denials and changes with time, actor, address and request id — and no secret', async () => {
    const { user, password } = await t.createUser({ type: 'member' });
    const failed = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: user.email, password: 'Wrong-guess-123' },
    });
    expect(failed.status).toBe(401);
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: user.email, password },
    });
    const { accessToken, refreshToken } = ok.body.payload;
    const denied = await t.request({ method: 'GET', url: '/api/v1/users', token: accessToken });
    expect(denied.status).toBe(403);
    const admin = await t.signedIn({ type: 'admin' });
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      token: admin.token,
      body: { name: 'Renamed Member' },
    });
    expect(changed.status).toBe(200);
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/forgotPassword',
      body: { email: user.email },
    });
    const mailed = /token=([\w-]+)/.exec(t.outbox().at(-1)?.text ?? '')?.[1] ?? '';
    await t.request({ method: 'POST', url: '/api/v1/auth/refresh', body: { refreshToken } });
    const file = await t.request({
      method: 'GET',
      url: '/api/v1/files/1?exp=9999999999&sig=not-a-real-signature',
    });
    expect(file.status).toBe(401);

    for (const [event, fields] of [
      ['login_failed', { email: user.email, ip: '127.0.0.1' }],
      ['login', { userId: user.id, ip: '127.0.0.1' }],
      ['permission_denied', { userId: user.id, permission: 'users:list', ip: '127.0.0.1' }],
      [
        'change',
        {
          userId: admin.user.id,
          method: 'PATCH',
          route: '/api/v1/users/:id',
          status: 200,
          ip: '127.0.0.1',
        },
      ],
    ] as const) {
      const found = find(event);
      expect(found.length, event).toBeGreaterThan(0);
      expect(found[0], event).toMatchObject({
        ...fields,
        time: expect.any(Number),
        reqId: expect.any(String),
      });
    }
    const all = lines.join('\n');
    for (const secret of [
      password,
      'Wrong-guess-123',
      accessToken,
      refreshToken,
      admin.token,
      mailed,
      'not-a-real-signature',
    ]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(all.includes(secret), `a log line holds a secret (${secret.slice(0, 6)}…)`).toBe(
        false,
      );
    }
  });
});

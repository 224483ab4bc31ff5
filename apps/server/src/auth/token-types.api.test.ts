import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('token types', () => {
  it('an access token is not a refresh token, and a refresh token is not an access token', async () => {
    const { user, password } = await t.createUser();
    const { accessToken, refreshToken } = await t.login(user.email, password);
    const asRefresh = await t.request({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      body: { refreshToken: accessToken },
    });
    expect(asRefresh.status).toBe(401);
    const asBearer = await t.request({
      method: 'GET',
      url: '/api/v1/users/current',
      token: refreshToken,
    });
    expect(asBearer.status).toBe(401);
  });

  it('refuses a token signed with another algorithm (alg pinned)', async () => {
    const { user, password } = await t.createUser();
    const { accessToken } = await t.login(user.email, password);
    const [, payload] = accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${payload}.`;
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/users/current', token: unsigned })).status,
    ).toBe(401);
  });
});

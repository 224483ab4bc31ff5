import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, randomToken } from '../../auth/tokens.js';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';

/** A calendar-feed link outlives sessions by design, but not the end of all of them. */
let t: TestServer;
let admin: string;
const api = apiFor(
  () => t,
  () => admin,
);
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in member, their password, and a way to fetch a feed link as it is stored. */
async function member() {
  const { user, password } = await t.createUser({ type: 'member' });
  const { accessToken } = await t.login(user.email, password);
  return { user, password, token: accessToken };
}
async function feedLink(token: string) {
  const res = await api('GET', 'calendar-events/feed-link', { token });
  expect(res.status).toBe(200);
  return new URL(res.body.payload.url as string);
}
const fetchFeed = async (url: URL) =>
  (await t.request({ method: 'GET', url: `${url.pathname}${url.search}` })).status;

describe('a calendar-feed link', () => {
  it('stops working when its user logs out everywhere, which takes the password', async () => {
    const m = await member();
    const link = await feedLink(m.token);
    expect(await fetchFeed(link)).toBe(200);

    const wrong = await api('POST', 'users/current/logout-everywhere', {
      token: m.token,
      body: { currentPassword: 'not-the-password' },
    });
    expect(wrong.status).toBe(422);
    expect(await fetchFeed(link)).toBe(200);

    const res = await api('POST', 'users/current/logout-everywhere', {
      token: m.token,
      body: { currentPassword: m.password },
    });
    expect(res.status).toBe(200);
    expect(await fetchFeed(link)).toBe(401);
    expect((await api('GET', 'users/current', { token: m.token })).status).toBe(401);

    // Signing in again gives a new link that works; the old one stays dead.
    const again = await t.login(m.user.email, m.password);
    const fresh = await feedLink(again.accessToken);
    expect(fresh.searchParams.get('sig')).not.toBe(link.searchParams.get('sig'));
    expect(await fetchFeed(fresh)).toBe(200);
    expect(await fetchFeed(link)).toBe(401);
  });

  it('stops working when its user changes their password', async () => {
    const m = await member();
    const link = await feedLink(m.token);
    const res = await api('POST', 'users/current/password', {
      token: m.token,
      body: { currentPassword: m.password, newPassword: 'a-new-password-456' },
    });
    expect(res.status).toBe(200);
    expect(await fetchFeed(link)).toBe(401);
    // The session that changed it goes on, and its new link works.
    expect(await fetchFeed(await feedLink(m.token))).toBe(200);
  });

  it('stops working when the password is reset through a mailed link', async () => {
    const m = await member();
    const link = await feedLink(m.token);
    // The link as the mail would carry it; only its hash is stored.
    const token = randomToken();
    await t.services.db
      .insertInto('passwordResets')
      .values({
        userId: m.user.id,
        tokenHash: hashToken(token),
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        usedAt: null,
      })
      .execute();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/resetPassword',
      body: { token, password: 'a-reset-password-789' },
    });
    expect(res.status).toBe(200);
    expect(await fetchFeed(link)).toBe(401);
  });

  it("is not ended by another user's logging out everywhere", async () => {
    const [a, b] = [await member(), await member()];
    const link = await feedLink(a.token);
    await api('POST', 'users/current/logout-everywhere', {
      token: b.token,
      body: { currentPassword: b.password },
    });
    expect(await fetchFeed(link)).toBe(200);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token = admin) =>
  t.request({ method: 'GET', url: `/api/v1/dashboard/${url}`, token });
const api = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url: `/api/v1/${url}`, token: admin, ...(body ? { body } : {}) });

describe('dashboard', () => {
  it('counts the records the caller may see, and no categories', async () => {
    const before = (await get('count-data')).body.payload;
    await api('POST', 'institutes', { name: 'Biiroo Lafaa' });
    const removed = await api('POST', 'institutes', { name: 'Biiroo Yeroo' });
    await api('DELETE', `institutes/${removed.body.payload.id}`);
    await t.createUser({ type: 'member' });
    const res = await get('count-data');
    expect(res.status).toBe(200);
    expect(res.body.payload.institutes).toBe((before.institutes ?? 0) + 1);
    expect(res.body.payload['caffee-users']).toBe((before['caffee-users'] ?? 0) + 1);
    expect(res.body.payload.roles).toBe(3);
    expect(Object.keys(res.body.payload).some((k) => k.endsWith('-categories'))).toBe(false);
  });

  it('leaves out what the caller may not list', async () => {
    const role = await api('POST', 'roles', {
      name: 'Dashboard only',
      permissions: ['dashboard:read', 'institutes:list'],
    });
    const { user, password } = await t.createUser({ type: 'admin' });
    await api('PATCH', `users/${user.id}`, { roleId: role.body.payload.id });
    const { accessToken } = await t.login(user.email, password);
    const res = await get('count-data', accessToken);
    expect(Object.keys(res.body.payload)).toEqual(['institutes']);
  });

  it('answers the activity per period from the audit history, daily by default', async () => {
    const made = await api('POST', 'institutes', { name: 'Biiroo Hojii' });
    await api('PATCH', `institutes/${made.body.payload.id}`, { name: 'Biiroo Hojii fi Leenjii' });
    await api('DELETE', `institutes/${made.body.payload.id}`);
    const daily = await get('activity-timeline');
    expect(daily.status).toBe(200);
    expect(daily.body.payload).toHaveLength(30);
    const today = daily.body.payload.at(-1);
    expect(today.period).toBe(new Date().toISOString().slice(0, 10));
    expect(today.created).toBeGreaterThanOrEqual(1);
    expect(today.updated).toBeGreaterThanOrEqual(1);
    expect(today.deleted).toBeGreaterThanOrEqual(1);
    for (const [type, n] of [
      ['weekly', 12],
      ['monthly', 12],
      ['yearly', 5],
    ] as const) {
      const res = await get(`activity-timeline?type=${type}`);
      expect(res.body.payload).toHaveLength(n);
      expect(res.body.payload.at(-1).total).toBeGreaterThanOrEqual(today.total);
    }
    expect((await get('activity-timeline?type=hourly')).status).toBe(422);
  });

  it('follows writes: counts from the count cache, the timeline from its daily summary', async () => {
    const counts = async () => (await get('count-data')).body.payload as Record<string, number>;
    const today = async () => (await get('activity-timeline')).body.payload.at(-1);
    const before = await counts();
    const day = await today();
    const made = await api('POST', 'news-feeds', { title: 'Oduu dashboard' });
    expect((await counts())['news-feeds']).toBe(before['news-feeds']! + 1);
    expect((await today()).created).toBe(day.created + 1);
    await api('DELETE', `news-feeds/${made.body.payload.id}`);
    expect((await counts())['news-feeds']).toBe(before['news-feeds']);
    const after = await today();
    expect(after.deleted).toBe(day.deleted + 1);
    expect(after.total).toBe(day.total + 2);
  });

  it('counts audit rows however they are written, in the period of their day', async () => {
    const months = async () => (await get('activity-timeline?type=monthly')).body.payload;
    const before = await months();
    const earlier = before.at(-3);
    const at = `${earlier.period.slice(0, 7)}-15T12:00:00.000Z`;
    const insert = (action: string) =>
      sql`insert into audit_log (resource, record_id, action, created_at)
        values ('news-feeds', 1, ${action}, ${at})`.execute(t.services.db);
    await insert('create');
    await insert('update');
    await insert('update');
    const after = await months();
    expect(after.at(-3)).toEqual({
      ...earlier,
      created: earlier.created + 1,
      updated: earlier.updated + 2,
      total: earlier.total + 3,
    });
    await sql`delete from audit_log where created_at = ${at}`.execute(t.services.db);
    expect(await months()).toEqual(before);
  });

  it("is the administrators' (dashboard:read)", async () => {
    const { token } = await t.signedIn({ type: 'member' });
    expect((await get('count-data', token)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/dashboard/count-data' })).status).toBe(
      401,
    );
  });
});

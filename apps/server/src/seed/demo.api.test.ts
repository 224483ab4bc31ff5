import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { demoAccountsFile, readDemoAccounts, seedDemo } from './demo.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('the demo data set', () => {
  it('seeds one account per type with generated passwords, once, in an owner-only file', async () => {
    const accounts = await seedDemo(t.services, t.dataDir);
    expect(accounts?.map((a) => `${a.type}:${a.status}`)).toEqual([
      'admin:active',
      'institute:active',
      'member:active',
      'member:pending',
      // Council members enough to fill the committees.
      ...Array(6).fill('member:active'),
    ]);
    const mode = fs.statSync(demoAccountsFile(t.dataDir)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(readDemoAccounts(t.dataDir)).toEqual(accounts);
    for (const a of accounts ?? []) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email: a.email, password: a.password },
      });
      expect(res.status, a.email).toBe(a.status === 'active' ? 200 : 403);
    }
    // Passwords are generated, never fixed: another installation gets others.
    expect(new Set(accounts?.map((a) => a.password)).size).toBe(10);
    expect(await seedDemo(t.services, t.dataDir)).toBeNull();
  });

  it('files every permission under a category, and has committees with members', async () => {
    const [admin] = readDemoAccounts(t.dataDir);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: admin?.email, password: admin?.password },
    });
    const token = login.body.payload.accessToken as string;
    const get = (url: string, query = '') =>
      t.request({ method: 'GET', url: `/api/v1/${url}`, token, query });
    const categories = await get('permission-categories', 'locale=en');
    expect(categories.body.payload.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Publishing', 'Meetings and calendar', 'Users and access']),
    );
    const uncategorised = await t.services.db
      .selectFrom('permissions')
      .select('name')
      .where('categoryId', 'is', null)
      .execute();
    expect(uncategorised).toEqual([]);
    const groups = await get('caffee-groups', 'pagination[pageSize]=20');
    const counts = groups.body.payload.map((g: { memberCount: number }) => g.memberCount);
    expect(counts.every((n: number) => n > 0)).toBe(true);
    // A committee's meeting is invited by the committee: its members, as its members.
    const meetings = await get('meetings', 'pagination[pageSize]=20&includes[]=invitees');
    const byCommittee = meetings.body.payload.filter((m: { invitees: { viaGroup: boolean }[] }) =>
      m.invitees.some((i) => i.viaGroup),
    );
    expect(byCommittee.length).toBeGreaterThanOrEqual(3);
    expect(byCommittee.some((m: { startsAt: string }) => Date.parse(m.startsAt) > Date.now())).toBe(
      true,
    );
  });
});

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
    const accounts = await seedDemo(t.services.db, t.dataDir, t.services.storage);
    expect(accounts?.map((a) => `${a.type}:${a.status}`)).toEqual([
      'admin:active',
      'institute:active',
      'member:active',
      'member:pending',
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
    expect(new Set(accounts?.map((a) => a.password)).size).toBe(4);
    expect(await seedDemo(t.services.db, t.dataDir, t.services.storage)).toBeNull();
  });
});

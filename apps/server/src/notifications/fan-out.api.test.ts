import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { openSameDatabase } from '../test/same-database.js';
import { notificationFanOut } from './fan-out.js';

const silent = pino({ level: 'silent' });
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  // These tests fan out with their own steps; the server's queue would race them.
  await t.services.mailQueue.stop();
  admin = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'notifications' | 'mailOutbox' | 'notificationEvents') =>
  Number(
    (
      await t.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the fan-out', () => {
  // Two processes share a PostgreSQL database; SQLite runs one, whose queue runs may overlap.
  // (Two SQLite connections in one test process cannot both write: the driver is synchronous,
  // so one waiting for the lock would stop the other from ever releasing it.)
  it('tells each person of each event once, however many fan out at once', async () => {
    const members = 5;
    const questions = 12;
    for (let i = 0; i < members; i++) await t.createUser({ type: 'member' });
    for (let i = 0; i < questions; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/questions',
        token: admin,
        body: { text: `Question ${i}`, type: 'open_ended', audience: 'members' },
      });
      expect(res.status).toBe(200);
    }
    expect(await count('notificationEvents')).toBe(questions);
    const other = t.services.kind === 'postgres' ? await openSameDatabase(t) : undefined;
    try {
      const stepA = notificationFanOut(t.services, silent);
      const stepB = notificationFanOut({ ...t.services, db: other?.db ?? t.services.db }, silent);
      const drain = async (step: () => Promise<boolean>) => {
        let done = 0;
        while (await step()) done += 1;
        return done;
      };
      const [a, b] = await Promise.all([drain(stepA), drain(stepB)]);
      expect(a + b).toBe(questions);
      expect(await count('notificationEvents')).toBe(0);
      expect(await count('notifications')).toBe(questions * members);
      // Each line's mail was queued once (mail is the members' default for new questions).
      expect(await count('mailOutbox')).toBe(questions * members);
    } finally {
      await other?.close();
    }
  });

  it('rolls a failed fan-out back whole and tries it again later', async () => {
    const before = await count('notifications');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/questions',
      token: admin,
      body: { text: 'Broken', type: 'open_ended', audience: 'members' },
    });
    expect(res.status).toBe(200);
    // A fault midway: the mail outbox refuses the first insert.
    const failing = {
      ...t.services,
      config: { ...t.services.config, publicUrl: 'not a url' },
    };
    const step = notificationFanOut(failing, silent);
    expect(await step()).toBe(true);
    expect(await count('notifications')).toBe(before);
    const [event] = await t.services.db.selectFrom('notificationEvents').selectAll().execute();
    expect(event).toMatchObject({ attempts: 1, lastError: expect.any(String) });
    expect(Date.parse(String(event?.nextAttemptAt))).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing happens; once due, a working process tells everyone.
    expect(await step()).toBe(false);
    await t.services.db
      .updateTable('notificationEvents')
      .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await notificationFanOut(t.services, silent)()).toBe(true);
    expect(await count('notifications')).toBe(before + 5);
  });
});

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { openSameDatabase } from '../test/same-database.js';
import { notificationFanOut } from './fan-out.js';

/** What the fan-out logs (a batch that failed says why): shown when an expectation fails. */
const logged: string[] = [];
const silent = pino({ level: 'warn' }, { write: (line: string) => logged.push(line) });
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

/** Asks every member a question as the admin: one event to fan out. */
async function askMembers(text: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/questions',
    token: admin,
    body: { text, type: 'open_ended', audience: 'members' },
  });
  expect(res.status).toBe(200);
}

/** Runs a fan-out step until it finds nothing due; how many times it did something. */
async function drain(step: () => Promise<boolean>) {
  let done = 0;
  while (await step()) done += 1;
  return done;
}

/** Makes the events waiting for a retry due now. */
const makeDue = () =>
  t.services.db
    .updateTable('notificationEvents')
    .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
    .execute();

describe('the fan-out', () => {
  // Two processes share a PostgreSQL database; SQLite runs one, whose queue runs may overlap.
  // (Two SQLite connections in one test process cannot both write: the driver is synchronous,
  // so one waiting for the lock would stop the other from ever releasing it.)
  it('tells each person of each event once, however many fan out at once', async () => {
    const members = 5;
    const questions = 12;
    for (let i = 0; i < members; i++) await t.createUser({ type: 'member' });
    for (let i = 0; i < questions; i++) await askMembers(`Question ${i}`);
    expect(await count('notificationEvents')).toBe(questions);
    const other = t.services.kind === 'postgres' ? await openSameDatabase(t) : undefined;
    try {
      const stepA = notificationFanOut(t.services, silent);
      const stepB = notificationFanOut({ ...t.services, db: other?.db ?? t.services.db }, silent);
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

  it('tells a large audience in batches, each person once, on from where a failure stopped', async () => {
    const members = (
      await t.services.db.selectFrom('users').select('id').where('type', '=', 'member').execute()
    ).length;
    const before = await count('notifications');
    const mails = await count('mailOutbox');
    await askMembers('In batches');
    const other = t.services.kind === 'postgres' ? await openSameDatabase(t) : undefined;
    try {
      // Batches of two: the first is told, then one fails (the link cannot be made) and is
      // rolled back alone; the rest go on from there, shared by two processes on PostgreSQL.
      const step = (db = t.services.db) =>
        notificationFanOut({ ...t.services, db }, silent, { batchSize: 2 });
      expect(await step()()).toBe(true);
      expect(await count('notifications')).toBe(before + 2);
      const failing = { ...t.services, config: { ...t.services.config, publicUrl: 'not a url' } };
      expect(await notificationFanOut(failing, silent, { batchSize: 2 })()).toBe(true);
      expect(await count('notifications')).toBe(before + 2);
      const [event] = await t.services.db.selectFrom('notificationEvents').selectAll().execute();
      expect(event).toMatchObject({ attempts: 1, kindIndex: 0, afterUserId: expect.any(Number) });
      await makeDue();
      logged.length = 0;
      const [a, b] = await Promise.all([drain(step()), drain(step(other?.db))]);
      expect(a + b, logged.join('')).toBe(Math.ceil((members - 2) / 2));
      expect(await count('notificationEvents')).toBe(0);
      expect(await count('notifications')).toBe(before + members);
      expect(await count('mailOutbox')).toBe(mails + members);
      const told = await t.services.db
        .selectFrom('notifications')
        .select('userId')
        .where('auditId', '=', (eb) =>
          eb.selectFrom('auditLog').select((e) => e.fn.max('id').as('id')),
        )
        .execute();
      expect(new Set(told.map((r) => r.userId)).size).toBe(members);
    } finally {
      await other?.close();
    }
  });

  it('rolls a failed fan-out back whole and tries it again later', async () => {
    const before = await count('notifications');
    await askMembers('Broken');
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
    await makeDue();
    expect(await notificationFanOut(t.services, silent)()).toBe(true);
    expect(await count('notifications')).toBe(before + 5);
  });
});

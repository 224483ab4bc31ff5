import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { openSameDatabase } from '../test/same-database.js';
import type { Mail, Mailer } from './mailer.js';
import { enqueueMail, outboxStore } from './outbox.js';
import { createMailQueue } from './worker.js';

const silent = pino({ level: 'silent' });
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  // These tests drive their own queues; the server's own would race them for the messages.
  await t.services.mailQueue.stop();
});
afterAll(async () => {
  await t?.close();
});

/** A mail server that refuses the first `failures` messages and remembers the rest. */
function fakeMailer(failures = 0, delayMs = 0) {
  const sent: Mail[] = [];
  let refused = 0;
  const mailer: Mailer = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (refused < failures) {
        refused += 1;
        throw new Error(`421 try again later (${refused})`);
      }
      sent.push(mail);
    },
  };
  return { mailer, sent };
}
const row = (recipient: string) =>
  t.services.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
const due = (recipient: string) =>
  t.services.db
    .updateTable('mailOutbox')
    .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
    .where('recipient', '=', recipient)
    .execute();
/** The server's PUBLIC_URL, which every queue is given. */
const own = () => ({ publicUrl: t.services.config.publicUrl });
const secondsFromNow = (at: string | null) => (Date.parse(at ?? '') - Date.now()) / 1000;

describe('the mail queue', () => {
  it('retries a refused message with growing waits, then sends it once', async () => {
    const { mailer, sent } = fakeMailer(2);
    const queue = createMailQueue(t.services.db, t.services.kind, mailer, silent, own());
    const to = 'retry@test.example';
    await enqueueMail(t.services.db, { to, subject: 'Hello', text: 'Secret link' });

    await queue.drain();
    let r = await row(to);
    expect(r).toMatchObject({ attempts: 1, sentAt: null, lastError: '421 try again later (1)' });
    expect(secondsFromNow(r.nextAttemptAt)).toBeGreaterThan(25);
    await queue.drain(); // not due yet: nothing happens
    expect((await row(to)).attempts).toBe(1);

    await due(to);
    await queue.drain();
    r = await row(to);
    expect(r.attempts).toBe(2);
    expect(secondsFromNow(r.nextAttemptAt)).toBeGreaterThan(55);

    await due(to);
    await queue.drain();
    await queue.drain();
    r = await row(to);
    // Sent once, under the outbox's stable name for it (a resend would keep it).
    expect(sent).toEqual([
      { to, subject: 'Hello', text: 'Secret link', calendar: null, key: expect.any(String) },
    ]);
    expect(r).toMatchObject({ attempts: 3, nextAttemptAt: null, text: '' });
    expect(r.sentAt).not.toBeNull();
  });

  it('gives a message up after its last attempt', async () => {
    const { mailer } = fakeMailer(5);
    const queue = createMailQueue(t.services.db, t.services.kind, mailer, silent, {
      ...own(),
      maxAttempts: 2,
    });
    const to = 'bounce@test.example';
    await enqueueMail(t.services.db, { to, subject: 'Hello', text: 'Secret link' });
    await queue.drain();
    await due(to);
    await queue.drain();
    expect(await row(to)).toMatchObject({
      attempts: 2,
      nextAttemptAt: null,
      sentAt: null,
      text: '',
    });
  });

  it('sends each message once with two processes on one database', async () => {
    const other = await openSameDatabase(t);
    try {
      const a = fakeMailer(0, 2);
      const b = fakeMailer(0, 2);
      const queueA = createMailQueue(t.services.db, t.services.kind, a.mailer, silent, own());
      const queueB = createMailQueue(other.db, other.kind, b.mailer, silent, own());
      const recipients = Array.from({ length: 30 }, (_, i) => `many${i}@test.example`);
      for (const to of recipients)
        await enqueueMail(t.services.db, { to, subject: 'S', text: 'T' });
      await Promise.all([queueA.drain(), queueB.drain(), queueA.drain(), queueB.drain()]);
      const all = [...a.sent, ...b.sent].map((m) => m.to).sort();
      expect(all).toEqual([...recipients].sort());
    } finally {
      await other.close();
    }
  });

  it('sends after a restart what was queued before, and retries a send cut short', async () => {
    const store = outboxStore(t.services.db, t.services.kind);
    await enqueueMail(t.services.db, { to: 'queued@test.example', subject: 'S', text: 'T' });
    await enqueueMail(t.services.db, { to: 'cut@test.example', subject: 'S', text: 'T' });
    // A process claims the oldest, then dies before it could say how the send went.
    const claimed = await store.claim(Date.now(), 600);
    expect(claimed?.to).toBe('queued@test.example');

    const { mailer, sent } = fakeMailer();
    const next = createMailQueue(t.services.db, t.services.kind, mailer, silent, own());
    await next.drain();
    expect(sent.map((m) => m.to)).toEqual(['cut@test.example']);
    await due('queued@test.example'); // its lease ran out
    await next.drain();
    expect(sent.map((m) => m.to)).toEqual(['cut@test.example', 'queued@test.example']);
  });
});

describe('requests', () => {
  it('answer without waiting for the mail server', async () => {
    const server = await createTestServer();
    let release = () => {};
    const stuck = new Promise<void>((resolve) => (release = resolve));
    server.services.mailer.send = () => stuck;
    try {
      const { user } = await server.createUser();
      const started = Date.now();
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgotPassword',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      const mail = () =>
        server.services.db
          .selectFrom('mailOutbox')
          .select('sentAt')
          .where('recipient', '=', user.email)
          .executeTakeFirstOrThrow();
      // Queued after the answer, and stuck in the send.
      expect((await vi.waitFor(mail)).sentAt).toBeNull();
      release();
      await server.services.mailQueue.idle();
      expect((await mail()).sentAt).not.toBeNull();
    } finally {
      release();
      await server.close();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATES } from '../auth/limits.js';
import { createTestServer, type TestResponse, type TestServer } from '../test/harness.js';
import { secondInstance } from '../test/same-database.js';

/**
 * Issue 38, item 4, replayed: another person's writes must not become a flood of SMS and mail.
 * The limits are on here as in production; the hour's messages per person are set below the
 * minute's writes, so each limit is seen doing its own part.
 */
const PER_HOUR = 5;
const WRITES = RATES.writes.record.minute;

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ WRITE_LIMITS: 'true', MESSAGES_PER_HOUR: String(PER_HOUR) });
});
afterAll(async () => {
  await t?.close();
});

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string,
  body?: unknown,
) => t.request({ method, url: `/api/v1/${url}`, token, ...(body !== undefined ? { body } : {}) });
const settle = () => t.services.mailQueue.drain();

/** The SMS in the outbox folder to `to`. */
function smsTo(to: string): { to: string; text: string }[] {
  const dir = t.services.config.sms.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string },
    )
    .filter((m) => m.to === to);
}

const lines = (userId: number) =>
  t.services.db
    .selectFrom('notifications')
    .select(['kind', 'digestPending'])
    .where('userId', '=', userId)
    .execute();

const complaintFor = (instituteId: number, i: number | string) => ({
  subject: `Komii ${i}`,
  description: 'Bishaan ji’a tokkoof hin jiru',
  instituteId,
  complainantName: 'Tolaa Gammachuu',
});

/** Sends them all at once: as the attacker did, within a second. */
const burst = (n: number, send: (i: number) => Promise<TestResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

function expectRefusedPastLimit(answers: TestResponse[], limit: number) {
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused).toHaveLength(answers.length - limit);
  for (const r of refused) {
    const wait = Number(r.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(r.body.code).toBe('too_many_requests');
  }
}

/** Proves `token`'s number with the code the SMS brought, as its owner does. */
async function provePhone(token: string, phone: string) {
  expect((await api('POST', 'notifications/phone/code', token)).status).toBe(200);
  await settle();
  const text = smsTo(phone).at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code).toBeDefined();
  const res = await api('POST', 'notifications/phone/verify', token, { code });
  expect(res.status).toBe(200);
  expect(res.body.payload.verified).toBe(true);
}

describe('30 comments in a second on a member’s topic', () => {
  it('are refused past the limit, reach no unproven number, and at most N SMS a proven one', async () => {
    const victim = await t.signedIn({ type: 'member' });
    const phone = '+251911223344';
    // Any number can be typed: an unproven one may be chosen for SMS but is sent nothing.
    expect((await api('PATCH', 'users/current', victim.token, { phone })).status).toBe(200);
    const chose = await api('PUT', 'notifications/preferences', victim.token, {
      choices: [{ kind: 'comment', channels: ['app', 'sms'] }],
    });
    expect(chose.status).toBe(200);
    expect(chose.body.payload.phoneVerified).toBe(false);
    const topic = await api('POST', 'forums', victim.token, {
      title: 'Bishaan',
      body: 'Waa’ee bishaanii',
    });
    expect(topic.status).toBe(200);
    const url = `forums/${topic.body.payload.id}/comments`;

    const attacker = await t.signedIn({ type: 'member', name: 'Call 0911 000000 now' });
    const first = await burst(30, (i) => api('POST', url, attacker.token, { body: `Yaada ${i}` }));
    expectRefusedPastLimit(first, RATES.writes.comment.minute);
    await settle();
    expect(smsTo(phone)).toEqual([]);
    expect(await lines(victim.user.id)).toHaveLength(RATES.writes.comment.minute);

    // Proven, the number hears of comments, but at most PER_HOUR an hour; the rest wait for
    // the digest, and every one is in the app.
    await provePhone(victim.token, phone);
    const smsBefore = smsTo(phone).length; // the code
    const second = await t.signedIn({ type: 'member' });
    const again = await burst(30, (i) => api('POST', url, second.token, { body: `Deebii ${i}` }));
    expectRefusedPastLimit(again, RATES.writes.comment.minute);
    await settle();
    const notices = smsTo(phone).slice(smsBefore);
    expect(notices).toHaveLength(PER_HOUR);
    const mine = await lines(victim.user.id);
    expect(mine).toHaveLength(2 * RATES.writes.comment.minute);
    expect(mine.filter((l) => l.digestPending === 1)).toHaveLength(
      RATES.writes.comment.minute - PER_HOUR,
    );
  });
});

describe('20 complaints in half a second against an institute', () => {
  it('are refused past the limit; the institute gets at most N mails, the rest in its digest', async () => {
    const admin = await t.signedIn({ type: 'admin' });
    const make = async (name: string) =>
      (await api('POST', 'institutes', admin.token, { name })).body.payload.id as number;
    const target = await make('Biiroo Bishaanii');
    const other = await make('Biiroo Barnootaa');
    const staff = await t.signedIn({ type: 'institute', instituteId: target });
    const bystander = await t.signedIn({ type: 'institute', instituteId: other });
    const member = await t.signedIn({ type: 'member' });
    const answers = await burst(20, (i) =>
      api('POST', 'complains', member.token, complaintFor(target, i)),
    );
    expectRefusedPastLimit(answers, WRITES);
    await settle();
    const mails = t.outbox().filter((m) => m.to === staff.user.email);
    expect(mails).toHaveLength(PER_HOUR);
    const told = await lines(staff.user.id);
    expect(told).toHaveLength(WRITES);
    expect(told.filter((l) => l.digestPending === 1)).toHaveLength(WRITES - PER_HOUR);
    expect(t.outbox().filter((m) => m.to === bystander.user.email)).toEqual([]);

    // The next morning's digest carries the rest, in one mail.
    await t.services.db
      .updateTable('notifications')
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('userId', '=', staff.user.id)
      .execute();
    await settle();
    const after = t.outbox().filter((m) => m.to === staff.user.email);
    expect(after).toHaveLength(PER_HOUR + 1);
    const digest = after.find(
      (m) => !mails.some((x) => x.subject === m.subject && x.text === m.text),
    );
    expect(digest?.text.match(/^• /gm)).toHaveLength(WRITES - PER_HOUR);
  });

  it('counts one person’s writes across two API processes on one database', async () => {
    const admin = await t.signedIn({ type: 'admin' });
    const inst = (await api('POST', 'institutes', admin.token, { name: 'Biiroo Daandii' })).body
      .payload.id as number;
    const member = await t.signedIn({ type: 'member' });
    const other = await secondInstance(t);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < WRITES + 2; i++) {
        const server = i % 2 === 0 ? t.app : other.app;
        const res = await server.inject({
          method: 'POST',
          url: '/api/v1/complains',
          headers: { authorization: `Bearer ${member.token}` },
          payload: complaintFor(inst, i),
        });
        statuses.push(res.statusCode);
        if (res.statusCode !== 200 && res.statusCode !== 429) throw new Error(res.body);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(WRITES);
      expect(statuses.slice(WRITES)).toEqual([429, 429]);
    } finally {
      await other.close();
    }
    // A new minute: the person writes again (the hour still has room).
    await t.services.db
      .updateTable('loginThrottle')
      .set({ lastFailureAt: new Date(Date.now() - 61_000).toISOString() })
      .where('key', '=', `write:record:minute:${member.user.id}`)
      .execute();
    const next = await api('POST', 'complains', member.token, complaintFor(inst, 'next'));
    expect(next.status).toBe(200);
    // Another member's writes count apart.
    const someoneElse = await t.signedIn({ type: 'member' });
    const theirs = await api('POST', 'complains', someoneElse.token, complaintFor(inst, 'other'));
    expect(theirs.status).toBe(200);
  });
});

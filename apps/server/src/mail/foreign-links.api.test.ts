import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSms } from '../notifications/messages.js';
import { apiFor, createTestServer, type TestServer } from '../test/harness.js';
import { createAccount } from '../records/access/users/create.js';
import { enqueueSms } from './outbox.js';

/**
 * Issue 38, item 5, as the attacker tried it: a stranger's text must not become a link in the
 * council's own mail or SMS. A name with a web address is refused (422) wherever a name is
 * written; text that still carries one (a name from before the rule, a title) reaches mail and
 * SMS defused, and only the app's own addresses are links.
 */
let t: TestServer;
let admin: { id: number; token: string; email: string };
const api = apiFor(
  () => t,
  () => admin.token,
);
const ATTACK = 'Urgent: re-verify your account at https://evil.example/login';
const ZW = '\u200B';

beforeAll(async () => {
  t = await createTestServer();
  const a = await t.signedIn({ type: 'admin' });
  admin = { id: a.user.id, token: a.token, email: a.user.email };
});
afterAll(async () => {
  await t?.close();
});

/** A 422 on `name` with the field error a client translates. */
function nameRefused(res: { status: number; body: Record<string, unknown> }) {
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual([{ name: 'A name cannot contain a web address' }]);
  expect(res.body.details).toEqual([
    expect.objectContaining({ field: 'name', code: 'nameWebAddress' }),
  ]);
}

/** The decoded HTML part of a mail in the outbox folder, as a mail program receives it. */
function htmlPartOf(eml: string): string {
  const start = eml.search(/^Content-Type: text\/html/im);
  expect(start).toBeGreaterThan(-1);
  const part = eml.slice(start);
  const headersEnd = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, headersEnd);
  const body = part.slice(headersEnd + 4, part.indexOf('\r\n--', headersEnd));
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('a name with a web address', () => {
  it('is refused at registration, and nobody is mailed about it', async () => {
    const email = 'stranger@test.example';
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { name: ATTACK, email, password: 'Correct-Horse-42x' },
    });
    nameRefused(res);
    const made = await t.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(made).toBeUndefined();
    await t.services.mailQueue.drain();
    expect(t.outbox().filter((m) => /evil/.test(m.text + m.subject))).toEqual([]);
  });

  it('is refused wherever a name is written: by an administrator, and as one’s own', async () => {
    for (const name of [ATTACK, 'Abebe www.evil.example', 'PayPal.com Support', 'evil.example/x']) {
      nameRefused(
        await api('POST', 'users', {
          body: { name, email: 'named@test.example', type: 'member' },
        }),
      );
      const { user, token } = await t.signedIn({ type: 'member' });
      nameRefused(await api('PATCH', `users/${user.id}`, { body: { name } }));
      nameRefused(await api('PUT', `users/${user.id}`, { body: { name } }));
      nameRefused(await api('PATCH', 'users/current', { body: { name }, token }));
    }
    // Real names with full stops and slashes still pass.
    for (const name of [
      'Abebe T.',
      'Tesfaye G.Egziabher',
      'ወ/ሮ አልማዝ ገ.እግዚአብሔር',
      "Caaltuu Bal'aa",
    ]) {
      const res = await api('POST', 'users', {
        body: { name, email: `ok-${name.length}@test.example`, type: 'member' },
      });
      expect(res.status, name).toBe(200);
    }
  });
});

describe("the council's mail", () => {
  it('carries a name from before the rule defused, with no link but its own', async () => {
    await createAccount(
      t.services,
      {
        name: `${ATTACK} or www.evil.example`,
        email: 'legacy@test.example',
        password: 'Correct-Horse-42x',
        type: 'member',
        status: 'pending',
      },
      'register',
    );
    await t.services.mailQueue.drain();
    const outbox = t.services.config.outboxDir;
    const sent = fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith('.json'))
      .map((f) => ({ file: f, mail: JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) }))
      .filter(({ mail }) => mail.to === admin.email && /re-verify/.test(mail.text));
    expect(sent).toHaveLength(1);
    const { file, mail } = sent[0]!;
    expect(mail.text).toContain(
      `https:${ZW}//evil${ZW}.example/login or www${ZW}.evil${ZW}.example`,
    );
    expect(mail.subject).toContain(`evil${ZW}.example`);
    expect(mail.text + mail.subject).not.toMatch(/evil\.example/);
    expect(mail.text).toMatch(/\nhttp:\/\/localhost:8080\/go\/users\/\d+\n/);

    const html = htmlPartOf(
      fs.readFileSync(path.join(outbox, file.replace(/json$/, 'eml')), 'utf8'),
    );
    const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([expect.stringMatching(/^http:\/\/localhost:8080\/go\/users\/\d+$/)]);
    expect(html).not.toMatch(/evil\.example/);
    expect(html).toContain(`evil${ZW}.example`);
  });

  it('sends an SMS with its own link whole and any other defanged, in the GSM alphabet', async () => {
    const link = `${t.services.config.publicUrl}/go/complains/4`;
    const sms = notificationSms('en', 'complaint-filed', {
      name: 'Water cut, see https://evil.example/x',
      actor: null,
      status: null,
      link,
    });
    await enqueueSms(t.services.db, { to: '+251911000111', text: sms });
    await t.services.mailQueue.drain();
    const dir = t.services.config.sms.outboxDir;
    const [record] = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((r) => r.to === '+251911000111');
    expect(record.text).toContain('https[:]//evil[.]example/x');
    expect(record.text).not.toMatch(/evil\.example/);
    expect(record.text).toContain(link);
    expect(record.encoding).toBe('GSM-7');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATES } from '../auth/limits.js';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const api = (method: Method, url: string, token: string, body?: unknown) =>
  t.request({ method, url: `/api/v1/${url}`, token, ...(body !== undefined ? { body } : {}) });

let numbers = 0;
/** A signed-in member with a number of their own (typed, not proven). */
async function memberWithPhone(locale: 'om' | 'en' | 'am' = 'om') {
  numbers += 1;
  const phone = `+2519120000${String(numbers).padStart(2, '0')}`;
  const { user, token } = await t.signedIn({ type: 'member' });
  expect((await api('PATCH', 'users/current', token, { phone, locale })).status).toBe(200);
  return { user, token, phone };
}

/** The texts sent to `to`, oldest first. */
const smsTo = (to: string) =>
  t
    .smsOutbox()
    .filter((m) => m.to === to)
    .map((m) => m.text);

async function sendCode(token: string, phone: string) {
  const res = await api('POST', 'notifications/phone/code', token);
  expect(res.status).toBe(200);
  await t.services.mailQueue.drain();
  const code = /\b(\d{6})\b/.exec(smsTo(phone).at(-1) ?? '')?.[1];
  if (!code) throw new Error('no code sent');
  return { code, answer: res.body.payload };
}

const verify = (token: string, code: unknown) =>
  api('POST', 'notifications/phone/verify', token, { code });
const status = async (token: string) =>
  (await api('GET', 'notifications/phone', token)).body.payload as {
    phone: string | null;
    verified: boolean;
    codeExpiresAt: string | null;
  };
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** The machine code of a 422's first field (`details`, beside the seed's `errors`). */
const fieldCode = (res: { body: { details?: { field: string; code: string }[] } }) =>
  res.body.details?.[0]?.code;

describe('proving a phone number', () => {
  it('sends a short-lived code in the owner’s language, kept only as a hash', async () => {
    const { token, user, phone } = await memberWithPhone('am');
    expect(await status(token)).toEqual({ phone, verified: false, codeExpiresAt: null });
    const { code, answer } = await sendCode(token, phone);
    expect(smsTo(phone).at(-1)).toMatch(/^ጨፌ፦ የማረጋገጫ ኮድዎ \d{6} ነው።/);
    const minutes = (Date.parse(answer.codeExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const row = await t.services.db
      .selectFrom('phoneCodes')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.codeHash).not.toContain(code);
    expect((await verify(token, code)).body.payload).toEqual({
      phone,
      verified: true,
      codeExpiresAt: null,
    });
    expect((await api('GET', 'notifications/preferences', token)).body.payload.phoneVerified).toBe(
      true,
    );
    // Spent: the code is gone, and a proven number needs no other.
    expect(
      await t.services.db
        .selectFrom('phoneCodes')
        .selectAll()
        .where('userId', '=', user.id)
        .execute(),
    ).toEqual([]);
    const again = await api('POST', 'notifications/phone/code', token);
    expect(again.status).toBe(422);
    expect(fieldCode(again)).toBe('phoneVerified');
  });

  it('refuses a wrong code, and a code after its tries are spent', async () => {
    const { token, phone } = await memberWithPhone();
    const { code } = await sendCode(token, phone);
    for (let i = 0; i < RATES.phoneCode.attempts; i++) {
      const res = await verify(token, wrong(code));
      expect(res.status).toBe(422);
      expect(fieldCode(res)).toBe('wrongCode');
    }
    // Even the right code no longer works: a new one must be asked for.
    const late = await verify(token, code);
    expect(late.status).toBe(422);
    expect(fieldCode(late)).toBe('newCodeNeeded');
    expect((await status(token)).verified).toBe(false);
    const fresh = await sendCode(token, phone);
    expect((await verify(token, fresh.code)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { token, user, phone } = await memberWithPhone();
    const { code } = await sendCode(token, phone);
    await t.services.db
      .updateTable('phoneCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    expect((await status(token)).codeExpiresAt).toBeNull();
    const res = await verify(token, code);
    expect(fieldCode(res)).toBe('newCodeNeeded');
    expect((await status(token)).verified).toBe(false);
  });

  it('does not take another account’s code', async () => {
    const a = await memberWithPhone();
    const b = await memberWithPhone();
    const codeOfA = (await sendCode(a.token, a.phone)).code;
    // B without a code of their own, then with one that is not A's.
    expect(fieldCode(await verify(b.token, codeOfA))).toBe('newCodeNeeded');
    const codeOfB = (await sendCode(b.token, b.phone)).code;
    if (codeOfB !== codeOfA) expect(fieldCode(await verify(b.token, codeOfA))).toBe('wrongCode');
    expect((await status(b.token)).verified).toBe(false);
    expect((await status(a.token)).verified).toBe(false);
    expect((await verify(a.token, codeOfA)).status).toBe(200);
    expect((await status(b.token)).verified).toBe(false);
  });

  it('a changed number is unproven, and a code sent to the old one does not prove it', async () => {
    const { token, phone } = await memberWithPhone();
    const { code } = await sendCode(token, phone);
    expect((await verify(token, code)).status).toBe(200);
    // Written differently, the same number stays proven.
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    expect((await api('PATCH', 'users/current', token, { phone: spaced })).status).toBe(200);
    expect((await status(token)).verified).toBe(true);
    // Another number: unproven; a code asked for before the change proves nothing.
    const pending = await sendCode(token, phone).catch(() => undefined);
    expect(pending).toBeUndefined(); // a proven number is sent no code
    await api('PATCH', 'users/current', token, { phone: '+251913000001' });
    expect((await status(token)).verified).toBe(false);
    const forNew = await sendCode(token, '+251913000001');
    await api('PATCH', 'users/current', token, { phone: '+251913000002' });
    expect(fieldCode(await verify(token, forNew.code))).toBe('newCodeNeeded');
    expect((await status(token)).verified).toBe(false);
  });

  it('an administrator setting a number does not prove it', async () => {
    const admin = await t.signedIn({ type: 'admin' });
    const { user, token } = await t.signedIn({ type: 'member' });
    const res = await api('PUT', `users/${user.id}`, admin.token, { phone: '+251914000001' });
    expect(res.status).toBe(200);
    expect(await status(token)).toMatchObject({ phone: '+251914000001', verified: false });
  });

  it('refuses bad input and a missing number with a 4xx', async () => {
    const { token } = await t.signedIn({ type: 'member' });
    const none = await api('POST', 'notifications/phone/code', token);
    expect(none.status).toBe(422);
    expect(fieldCode(none)).toBe('smsNeedsPhone');
    for (const code of ['12345', '1234567', 'abcdef', 123456, null, '']) {
      expect((await verify(token, code)).status).toBe(422);
    }
    expect(
      (await api('POST', 'notifications/phone/verify', token, { code: '123456', x: 1 })).status,
    ).toBe(422);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/notifications/phone/code' })).status,
    ).toBe(401);
  });

  it('throttles codes per account and per number, and guesses per account', async () => {
    const { token, phone } = await memberWithPhone();
    for (let i = 0; i < RATES.phoneCode.account; i++) await sendCode(token, phone);
    const more = await api('POST', 'notifications/phone/code', token);
    expect(more.status).toBe(429);
    expect(Number(more.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts naming the same number: the number's own count stops them too.
    let refused = 0;
    for (let i = 0; i < RATES.phoneCode.phone; i++) {
      const other = await t.signedIn({ type: 'member' });
      await api('PATCH', 'users/current', other.token, { phone });
      if ((await api('POST', 'notifications/phone/code', other.token)).status === 429) refused += 1;
    }
    const acceptedOthers = RATES.phoneCode.phone - RATES.phoneCode.account;
    expect(refused).toBe(RATES.phoneCode.phone - acceptedOthers);
    expect(smsTo(phone)).toHaveLength(RATES.phoneCode.phone);

    // Guesses: past the account's free wrong codes, whichever code, 429.
    const guesser = await memberWithPhone();
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const { code } = await sendCode(guesser.token, guesser.phone).catch(() => ({
        code: '000000',
      }));
      for (let i = 0; i < RATES.phoneCode.attempts; i++) {
        statuses.push((await verify(guesser.token, wrong(code))).status);
      }
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(
      RATES.phoneCode.accountGuesses,
    );
  });
});

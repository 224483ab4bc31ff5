import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { apiFor, createTestServer, type TestServer } from '../../../test/harness.js';
import { importFile } from '../../../test/import-file.js';

// Accounts reached by phone only (issue 42): made without an email, invited by SMS, signed in
// with the number however it is written; a number signs in one account.

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

let numbers = 0;
/** A number of its own for each test, in the international form. */
const newNumber = () => `+2519133000${String((numbers += 1)).padStart(2, '0')}`;
/** The same number as a person writes it at home: 09… with spaces. */
const national = (phone: string) =>
  `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;

const smsTo = (to: string) =>
  t
    .smsOutbox()
    .filter((m) => m.to === to)
    .map((m) => m.text);
const tokenIn = (text: string | undefined) => /token=([\w-]+)/.exec(text ?? '')?.[1] ?? '';
const fieldIssue = (res: { body: { details?: { field: string; code: string }[] } }) =>
  res.body.details?.[0];

const signIn = (body: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/v1/auth/login', body });

/** A member made by the secretariat with a number and no email, and the SMS it was sent. */
async function phoneMember(locale: 'om' | 'en' | 'am' = 'om') {
  const phone = newNumber();
  const res = await api('POST', 'users', {
    body: { name: 'Galaanaa Tolaa', phone, type: 'member', locale },
  });
  expect(res.status).toBe(200);
  return { id: res.body.payload.id as number, phone, user: res.body.payload };
}

describe('an account reached by phone only', () => {
  it('is invited by SMS in its language, chooses a password and signs in with its number', async () => {
    const { phone, user } = await phoneMember('am');
    expect(user.email).toBeNull();
    const sent = smsTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^ጨፌ፦ የይለፍ ቃልዎን ለመምረጥ/);
    expect(t.outbox().filter((m) => m.text.includes('token='))).toHaveLength(0);

    const password = 'Galaana-Tola-2026';
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/auth/resetPassword',
      body: { token: tokenIn(sent[0]), password },
    });
    expect(reset.status).toBe(200);

    // By the number as written at home, and in the international form.
    const home = await signIn({ phone: national(phone), password });
    expect(home.status).toBe(200);
    expect(home.body.payload.email).toBeNull();
    expect((await signIn({ phone: phone.replace('+', '00'), password })).status).toBe(200);
    expect((await signIn({ phone, password: 'not-the-password' })).status).toBe(401);
    // The link came to the number: it is proven, and SMS notifications reach it.
    const status = await api('GET', 'notifications/phone', {
      token: home.body.payload.accessToken,
    });
    expect(status.body.payload.verified).toBe(true);
  });

  it('is refused with neither an email nor a phone number, and with a taken number', async () => {
    const none = await api('POST', 'users', { body: { name: 'Nobody Here', type: 'member' } });
    expect(none.status).toBe(422);
    expect(fieldIssue(none)).toMatchObject({ field: 'email', code: 'emailOrPhone' });

    const { phone } = await phoneMember();
    const again = await api('POST', 'users', {
      body: { name: 'Someone Else', phone: national(phone), type: 'member' },
    });
    expect(again.status).toBe(409);
    expect(fieldIssue(again)).toMatchObject({ field: 'phone', code: 'phoneTaken' });
    const byMail = await t.createUser({ type: 'member' });
    const taken = await api('PATCH', `users/${byMail.user.id}`, { body: { phone } });
    expect(taken.status).toBe(409);
  });

  it('keeps an email or a number on every account', async () => {
    const { id, phone } = await phoneMember();
    const bare = await api('PATCH', `users/${id}`, { body: { phone: null } });
    expect(bare.status).toBe(422);
    expect(fieldIssue(bare)).toMatchObject({ field: 'phone', code: 'emailOrPhone' });

    // An account with both may give up its email and sign in by its number from then on.
    const both = await t.createUser({ type: 'member' });
    const number = newNumber();
    expect((await api('PATCH', `users/${both.user.id}`, { body: { phone: number } })).status).toBe(
      200,
    );
    const noEmail = await api('PATCH', `users/${both.user.id}`, { body: { email: null } });
    expect(noEmail.status).toBe(200);
    expect(noEmail.body.payload.email).toBeNull();
    expect((await signIn({ phone: number, password: both.password })).status).toBe(200);
    const cleared = await api('PATCH', `users/${both.user.id}`, { body: { phone: null } });
    expect(cleared.status).toBe(422);

    // The member's own profile: the number cannot go when it is all the account has.
    const reset = await api('POST', `users/${id}/reset-password`, {});
    expect(reset.status).toBe(200);
    expect(smsTo(phone)).toHaveLength(2);
    const password = 'Own-Number-2026';
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/resetPassword',
      body: { token: tokenIn(smsTo(phone).at(-1)), password },
    });
    const own = (await signIn({ phone, password })).body.payload.accessToken as string;
    const mine = await api('PATCH', 'users/current', { token: own, body: { phone: null } });
    expect(mine.status).toBe(422);
    expect(fieldIssue(mine)).toMatchObject({ field: 'phone', code: 'emailOrPhone' });
  });

  it('lets a member keep a number another account signs in with, without telling whose', async () => {
    const { phone } = await phoneMember();
    const member = await t.createUser({ type: 'member' });
    const mine = await api('PATCH', 'users/current', {
      token: (await t.login(member.user.email, member.password)).accessToken,
      body: { phone: national(phone) },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.payload.phone).toBe(national(phone));
    // The number still signs in its own account only.
    expect((await signIn({ phone, password: member.password })).status).toBe(401);
    expect((await signIn({ email: member.user.email, password: member.password })).status).toBe(
      200,
    );

    // An account the number is all it has must sign in with it: there it is refused.
    const other = await phoneMember();
    await api('POST', `users/${other.id}/reset-password`, {});
    const password = 'Only-A-Number-2026';
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/resetPassword',
      body: { token: tokenIn(smsTo(other.phone).at(-1)), password },
    });
    const own = (await signIn({ phone: other.phone, password })).body.payload.accessToken as string;
    const taken = await api('PATCH', 'users/current', { token: own, body: { phone } });
    expect(taken.status).toBe(409);
    expect(fieldIssue(taken)).toMatchObject({ field: 'phone', code: 'phoneTaken' });
  });

  it('gets a new link by SMS when it forgot its password; an unknown number gets nothing', async () => {
    const { phone } = await phoneMember('en');
    const forgot = (body: Record<string, string>) =>
      t.request({ method: 'POST', url: '/api/v1/auth/forgotPassword', body });
    const known = await forgot({ phone: national(phone) });
    const unknown = await forgot({ phone: '+251 944 99 99 99' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await t.services.mailQueue.idle();
    expect(smsTo(phone).at(-1)).toMatch(/^Caffee: Open this link to choose your password/);
    expect(smsTo(phone)).toHaveLength(2);
    expect(t.smsOutbox().filter((m) => m.to.includes('944'))).toEqual([]);

    // Neither, or both at once: 422.
    expect((await forgot({})).status).toBe(422);
    expect((await forgot({ phone, email: 'a@example.org' })).status).toBe(422);
    expect((await signIn({ password: 'x' })).status).toBe(422);
    expect((await signIn({ phone: 'call me', password: 'x' })).status).toBe(422);
  });

  it('counts failed sign-ins once per account, by its email or its number', async () => {
    const both = await t.createUser({ type: 'member' });
    const phone = newNumber();
    await api('PATCH', `users/${both.user.id}`, { body: { phone } });
    for (let i = 0; i < 3; i++) await signIn({ phone, password: 'wrong-one' });
    for (let i = 0; i < 2; i++) await signIn({ email: both.user.email, password: 'wrong-one' });
    // The sixth failure of the account is held back whichever name it is tried by.
    expect((await signIn({ phone: national(phone), password: 'wrong-one' })).status).toBe(429);
  });

  it('comes from a spreadsheet, invited by SMS; a number twice in the file is refused', async () => {
    const [first, second] = [newNumber(), newNumber()];
    const file = (rows: string[][]) =>
      writeXlsxFile(
        [['Name', 'Email', 'Phone', 'Type'], ...rows].map((row) => row.map((value) => ({ value }))),
      ).toBuffer();
    const importUsers = async (rows: string[][]) =>
      importFile(t, 'users', {
        file: await file(rows),
        name: 'members.xlsx',
        dryRun: false,
        locale: 'en',
        token: admin,
      });
    const twice = await importUsers([
      ['Lencoo Gammadaa', '', first, 'Member'],
      ['Lencoo Biraa', '', national(first), 'Member'],
      ['Hin Qabu', '', '', 'Member'],
    ]);
    expect(twice.status).toBe(422);
    const problems = (twice.body.payload ?? twice.body).problems as { row: number; code: string }[];
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, code: 'phoneTaken' }),
        expect.objectContaining({ row: 4, code: 'emailOrPhone' }),
      ]),
    );
    expect(smsTo(first)).toEqual([]);

    const done = await importUsers([['Lencoo Gammadaa', '', second, 'Member']]);
    expect(done.status).toBe(200);
    expect(smsTo(second)).toHaveLength(1);
    expect(smsTo(second)[0]).toMatch(/token=/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { apiFor, createTestServer, type TestServer } from '../../../test/harness.js';
import { importFile } from '../../../test/import-file.js';

// Accounts from a spreadsheet: made as the form makes them, each invited by mail to choose a
// password (records/access/users/import.ts), all rows or none.

let t: TestServer;
let admin: string;
const api = apiFor(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  const institute = await api('POST', 'institutes', {
    body: { name: { om: 'Biiroo Bishaanii', en: 'Water Bureau' } },
  });
  expect(institute.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

type Answer = {
  created: number;
  updated: number;
  problems: { row: number; column: string | null; code: string; message: string }[];
};
const answer = (res: { body: unknown }) =>
  ((res.body as { payload?: Answer }).payload ?? res.body) as Answer;

const importUsers = (file: Buffer, o: { dryRun?: boolean; token?: string; locale?: string } = {}) =>
  importFile(t, 'users', {
    file,
    name: 'members.xlsx',
    dryRun: o.dryRun ?? false,
    locale: o.locale ?? 'en',
    token: o.token ?? admin,
  });
const sheet = (rows: string[][]) =>
  writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer();

describe('importing accounts', () => {
  it('makes members and institute staff, each invited by mail, none with a password', async () => {
    const stamp = Date.now();
    const file = await sheet([
      ['Name', 'Email', 'Phone', 'Type', 'Institute', 'Language'],
      [
        'Caaltuu Hinsarmuu',
        `caaltuu-${stamp}@example.org`,
        '+251911000001',
        '',
        '',
        'Afaan Oromoo',
      ],
      ['Abebe Kebede', `abebe-${stamp}@example.org`, '', 'Institute', 'Water Bureau', 'am'],
    ]);
    const dry = await importUsers(file, { dryRun: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(answer(dry).created).toBe(2);
    expect(t.outbox().some((m) => m.to === `caaltuu-${stamp}@example.org`)).toBe(false);

    const res = await importUsers(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await api('GET', 'users', { query: `search=${stamp}&includes[]=institute` });
    const users = (
      list.body as {
        payload: {
          id: number;
          email: string;
          type: string;
          locale: string;
          institute?: { name: string };
        }[];
      }
    ).payload;
    expect(
      users.map((u) => [u.email.split('-')[0], u.type, u.locale, u.institute?.name ?? null]).sort(),
    ).toEqual([
      ['abebe', 'institute', 'am', 'Biiroo Bishaanii'],
      ['caaltuu', 'member', 'om', null],
    ]);
    // Each one's invitation is in the outbox: a link to choose a password.
    for (const u of users) {
      const mail = t.outbox().find((m) => m.to === u.email);
      expect(mail?.text).toMatch(/reset-password\?token=/);
    }
    const history = await api('GET', `users/${users[0]?.id}`, { query: 'includes[]=auditHistory' });
    const lines = (history.body as { payload: { auditHistory: { source?: string }[] } }).payload
      .auditHistory;
    expect(lines.some((l) => l.source === 'members.xlsx')).toBe(true);
  });

  it('refuses an email taken, in the database or twice in the file, and a password column', async () => {
    const stamp = Date.now();
    const res = await importUsers(
      await sheet([
        ['name', 'email'],
        ['A One', `one-${stamp}@example.org`],
        ['A Two', `one-${stamp}@example.org`],
      ]),
    );
    expect(res.status).toBe(422);
    expect(answer(res).problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, 'email', 'emailTaken'],
    ]);
    const password = await importUsers(
      await sheet([
        ['name', 'email', 'password'],
        ['A Three', `three-${stamp}@example.org`, 'Secret-Passw0rd!'],
      ]),
    );
    expect(answer(password).problems[0]).toMatchObject({
      row: 1,
      column: 'password',
      code: 'importUnknownColumn',
    });
  });

  it('is for those who may create accounts only', async () => {
    const file = await sheet([
      ['name', 'email'],
      ['X', `x-${Date.now()}@example.org`],
    ]);
    for (const type of ['member', 'institute'] as const) {
      const { token } = await t.signedIn({ type });
      expect((await importUsers(file, { token })).status).toBe(403);
    }
  });
});

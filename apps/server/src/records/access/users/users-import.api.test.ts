import { allPermissions } from '@caffee/contract';
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
  unchanged: number;
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

  it("puts members in the groups their row names, and their committees' meetings follow", async () => {
    const stamp = Date.now();
    const group = async (name: Record<string, string>) => {
      const res = await api('POST', 'caffee-groups', { body: { name } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { payload: { id: number } }).payload.id;
    };
    const water = await group({ om: `Koree Bishaanii ${stamp}`, en: `Water committee ${stamp}` });
    const budget = await group({ en: `Budget committee ${stamp}`, am: `የበጀት ኮሚቴ ${stamp}` });
    const start = new Date(Date.now() + 86_400_000);
    const meeting = await api('POST', 'meetings', {
      body: {
        title: 'Walgahii koree',
        groupId: water,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(meeting.status, JSON.stringify(meeting.body)).toBe(200);
    const meetingId = (meeting.body as { payload: { id: number } }).payload.id;
    const email = (who: string) => `${who}-${stamp}@example.org`;

    // Names in any language, `;` between them; a group no one has; staff in a group.
    const wrong = await importUsers(
      await sheet([
        ['Name', 'Email', 'Type', 'Institute', 'Groups'],
        ['Lensa', email('lensa'), 'member', '', `Koree Bishaanii ${stamp}; የበጀት ኮሚቴ ${stamp}`],
        ['Bona', email('bona'), 'member', '', 'No such committee'],
        ['Hana', email('hana'), 'institute', 'Water Bureau', `Water committee ${stamp}`],
      ]),
    );
    expect(wrong.status).toBe(422);
    expect(answer(wrong).problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, 'Groups', 'importNoSuchName'],
      [4, 'Groups', 'groupsForMembers'],
    ]);
    const members = async (id: number) =>
      (
        (await api('GET', `caffee-groups/${id}/members`)).body as {
          payload: { name: string }[];
        }
      ).payload.map((m) => m.name);
    expect(await members(water)).toEqual([]);

    const file = await sheet([
      ['Name', 'Email', 'Type', 'Groups'],
      ['Lensa', email('lensa'), 'member', `Koree Bishaanii ${stamp}; የበጀት ኮሚቴ ${stamp}`],
      ['Bona', email('bona'), 'member', `Water committee ${stamp}`],
    ]);
    const res = await importUsers(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await members(water)).toEqual(['Bona', 'Lensa']);
    expect(await members(budget)).toEqual(['Lensa']);
    const history = await api('GET', `caffee-groups/${water}`, {
      query: 'includes[]=auditHistory',
    });
    const lines = (
      history.body as { payload: { auditHistory: { action: string; source: string | null }[] } }
    ).payload.auditHistory.filter((l) => l.action === 'members');
    expect(lines).toEqual([expect.objectContaining({ source: 'members.xlsx' })]);
    const invited = await api('GET', `meetings/${meetingId}`, { query: 'includes[]=invitees' });
    const invitees = (
      invited.body as { payload: { invitees: { name: string; viaGroup: boolean }[] } }
    ).payload.invitees;
    expect(invitees.map((i) => [i.name, i.viaGroup]).sort()).toEqual([
      ['Bona', true],
      ['Lensa', true],
    ]);

    // Exported with ids, a member's groups emptied: out of the group, out of its meeting.
    const list = await api('GET', 'users', { query: `search=${stamp}` });
    const bona = (list.body as { payload: { id: number; email: string }[] }).payload.find(
      (u) => u.email === email('bona'),
    );
    const emptied = await importUsers(
      await sheet([
        ['id', 'Groups'],
        [String(bona?.id), ''],
      ]),
    );
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    expect(answer(emptied).updated).toBe(1);
    expect(await members(water)).toEqual(['Lensa']);
    const again = await importUsers(
      await sheet([
        ['id', 'Groups'],
        [String(bona?.id), ''],
      ]),
    );
    expect(answer(again)).toMatchObject({ updated: 0, unchanged: 1 });

    // Accounts without the groups' permission may import accounts, not put them in groups.
    const role = await api('POST', 'roles', {
      body: {
        name: { en: `Account importer ${stamp}` },
        // Every permission but that one: an account may give only what it holds.
        permissions: allPermissions().filter((name) => name !== 'caffee-groups:update'),
      },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const { user, password } = await t.createUser({ type: 'admin' });
    const roleId = (role.body as { payload: { id: number } }).payload.id;
    expect((await api('PATCH', `users/${user.id}`, { body: { roleId } })).status).toBe(200);
    const token = (await t.login(user.email, password)).accessToken;
    const withGroups = await sheet([
      ['Name', 'Email', 'Groups'],
      ['Gadaa', email('gadaa'), `Water committee ${stamp}`],
    ]);
    expect((await importUsers(withGroups, { token, dryRun: true })).status).toBe(403);
    const without = await sheet([
      ['Name', 'Email', 'Groups'],
      ['Gadaa', email('gadaa'), ''],
    ]);
    const plain = await importUsers(without, { token, dryRun: true });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
  });
});

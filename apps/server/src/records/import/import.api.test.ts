import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { allPermissions } from '@caffee/contract';
import { SERVED_RESOURCES } from '../registry.js';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';
import { importFile, type SentFile } from '../../test/import-file.js';
import { storeImport } from './into.js';
import { runImport } from './run.js';
import { readSpreadsheet } from './sheet.js';

// Importing spreadsheets into record types (records/import/): matching columns, reading values
// and names, all rows or none, on SQLite and PostgreSQL alike.

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

const csv = (lines: string[][]) =>
  `\uFEFF${lines.map((l) => l.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`;

const importInto = (path: string, o: Omit<SentFile, 'token'> & { token?: string }) =>
  importFile(t, path, { ...o, token: o.token ?? admin });

type Answer = {
  created: number;
  updated: number;
  unchanged: number;
  problems: {
    row: number;
    column: string | null;
    field: string | null;
    code: string;
    message: string;
  }[];
  columns: { header: string; target: string | null }[];
};
const answer = (res: { body: unknown }) =>
  ((res.body as { payload?: Answer }).payload ?? res.body) as Answer;

async function region(name: string) {
  const res = await api('POST', 'regions', {
    body: { name: { om: name }, code: name.slice(0, 6) },
  });
  expect(res.status).toBe(200);
  return (res.body as { payload: { id: number } }).payload.id;
}

describe('import into a record type', () => {
  it('creates zones from a CSV with references by name and languages by column', async () => {
    await region('Oromiyaa');
    const res = await importInto('zones', {
      file: csv([
        ['Name [om]', 'name[en]', 'Code', 'Region'],
        ['Shawaa Bahaa', 'East Shewa', 'ESH', 'oromiyaa'],
        ['Arsii', '', 'ARS', 'Oromiyaa'],
      ]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(answer(res)).toMatchObject({ created: 2, updated: 0, problems: [] });
    const list = await api('GET', 'zones', { query: 'locale=en&sorting[code]=asc' });
    const rows = (list.body as { payload: { name: string; code: string; regionId: number }[] })
      .payload;
    expect(rows.map((r) => [r.code, r.name])).toEqual([
      ['ARS', 'Arsii'],
      ['ESH', 'East Shewa'],
    ]);
  });

  it('tells the importer once it is done, in the app and by mail, never for a dry run', async () => {
    const { user, token } = await t.signedIn({ type: 'admin' });
    await region('Sidaamaa');
    const file = csv([
      ['Name [om]', 'Code', 'Region'],
      ['Hawaasa', 'HWS', 'Sidaamaa'],
    ]);
    const told = async () => {
      await t.services.mailQueue.drain();
      const res = await api('GET', 'notifications', { token, query: 'locale=en' });
      return (res.body as { payload: { kind: string; resource: string; imported: unknown }[] })
        .payload;
    };
    expect((await importInto('zones', { file, token, dryRun: true })).status).toBe(200);
    expect(await told()).toEqual([]);
    const res = await importInto('zones', { file, token, name: 'zones.csv' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await told()).toEqual([
      expect.objectContaining({
        kind: 'import-done',
        resource: 'users',
        imported: { file: 'zones.csv', into: 'zones', created: 1, updated: 0, unchanged: 0 },
      }),
    ]);
    const mail = t.outbox().filter((m) => m.to === user.email);
    // In the importer's language (Afaan Oromoo, the default), the file named.
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringMatching(/“zones.*csv” galfameera: haaraa 1, jijjiirame 0$/),
    ]);
    expect(mail[0]?.text).toContain('/go/zones');
  });

  it('reports each row it reaches, and answers how far it is to its importer only', async () => {
    await region('Amaaraa');
    const rows = Array.from({ length: 1500 }, (_, i) => [`Godina ${i}`, `G${i}`, 'Amaaraa']);
    const file = csv([['Name [om]', 'Code', 'Region'], ...rows]);
    // The runner tells of every row as it reaches it (what the progress route keeps).
    const { user } = await t.signedIn({ type: 'admin' });
    const ctx = {
      auth: { user, permissions: new Set<string>(allPermissions()), sessionId: '' },
      locale: 'en' as const,
      requestId: 'progress-test',
    };
    const served = (path: string) => SERVED_RESOURCES.find((r) => r.contract.path === path)!;
    const reached: [number, number][] = [];
    const result = await runImport(
      t.services,
      storeImport(served('zones')),
      served,
      ctx,
      await readSpreadsheet(Buffer.from(file)),
      {
        file: 'zones.csv',
        dryRun: true,
        calendar: 'gregorian',
        onRow: (d, n) => reached.push([d, n]),
      },
    );
    expect(result.created).toBe(1500);
    expect(reached).toHaveLength(1500);
    expect(reached[0]).toEqual([0, 1500]);
    expect(reached.at(-1)).toEqual([1499, 1500]);

    // Over HTTP: while it runs, its importer may ask (how often an answer comes meanwhile
    // depends on the machine's load: SQLite's one connection answers once it is over);
    // nobody else is told, and once over nobody is.
    const id = `progress-${Date.now()}`;
    const poll = (token = admin) => api('GET', `zones/import/progress/${id}`, { token });
    const other = (await t.signedIn({ type: 'admin' })).token;
    const running = importInto('zones', { file, dryRun: true, progress: id });
    let done = false;
    void running.finally(() => (done = true));
    while (!done) {
      const res = await poll();
      if (res.status === 200) {
        const seen = (res.body as { payload: { done: number; total: number } }).payload;
        expect(seen.total).toBe(1500);
        expect(seen.done).toBeLessThan(1500);
        expect((await poll(other)).status).toBe(404);
      } else expect(res.status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await running).status).toBe(200);
    expect((await poll()).status).toBe(404);
    expect((await api('GET', 'zones/import/progress/not-an-id')).status).toBe(422);
  });

  it('writes nothing when one row is wrong, and names the row and column in the language', async () => {
    const before = await api('GET', 'zones');
    const total = (before.body as { _attributes: { pagination: { total: number } } })._attributes
      .pagination.total;
    for (const locale of ['om', 'en', 'am']) {
      const res = await importInto('zones', {
        locale,
        file: csv([
          ['name[om]', 'code', 'regionId'],
          ['Booranaa', 'BOR', 'Oromiyaa'],
          ['Gujii', 'GUJ', 'Nowhere'],
        ]),
      });
      expect(res.status).toBe(422);
      const { problems } = answer(res);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ row: 3, column: 'regionId', code: 'importNoSuchName' });
      expect(problems[0]?.message).toContain('Nowhere');
    }
    const after = await api('GET', 'zones');
    expect(
      (after.body as { _attributes: { pagination: { total: number } } })._attributes.pagination
        .total,
    ).toBe(total);
  });

  it('reads an XLSX with Ethiopic text and refuses an unknown column by name', async () => {
    const xlsx = await writeXlsxFile([
      [{ value: 'name[am]' }, { value: 'code' }, { value: 'region' }],
      [{ value: 'ምሥራቅ ሐረርጌ' }, { value: 'EHA' }, { value: 'Oromiyaa' }],
    ]).toBuffer();
    const ok = await importInto('zones', { file: xlsx, name: 'zones.xlsx', dryRun: true });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(answer(ok)).toMatchObject({ created: 1 });
    const unknown = await importInto('zones', {
      file: csv([
        ['name[om]', 'code', 'Colour', 'Region'],
        ['X', 'X1', 'red', 'Oromiyaa'],
      ]),
    });
    expect(unknown.status).toBe(422);
    expect(answer(unknown).problems[0]).toMatchObject({
      row: 1,
      column: 'Colour',
      code: 'importUnknownColumn',
    });
    // Ignored on the screen's say-so, the same file goes through.
    const ignored = await importInto('zones', {
      dryRun: true,
      columns: ['name[om]', 'code', null, 'regionId'],
      file: csv([
        ['name[om]', 'code', 'Colour', 'Region'],
        ['X', 'X1', 'red', 'Oromiyaa'],
      ]),
    });
    expect(ignored.status, JSON.stringify(ignored.body)).toBe(200);
  });

  it('imports its own export back unchanged, and updates by id', async () => {
    const exported = await t.request({
      method: 'GET',
      url: '/api/v1/zones/export.csv',
      token: admin,
      query: 'format=machine&columns[]=name&columns[]=code&columns[]=regionId&locale=en',
    });
    expect(exported.status).toBe(200);
    const again = await importInto('zones', { file: exported.body as string });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(answer(again)).toMatchObject({ created: 0, updated: 0 });
    expect(answer(again).unchanged).toBeGreaterThan(1);
    const people = await t.request({
      method: 'GET',
      url: '/api/v1/zones/export.csv',
      token: admin,
      query:
        'locale=en&columns[]=id&columns[]=name&columns[]=code&columns[]=regionId&columns[]=createdAt',
    });
    const back = await importInto('zones', { file: people.body as string, locale: 'en' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(answer(back)).toMatchObject({ created: 0, updated: 0 });
    const edited = (exported.body as string).replace(',ARS,', ',ARS2,');
    const changed = await importInto('zones', { file: edited });
    expect(answer(changed)).toMatchObject({ updated: 1, created: 0 });
  });

  it('refuses other file types and a member without the permission', async () => {
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(100)]);
    expect((await importInto('zones', { file: xls, name: 'old.xls' })).status).toBe(415);
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0x41]);
    expect((await importInto('zones', { file: binary })).status).toBe(415);
    const { token } = await t.signedIn({ type: 'member' });
    expect((await importInto('zones', { file: csv([['code'], ['A']]), token })).status).toBe(403);
  });

  it("reads dates in the reader's calendar and categories by their name in any language", async () => {
    const category = await api('POST', 'enacted-law-categories', {
      body: { name: { om: 'Labsii', en: 'Proclamation', am: 'አዋጅ' } },
    });
    expect(category.status).toBe(200);
    const res = await importInto('enacted-laws', {
      calendar: 'ethiopic',
      locale: 'am',
      file: csv([
        ['ርዕስ [am]', 'title[en]', 'proclamationNumber', 'categoryId', 'enactedAt', 'effectiveAt'],
        ['የውሃ አዋጅ', 'Water law', '101/2018', 'አዋጅ', '1/1/2018', '2025-09-20'],
        ['ሠላም', '', '102/2018', 'proclamation', '5/13/2017', ''],
      ]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(answer(res).created).toBe(2);
    const list = await api('GET', 'enacted-laws', {
      query: 'locale=en&sorting[proclamationNumber]=asc',
    });
    const laws = (
      list.body as { payload: { title: string; enactedAt: string; categoryId: number }[] }
    ).payload;
    // 1 Meskerem 2018 E.C. is 11 September 2025; Pagume 5, 2017 is 10 September 2025.
    expect(laws.map((l) => [l.title, l.enactedAt.slice(0, 10)])).toEqual([
      ['Water law', '2025-09-11'],
      ['ሠላም', '2025-09-10'],
    ]);
    expect(
      laws.every((l) => l.categoryId === (category.body as { payload: { id: number } }).payload.id),
    ).toBe(true);
    // A date the calendar has not (a 31st), a day before its pair: named per row and column.
    const bad = await importInto('enacted-laws', {
      calendar: 'ethiopic',
      file: csv([
        ['title[om]', 'proclamationNumber', 'enactedAt', 'effectiveAt'],
        ['A', '1/2019', '31/1/2018', ''],
        ['B', '2/2019', '2025-09-20', '2025-09-01'],
      ]),
    });
    expect(bad.status).toBe(422);
    // A number taken twice in the file is refused by the database itself (a unique index):
    // the import starts again without that row and still checks the rows after it.
    const twice = await importInto('enacted-laws', {
      file: csv([
        ['title[om]', 'proclamationNumber', 'enactedAt'],
        ['C', '7/2019', '2025-09-20'],
        ['D', '7/2019', '2025-09-21'],
        ['E', '8/2019', 'someday'],
        ['F', '9/2019', '2025-09-22'],
      ]),
    });
    expect(answer(twice).problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, 'proclamationNumber', 'valueTaken'],
      [4, 'enactedAt', 'importNotADate'],
    ]);
    expect(answer(twice).created).toBe(2);
    expect(answer(bad).problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [2, 'enactedAt', 'importNotADate'],
      [3, 'effectiveAt', 'dateNotBefore'],
    ]);
  });

  it('refuses duplicate ids in a file and a duplicate unique value against the database', async () => {
    const res = await importInto('zones', {
      file: csv([
        ['name[om]', 'code', 'regionId'],
        ['Y1', 'ESH', 'Oromiyaa'],
      ]),
    });
    expect(res.status).toBe(422);
    expect(answer(res).problems[0]).toMatchObject({
      row: 2,
      column: 'code',
      code: 'codeTakenInRegion',
    });
    const twice = await importInto('zones', {
      file: csv([
        ['id', 'code'],
        ['1', 'Q1'],
        ['1', 'Q2'],
      ]),
    });
    expect(answer(twice).problems[0]).toMatchObject({ row: 3, code: 'importSameId' });
    const institute = await t.signedIn({ type: 'institute' });
    expect(
      (await importInto('institutes', { file: csv([['name'], ['X']]), token: institute.token }))
        .status,
    ).toBe(403);
  });
});

describe("a region's address list in one file", () => {
  it('makes the zones and woredas it names and the kebeles under them, once', async () => {
    const list = csv([
      ['Region', 'Godina [om]', 'ዞን [am]', 'Aanaa', 'Woreda code', 'Ganda', 'Kebele code'],
      ['Oromiyaa', 'Jimmaa', 'ጅማ', 'Sokorruu', 'SOK', 'Ganda 01', 'SOK-01'],
      ['Oromiyaa', 'Jimmaa', 'ጅማ', 'Sokorruu', 'SOK', 'Ganda 02', 'SOK-02'],
      ['Oromiyaa', 'jimmaa', '', 'Limmuu', '', 'Ganda 01', ''],
    ]);
    const dry = await importInto('address', { file: list, dryRun: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(answer(dry)).toMatchObject({ created: 3, unchanged: 0, problems: [] });
    const res = await importInto('address', { file: list, name: 'oromia-list.csv' });
    expect(answer(res)).toMatchObject({ created: 3, unchanged: 0 });
    const zones = await api('GET', 'zones', { query: 'filter[name][like]=Jimmaa' });
    expect((zones.body as { payload: unknown[] }).payload).toHaveLength(1);
    const woredas = await api('GET', 'woredas', {
      query: 'filter[code]=SOK&includes[]=childCount',
    });
    expect((woredas.body as { payload: { childCount: number }[] }).payload[0]?.childCount).toBe(2);
    // The same list again changes nothing.
    const again = await importInto('address', { file: list });
    expect(answer(again)).toMatchObject({ created: 0, unchanged: 3 });
    // A member may not; a kebele's name missing is named on its row.
    const { token } = await t.signedIn({ type: 'member' });
    expect((await importInto('address', { file: list, token })).status).toBe(403);
    const missing = await importInto('address', {
      file: csv([
        ['Region', 'Zone', 'Woreda', 'Kebele'],
        ['Oromiyaa', 'Jimmaa', 'Sokorruu', ''],
      ]),
    });
    expect(answer(missing).problems).toEqual([
      expect.objectContaining({ row: 2, column: 'Kebele', field: 'kebele', code: 'required' }),
    ]);
  });
});

describe('an institute user allowed to import institutes', () => {
  it('changes its own institute only: another institute by id is not there for it', async () => {
    const ids = [];
    for (const name of ['Biiroo Barnootaa', 'Biiroo Fayyaa']) {
      const res = await api('POST', 'institutes', { body: { name: { om: name } } });
      ids.push((res.body as { payload: { id: number } }).payload.id);
    }
    const [own, other] = ids as [number, number];
    const role = await api('POST', 'roles', {
      body: {
        name: { en: 'Institute importer' },
        permissions: [
          'institutes:list',
          'institutes:read',
          'institutes:create',
          'institutes:update',
        ],
      },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const { user, password } = await t.createUser({ type: 'institute', instituteId: own });
    const roleId = (role.body as { payload: { id: number } }).payload.id;
    const given = await api('PATCH', `users/${user.id}`, { body: { roleId } });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const token = (await t.login(user.email, password)).accessToken;
    const file = (id: number) =>
      csv([
        ['id', 'name[en]'],
        [String(id), 'Renamed by import'],
      ]);
    const mine = await importInto('institutes', { file: file(own), token, dryRun: true });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(answer(mine)).toMatchObject({ updated: 1 });
    const theirs = await importInto('institutes', { file: file(other), token });
    expect(theirs.status).toBe(422);
    expect(answer(theirs).problems).toEqual([
      expect.objectContaining({ row: 2, column: 'id', field: 'id', code: 'noSuchRecord' }),
    ]);
    const still = await api('GET', `institutes/${other}`, { query: 'locale=en' });
    expect((still.body as { payload: { name: string } }).payload.name).toBe('Biiroo Fayyaa');
  });
});

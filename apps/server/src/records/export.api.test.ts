import http from 'node:http';
import type net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReadTrackingPlugin, readsOf } from '../db/read-tracking.js';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let admin: string;
const ROWS = 1_234;

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  const now = new Date().toISOString();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    kind: 'permission-categories',
    nameOm: `Ramaddii ${String(i).padStart(4, '0')}`,
    nameEn: i % 2 ? `Category ${i}` : null,
    nameAm: i === 7 ? '=1+1 ምድብ' : null,
    createdAt: now,
    updatedAt: now,
    createdBy: null,
    deletedAt: null,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await t.services.db
      .insertInto('categories')
      .values(rows.slice(i, i + 200))
      .execute();
  }
});
afterAll(async () => {
  await t?.close();
});

const exportCsv = (query: string, token = admin) =>
  t.request({ method: 'GET', url: '/api/v1/permission-categories/export.csv', token, query });
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('CSV export of a list', () => {
  it('streams every matching row (more than one batch) with translated headers', async () => {
    const res = await exportCsv(
      `locale=om&sorting[id]=asc&labels[id]=${encodeURIComponent('Lakk.')}&labels[name]=${encodeURIComponent('ሥም')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="permission-categories-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('Lakk.,ሥም');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toMatch(/,Ramaddii 0000$/);
  });

  it("applies the list's filters, search, sorting and language", async () => {
    const res = await exportCsv('locale=en&search=Category 1&sorting[id]=desc&labels[name]=Name');
    const lines = linesOf(res.body);
    expect(lines.slice(1).every((l) => l.startsWith('Category 1'))).toBe(true);
    const ids = await exportCsv('filter[id][lte]=5&labels[id]=id');
    expect(linesOf(ids.body).slice(1).map(Number)).toEqual([5, 4, 3, 2, 1]);
  });

  it('keeps a formula-looking cell as text', async () => {
    const res = await exportCsv('locale=am&filter[name][like]=ምድብ&labels[name]=n');
    expect(linesOf(res.body)[1]).toBe("'=1+1 ምድብ");
  });

  it('refuses an unknown column or filter with 400, and callers without the list permission', async () => {
    expect((await exportCsv('labels[passwordHash]=x')).status).toBe(400);
    expect((await exportCsv('filter[secret]=1')).status).toBe(400);
    const { token } = await t.signedIn({ type: 'member' });
    expect((await exportCsv('', token)).status).toBe(403);
  });
});

/**
 * Over a real connection, as a browser downloads, plain and compressed: what fails before the
 * first row is an ordinary error answer; what fails after it cuts the connection.
 */
describe('CSV export failures', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  interface Download {
    status?: number;
    headers?: http.IncomingHttpHeaders;
    body: Buffer;
    /** Whether the answer arrived whole (its last chunk), not cut off. */
    complete: boolean;
  }
  const download = (query: string, encoding: string) =>
    new Promise<Download>((resolve) => {
      const chunks: Buffer[] = [];
      const done = (res?: http.IncomingMessage) =>
        resolve({
          status: res?.statusCode,
          headers: res?.headers,
          body: Buffer.concat(chunks),
          complete: res?.complete ?? false,
        });
      const request = http.get(
        {
          port,
          host: '127.0.0.1',
          path: `/api/v1/permission-categories/export.csv?${query}`,
          headers: { authorization: `Bearer ${admin}`, 'accept-encoding': encoding },
        },
        (res) => {
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(res));
          res.on('aborted', () => done(res));
          res.on('error', () => done(res));
        },
      );
      request.on('error', () => done());
    });
  const text = (d: Download) =>
    (d.headers?.['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(d.body)
      : d.body
    ).toString();

  /** The database fails the export's `batch`-th batch (from 0), as if it went away. */
  function failBatch(batch: number) {
    let seen = 0;
    return vi
      .spyOn(ReadTrackingPlugin.prototype, 'transformResult')
      .mockImplementation(async ({ result }) => {
        const keyed = result.rows[0] !== undefined && 'ck0' in result.rows[0];
        if (keyed && seen++ === batch) {
          throw Object.assign(new Error('Connection terminated unexpectedly'), {
            code: 'ECONNRESET',
          });
        }
        return result;
      });
  }

  for (const encoding of ['identity', 'br']) {
    describe(`with Accept-Encoding: ${encoding}`, () => {
      it('streams the whole file', async () => {
        const d = await download('sorting[id]=asc&labels[id]=id', encoding);
        expect(d.status).toBe(200);
        expect(d.complete).toBe(true);
        expect(linesOf(text(d))).toHaveLength(ROWS + 1);
      });

      it("refuses a bad filter with the list's 400 before sending anything", async () => {
        for (const filter of [
          'filter[id]=1.5',
          'filter[id]=99999999999',
          'filter[id][like]=1',
          'filter[createdAt][gte]=2026-02-30',
          'filter[createdAt]=0000-01-01',
          'filter[name]=a%00',
        ]) {
          const list = await t.request({
            method: 'GET',
            url: '/api/v1/permission-categories',
            token: admin,
            query: filter,
          });
          const d = await download(filter, encoding);
          expect(d.status, filter).toBe(400);
          expect(d.headers?.['content-type'], filter).toMatch(/^application\/json/);
          expect(JSON.parse(text(d)).message, filter).toBe(list.body.message);
          expect(list.status, filter).toBe(400);
        }
      });

      it('answers 503 when the database fails before the first row', async () => {
        const spy = failBatch(0);
        const d = await download('labels[id]=id', encoding).finally(() => spy.mockRestore());
        expect(d.status).toBe(503);
        expect(d.headers?.['retry-after']).toBe('5');
        expect(JSON.parse(text(d)).code).toBe('service_unavailable');
      });

      it('cuts the connection when the database fails mid-stream', async () => {
        for (const batch of [1, 2]) {
          const spy = failBatch(batch);
          const d = await download('sorting[id]=asc&labels[id]=id', encoding).finally(() =>
            spy.mockRestore(),
          );
          // Never an answer that ends as if whole: no 5xx JSON, no shorter file.
          expect(d.complete, `batch ${batch}`).toBe(false);
          expect(d.status === undefined || d.status === 200, `batch ${batch}`).toBe(true);
        }
      });
    });
  }
});

/** What a reader of the file sees: names, labels and local dates, in their language. */
describe('CSV export as people read it', () => {
  const ids = { a: 0, b: 0, category: 0 };
  let instituteA: string;
  let member: string;
  const api = (
    method: 'GET' | 'POST',
    url: string,
    o: { body?: unknown; query?: string; token?: string } = {},
  ) => t.request({ method, url: `/api/v1/${url}`, token: o.token ?? admin, ...o });
  const create = async (url: string, body: unknown, token = admin) => {
    const res = await api('POST', url, { body, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.payload.id as number;
  };
  const csv = async (path: string, query: string, token = admin) => {
    const res = await api('GET', `${path}/export.csv`, { query, token });
    expect(res.status, res.body).toBe(200);
    return linesOf(res.body as string);
  };
  const q = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&');

  beforeAll(async () => {
    ids.a = await create('institutes', { name: { om: 'Biiroo Qonnaa', am: 'የግብርና ቢሮ' } });
    ids.b = await create('institutes', { name: { om: 'Biiroo Fayyaa', am: 'የጤና ቢሮ' } });
    ids.category = await create('complain-categories', {
      name: { om: 'Bishaan', en: 'Water', am: 'ውሃ' },
    });
    instituteA = (await t.signedIn({ type: 'institute', instituteId: ids.a })).token;
    const filer = await t.signedIn({ type: 'member', name: 'Caaltuu Abdiisaa' });
    member = filer.token;
    for (const [subject, institute] of [
      ['Bishaan hin jiru', ids.a],
      ['Daandii cabe', ids.b],
    ] as const) {
      const id = await create(
        'complains',
        {
          subject,
          description: 'Ji’a tokkoof',
          instituteId: institute,
          categoryId: ids.category,
          complainantName: 'Abdii Waaqoo',
          complainantPhone: '+251911000000',
        },
        member,
      );
      if (institute === ids.a) {
        const moved = await api('POST', `complains/${id}/transition`, {
          body: { to: 'in_review' },
        });
        expect(moved.status).toBe(200);
      }
    }
  });

  const complaintColumns = {
    'labels[subject]': 'Mata duree',
    'labels[instituteId]': 'Dhaabbata',
    'labels[categoryId]': 'Gosa',
    'labels[status]': 'Haala',
    'labels[createdBy]': 'Kan galche',
  };

  it("names references and creators in the reader's language, enums by a caller's own labels", async () => {
    const om = await csv(
      'complains',
      q({
        locale: 'om',
        'sorting[id]': 'asc',
        ...complaintColumns,
        'values[status][in_review]': 'Ilaalamaa jira',
        'values[status][submitted]': 'Galfame',
      }),
    );
    expect(om).toEqual([
      'Mata duree,Dhaabbata,Gosa,Haala,Kan galche',
      'Bishaan hin jiru,Biiroo Qonnaa,Bishaan,Ilaalamaa jira,Caaltuu Abdiisaa',
      'Daandii cabe,Biiroo Fayyaa,Bishaan,Galfame,Caaltuu Abdiisaa',
    ]);
    const am = await csv(
      'complains',
      q({
        locale: 'am',
        'sorting[id]': 'asc',
        ...complaintColumns,
        'values[status][in_review]': 'በመታየት ላይ',
      }),
    );
    // A caller's own words replace the screens': a value it gives no label reads as its code.
    expect(am.slice(1)).toEqual([
      'Bishaan hin jiru,የግብርና ቢሮ,ውሃ,በመታየት ላይ,Caaltuu Abdiisaa',
      'Daandii cabe,የጤና ቢሮ,ውሃ,submitted,Caaltuu Abdiisaa',
    ]);
  });

  it("exports only the rows the caller may list: an institute's own complaints", async () => {
    const lines = await csv('complains', q({ locale: 'om', ...complaintColumns }), instituteA);
    expect(lines.slice(1)).toEqual([
      'Bishaan hin jiru,Biiroo Qonnaa,Bishaan,in_review,Caaltuu Abdiisaa',
    ]);
  });

  it("defaults to the list's columns, headed and read in the screens' words in om, en and am", async () => {
    const only = `filter[instituteId]=${ids.b}`;
    const [om, omRow] = await csv('complains', `locale=om&${only}`);
    expect(om).toBe('Dhimma,Dhaabbata,Komataa,Haala,Kan galmeeffame,Kan galmeeffame (ISO 8601)');
    expect(omRow).toMatch(/^Daandii cabe,Biiroo Fayyaa,Abdii Waaqoo,Dhiyaate,"[^"]+",20\d\d-/);
    const [en, enRow] = await csv('complains', `locale=en&${only}`);
    expect(en).toBe('Subject,Institute,Complainant,Status,Filed,Filed (ISO 8601)');
    expect(enRow).toMatch(
      /^Daandii cabe,Biiroo Fayyaa,Abdii Waaqoo,Submitted,"\d{1,2} [A-Z][a-z]+ 20\d\d, \d\d:\d\d",20\d\d-\d\d-\d\dT/,
    );
    const [am, amRow] = await csv('complains', `locale=am&${only}`);
    expect(am).toBe('ጉዳይ,ተቋም,ቅሬታ አቅራቢ,ሁኔታ,የቀረበበት,የቀረበበት (ISO 8601)');
    expect(amRow).toMatch(/^Daandii cabe,የጤና ቢሮ,Abdii Waaqoo,የቀረበ,/);
  });

  it("picks columns with columns[]; without locale, in the language of the caller's account", async () => {
    const { user, token } = await t.signedIn({ type: 'admin' });
    await t.services.db
      .updateTable('users')
      .set({ locale: 'am' })
      .where('id', '=', user.id)
      .execute();
    const columns = ['subject', 'categoryId', 'status'].map((c) => `columns[]=${c}`).join('&');
    const lines = await csv('complains', `sorting[id]=asc&${columns}`, token);
    expect(lines.slice(0, 3)).toEqual([
      'ጉዳይ,ምድብ,ሁኔታ',
      'Bishaan hin jiru,ውሃ,በግምገማ ላይ',
      'Daandii cabe,ውሃ,የቀረበ',
    ]);
    // A name the reader's language lacks falls back, as on the screens.
    const en = await csv('complains', `locale=en&sorting[id]=asc&columns[]=instituteId`, token);
    expect(en.slice(0, 3)).toEqual(['Institute', 'Biiroo Qonnaa', 'Biiroo Fayyaa']);
  });

  it("reads booleans as yes or no, and accounts' fields as the users' screens do", async () => {
    const members = await csv(
      'users',
      q({ locale: 'en', search: 'Caaltuu', 'columns[0]': 'name', 'columns[1]': 'type' }),
    );
    expect(members).toEqual(['Name,Type', 'Caaltuu Abdiisaa,Council member']);
    const om = await csv(
      'users',
      q({ locale: 'om', search: 'Caaltuu', 'columns[0]': 'type', 'columns[1]': 'status' }),
    );
    expect(om).toEqual(['Akaakuu,Haala', 'Miseensa Caffee,Hojii irra jira']);
  });

  it('writes a machine-readable file with format=machine: id, field names, values as stored', async () => {
    const lines = await csv(
      'complains',
      q({
        format: 'machine',
        locale: 'am',
        'sorting[id]': 'asc',
        'filter[instituteId]': String(ids.a),
      }),
    );
    expect(lines[0]).toBe('id,subject,instituteId,complainantName,status,createdAt');
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d+,Bishaan hin jiru,${ids.a},Abdii Waaqoo,in_review,20\\d\\d-\\d\\d-\\d\\dT[\\d:.]+Z$`,
      ),
    );
    const picked = await csv(
      'complains',
      q({
        format: 'machine',
        'filter[instituteId]': String(ids.a),
        'columns[0]': 'categoryId',
        'columns[1]': 'complainantPhone',
        'columns[2]': 'createdBy',
      }),
    );
    expect(picked[0]).toBe('id,categoryId,complainantPhone,createdBy');
    // Ids as stored; a cell that looks like a formula is still kept as text.
    expect(picked[1]).toMatch(new RegExp(`^\\d+,${ids.category},'\\+251911000000,\\d+$`));
  });

  it("writes dates in the reader's calendar beside the ISO value, booleans by label", async () => {
    await create('calendar-events', {
      title: { om: 'Bara haaraa' },
      // 06:30 UTC is 09:30 in Addis Ababa, on the Ethiopian new year's day.
      startsAt: '2026-09-11T06:30:00Z',
      endsAt: '2026-09-11T09:00:00Z',
      allDay: false,
      repeat: 'yearly',
      repeatUntil: '2030-09-11',
    });
    const columns = {
      'labels[title]': 'Mata duree',
      'labels[startsAt]': 'Jalqaba',
      'labels[allDay]': 'Guyyaa guutuu',
      'labels[repeat]': 'Irra deebii',
      'labels[repeatUntil]': 'Hanga',
      'values[allDay][false]': 'Lakki',
      'values[repeat][yearly]': 'Waggaa waggaan',
    };
    const om = await csv('calendar-events', q({ locale: 'om', calendar: 'ethiopic', ...columns }));
    expect(om).toEqual([
      'Mata duree,Jalqaba,Jalqaba (ISO 8601),Guyyaa guutuu,Irra deebii,Hanga,Hanga (ISO 8601)',
      'Bara haaraa,"Fulbaana 1, 2019 ALI, 09:30",2026-09-11T06:30:00.000Z,Lakki,Waggaa waggaan,"Fulbaana 1, 2023 ALI",2030-09-11',
    ]);
    const am = await csv(
      'calendar-events',
      q({ locale: 'am', calendar: 'ethiopic', 'labels[startsAt]': 'መጀመሪያ' }),
    );
    expect(am[1]).toBe('1 መስከረም 2019 ዓ.ም. 9:30 ጥዋት,2026-09-11T06:30:00.000Z');
    const gregorian = await csv(
      'calendar-events',
      q({ locale: 'en', 'labels[repeatUntil]': 'Until' }),
    );
    expect(gregorian).toEqual(['Until,Until (ISO 8601)', '11 September 2030,2030-09-11']);
    // Without words of the caller's own: the screens', a boolean as their yes or no.
    const screens = ['title', 'allDay', 'repeat'].map((c) => `columns[]=${c}`).join('&');
    expect(await csv('calendar-events', `locale=om&${screens}`)).toEqual([
      'Mata-duree,Guyyaa guutuu,Irra deebii',
      'Bara haaraa,Lakki,Waggaa waggaan',
    ]);
    expect(await csv('calendar-events', `locale=am&${screens}`)).toEqual([
      'ርዕስ,ሙሉ ቀን,ድግግሞሽ',
      'Bara haaraa,አይ,በየዓመቱ',
    ]);
    // For a program, whatever the calendar: the instant and the day as stored.
    const stored = ['startsAt', 'allDay', 'repeat', 'repeatUntil'].map((c) => `columns[]=${c}`);
    const machine = await csv(
      'calendar-events',
      ['format=machine', 'calendar=ethiopic', ...stored].join('&'),
    );
    expect(machine[0]).toBe('id,startsAt,allDay,repeat,repeatUntil');
    expect(machine[1]).toMatch(/^\d+,2026-09-11T06:30:00\.000Z,false,yearly,2030-09-11$/);
  });

  it('reads a kebele as its place in the tree: kebele, woreda, zone', async () => {
    const regionId = await create('regions', { name: { om: 'Oromiyaa', am: 'ኦሮሚያ' }, code: 'X1' });
    const zoneId = await create('zones', {
      name: { om: 'Shawaa Bahaa', am: 'ምሥራቅ ሸዋ' },
      code: 'X2',
      regionId,
    });
    const woredaId = await create('woredas', { name: { om: 'Adaamaa' }, code: 'X3', zoneId });
    const kebeleId = await create('kebeles', { name: { om: 'Ganda 01' }, code: 'X4', woredaId });
    await create(
      'complains',
      {
        subject: 'Ibsaa daandii',
        description: 'Halkan dukkana',
        instituteId: ids.a,
        complainantName: 'Tolaa Guddataa',
        complainantKebeleId: kebeleId,
      },
      member,
    );
    const lines = await csv(
      'complains',
      q({
        locale: 'am',
        [`filter[complainantKebeleId]`]: String(kebeleId),
        'labels[subject]': 's',
        'labels[complainantKebeleId]': 'k',
      }),
    );
    expect(lines).toEqual(['s,k', 'Ibsaa daandii,"Ganda 01, Adaamaa, ምሥራቅ ሸዋ"']);
  });

  it("reads creators' names with one query per batch, not one per row", async () => {
    const { user } = await t.signedIn({ type: 'admin', name: 'Gammachuu Tolaa' });
    await t.services.db
      .updateTable('categories')
      .set({ createdBy: user.id })
      .where('kind', '=', 'permission-categories')
      .execute();
    /** How many queries look up users by a list of ids while `query` is exported. */
    const usersQueries = async (query: string) => {
      let count = 0;
      const spy = vi
        .spyOn(ReadTrackingPlugin.prototype, 'transformQuery')
        .mockImplementation(function (this: ReadTrackingPlugin, args) {
          const { tables } = readsOf(args.node);
          const byIds = JSON.stringify(args.node).includes('"operator":"in"');
          if (tables.size === 1 && tables.has('users') && byIds) count++;
          return args.node;
        });
      const lines = await csv('permission-categories', query).finally(() => spy.mockRestore());
      return { count, lines };
    };
    const plain = await usersQueries('sorting[id]=asc&labels[id]=id');
    const named = await usersQueries('sorting[id]=asc&labels[id]=id&labels[createdBy]=by');
    expect(named.lines).toHaveLength(plain.lines.length);
    expect(named.lines.length).toBeGreaterThan(1_000);
    expect(named.lines.slice(1).every((l) => l.endsWith(',Gammachuu Tolaa'))).toBe(true);
    expect(plain.count).toBe(0);
    // 1,234 rows are three batches of 500.
    expect(named.count).toBe(3);
  });

  it('refuses what names no column or value with 400, a malformed query with 422', async () => {
    const refusals: [string, number][] = [
      ['labels[description]=x&labels[nope]=y', 400],
      ['labels[inviteeIds]=x', 400],
      ['values[subject][a]=x', 400],
      ['values[status][closed]=x', 400],
      ['values[status]=x', 422],
      [`values[status][in_review]=${'x'.repeat(201)}`, 422],
      [`labels[subject]=${'x'.repeat(201)}`, 422],
      ['labels[]=x', 422],
      ['calendar=julian', 422],
      ['calendar[]=ethiopic', 422],
      ['columns[]=passwordHash', 400],
      ['columns[]=inviteeIds', 400],
      ['columns[]=subject&labels[status]=x', 400],
      ['format=machine&labels[subject]=x', 400],
      ['format=machine&values[status][submitted]=x', 400],
      ['format=xml', 422],
      ['format[]=machine', 422],
      ['columns[]=', 422],
      ['columns[a][b]=subject', 422],
      [Array.from({ length: 51 }, (_, i) => `columns[]=f${i}`).join('&'), 422],
      ['locale=fr', 422],
      [Array.from({ length: 51 }, (_, i) => `labels[f${i}]=x`).join('&'), 422],
    ];
    for (const [query, status] of refusals) {
      const res = await api('GET', 'complains/export.csv', { query });
      expect(res.status, query).toBe(status);
      expect(res.headers['content-type'], query).toMatch(/^application\/json/);
    }
  });
});

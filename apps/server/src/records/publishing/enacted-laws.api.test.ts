import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';
import { multipart, type Part } from '../../test/multipart.js';

let t: TestServer;
let admin: string;
let member: string;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  member = (await t.signedIn({ type: 'member' })).token;
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);
const send = (method: 'POST' | 'PATCH', url: string, parts: Part[]) => {
  const { body, headers } = multipart(parts);
  return t.request({ method, url: `/api/v1/${url}`, token: admin, body, headers });
};
const ids = (res: { body: { payload: { id: number }[] } }) => res.body.payload.map((n) => n.id);
function storedFiles(): string[] {
  const dir = t.services.config.uploadDir;
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
}

describe('enacted laws', () => {
  it('creates with its PDF by multipart and reads it in each language', async () => {
    const cat = await api('POST', 'enacted-law-categories', {
      body: { name: { om: 'Lafa', en: 'Land' } },
    });
    const res = await send('POST', 'enacted-laws', [
      { name: 'title[om]', value: 'Labsii Lafa Baadiyyaa' },
      { name: 'title[en]', value: 'Rural Land Proclamation' },
      { name: 'body[am]', value: 'የገጠር መሬት አዋጅ' },
      { name: 'proclamationNumber', value: '130/2007' },
      { name: 'categoryId', value: String(cat.body.payload.id) },
      { name: 'enactedAt', value: '2015-06-01' },
      { name: 'effectiveAt', value: '2015-07-08T00:00:00+03:00' },
      { name: 'media[0][type]', value: 'DOWNLOADABLE' },
      {
        name: 'media[0][file]',
        value: pdf,
        filename: 'labsii-130.pdf',
        contentType: 'application/pdf',
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      title: 'Labsii Lafa Baadiyyaa',
      proclamationNumber: '130/2007',
      enactedAt: '2015-06-01T00:00:00.000Z',
      effectiveAt: '2015-07-07T21:00:00.000Z',
      files: [
        expect.objectContaining({ mediaType: 'application/pdf', originalName: 'labsii-130.pdf' }),
      ],
    });
    const read = await api('GET', `enacted-laws/${res.body.payload.id}`, {
      query: 'locale=en&includes[]=category',
      token: member,
    });
    expect(read.body.payload).toMatchObject({
      title: 'Rural Land Proclamation',
      category: { name: 'Land' },
    });
  });

  it('takes only PDFs, refusing anything else with a 422 and keeping nothing', async () => {
    const before = storedFiles();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const [file, name] of [
      [png, 'scan.png'],
      [Buffer.from('Labsii kana\n'), 'labsii.txt'],
    ] as const) {
      const res = await send('POST', 'enacted-laws', [
        { name: 'title', value: 'Not a PDF' },
        { name: 'proclamationNumber', value: '1/2000' },
        { name: 'enactedAt', value: '2000-01-01' },
        { name: 'media[0][type]', value: 'downloadable' },
        { name: 'media[0][file]', value: file, filename: name },
      ]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ media: 'The file of a law must be a PDF' }]);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(storedFiles()).toEqual(before);
    expect(
      (await api('GET', 'enacted-laws', { query: 'filter[proclamationNumber]=1/2000' })).body
        .payload,
    ).toEqual([]);
  });

  it('keeps proclamation numbers unique among live laws', async () => {
    const body = { title: 'A', proclamationNumber: '300/2024', enactedAt: '2024-05-01' };
    const first = await api('POST', 'enacted-laws', { body });
    expect(first.status).toBe(200);
    // The answer names the field, so a form marks it.
    const taken = await api('POST', 'enacted-laws', { body });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'conflict',
      details: [{ field: 'proclamationNumber', code: 'valueTaken' }],
    });
    await api('DELETE', `enacted-laws/${first.body.payload.id}`);
    expect((await api('POST', 'enacted-laws', { body })).status).toBe(200);
  });

  it('refuses missing and malformed fields with a 422 list', async () => {
    const res = await api('POST', 'enacted-laws', {
      body: { title: { om: '' }, proclamationNumber: '<b>', enactedAt: 'today' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: object) => Object.keys(e)[0]).sort()).toEqual([
      'enactedAt',
      'proclamationNumber',
      'title',
    ]);
  });

  it('filters by category and enactment range, sorts by date and number', async () => {
    const cat = (await api('POST', 'enacted-law-categories', { body: { name: 'Sorted' } })).body
      .payload.id;
    const make = async (n: string, enactedAt: string) =>
      (
        await api('POST', 'enacted-laws', {
          body: { title: `Law ${n}`, proclamationNumber: n, enactedAt, categoryId: cat },
        })
      ).body.payload.id;
    const a = await make('10/2019', '2019-03-01');
    const b = await make('12/2020', '2020-03-01');
    const c = await make('11/2019', '2019-09-01');
    const base = `filter[categoryId]=${cat}`;
    expect(
      ids(
        await api('GET', 'enacted-laws', {
          query: `${base}&sorting[enactedAt]=desc`,
          token: member,
        }),
      ),
    ).toEqual([b, c, a]);
    expect(
      ids(await api('GET', 'enacted-laws', { query: `${base}&sorting[proclamationNumber]=asc` })),
    ).toEqual([a, c, b]);
    const range = `${base}&filter[enactedAt][gte]=2019-01-01&filter[enactedAt][lt]=2020-01-01`;
    expect(ids(await api('GET', 'enacted-laws', { query: range }))).toEqual([c, a]);
  });

  it('has comments for readers; writing is for administrators', async () => {
    const id = (
      await api('POST', 'enacted-laws', {
        body: { title: 'C', proclamationNumber: '77/2021', enactedAt: '2021-01-01' },
      })
    ).body.payload.id;
    expect(
      (
        await api('POST', `enacted-laws/${id}/comments`, {
          token: member,
          body: { body: 'Gaarii' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api('GET', `enacted-laws/${id}/comments`, { token: member })).body.payload,
    ).toHaveLength(1);
    expect(
      (await api('PUT', `enacted-laws/${id}`, { token: member, body: { title: 'x' } })).status,
    ).toBe(403);
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';
import { multipart, type Part } from '../../test/multipart.js';

let t: TestServer;
let admin: string;
let png: Buffer;
let kebele: number;
const ids = { woreda: 0, zone: 0, region: 0 };

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  const post = async (url: string, body: unknown) =>
    (await api('POST', url, { body })).body.payload.id as number;
  ids.region = await post('regions', { name: { om: 'Oromiyaa', en: 'Oromia' } });
  ids.zone = await post('zones', {
    name: { om: 'Shawaa Lixaa', en: 'West Shewa' },
    regionId: ids.region,
  });
  ids.woreda = await post('woredas', { name: 'Amboo', zoneId: ids.zone });
  kebele = await post('kebeles', { name: 'Ganda 01', woredaId: ids.woreda });
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);
const send = (method: 'POST' | 'PATCH', url: string, parts: Part[], token = admin) => {
  const { body, headers } = multipart(parts);
  return t.request({ method, url: `/api/v1/${url}`, token, body, headers });
};

describe("institutes' details", () => {
  it('keeps category, address, contacts and a multilingual description', async () => {
    const category = await api('POST', 'institute-categories', {
      body: { name: { om: 'Biiroo', en: 'Bureau' } },
    });
    const res = await api('POST', 'institutes', {
      body: {
        name: { om: 'Biiroo Qonnaa', en: 'Bureau of Agriculture' },
        categoryId: category.body.payload.id,
        kebeleId: kebele,
        phone: '+251 11 551 2345',
        email: 'Info@Qonna.example',
        website: 'https://qonna.example',
        description: { om: 'Misooma qonnaa', en: 'Agricultural development' },
      },
    });
    expect(res.status).toBe(200);
    const id = res.body.payload.id;
    const read = await api('GET', `institutes/${id}`, {
      query: 'locale=en&includes[]=category&includes[]=address',
    });
    expect(read.body.payload).toMatchObject({
      name: 'Bureau of Agriculture',
      phone: '+251 11 551 2345',
      email: 'info@qonna.example',
      website: 'https://qonna.example',
      description: 'Agricultural development',
      logoUrl: null,
      category: { id: category.body.payload.id, name: 'Bureau' },
      address: {
        kebele: { id: kebele, name: 'Ganda 01' },
        woreda: { id: ids.woreda, name: 'Amboo' },
        zone: { id: ids.zone, name: 'West Shewa' },
        region: { id: ids.region, name: 'Oromia' },
      },
    });
    const list = await api('GET', 'institutes', {
      query: `filter[kebeleId]=${kebele}&includes[]=address`,
    });
    expect(list.body.payload.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(list.body.payload[0].address.kebele.id).toBe(kebele);
  });

  it('refuses a missing kebele or category and bad contacts with 422 on each field', async () => {
    const res = await api('POST', 'institutes', { body: { name: 'X', kebeleId: 999999 } });
    expect(res.body.errors).toEqual([{ kebeleId: 'No such kebele' }]);
    const cat = await api('POST', 'institutes', { body: { name: 'X', categoryId: 999999 } });
    expect(cat.body.errors).toEqual([{ categoryId: 'No such category' }]);
    const bad = await api('POST', 'institutes', {
      body: { name: 'X', email: 'nope', website: 'javascript:alert(1)', phone: 'abc' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: object) => Object.keys(e)[0]).sort()).toEqual([
      'email',
      'phone',
      'website',
    ]);
  });

  it('answers logoUrl from the first image sent as media[0][type]=image', async () => {
    const res = await send('POST', 'institutes', [
      { name: 'name[om]', value: 'Biiroo Fayyaa' },
      { name: 'kebeleId', value: String(kebele) },
      { name: 'media[0][type]', value: 'image' },
      { name: 'media[0][file]', value: png, filename: 'logo.png', contentType: 'image/png' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.payload.kebeleId).toBe(kebele);
    const id = res.body.payload.id;
    const list = await api('GET', 'institutes', { query: `filter[id]=${id}` });
    const { logoUrl } = list.body.payload[0];
    expect(logoUrl).toMatch(/\/files\/\d+\/thumbnail\?exp=/);
    expect((await t.request({ method: 'GET', url: logoUrl })).status).toBe(200);
    const plain = await api('POST', 'institutes', { body: { name: 'Biiroo Daldalaa' } });
    expect(
      (await api('GET', `institutes/${plain.body.payload.id}`)).body.payload.logoUrl,
    ).toBeNull();
  });

  it("lets institute staff update their own institute's details, not another's (404)", async () => {
    const own = (await api('POST', 'institutes', { body: { name: 'Biiroo A' } })).body.payload.id;
    const other = (await api('POST', 'institutes', { body: { name: 'Biiroo B' } })).body.payload.id;
    const staff = (await t.signedIn({ type: 'institute', instituteId: own })).token;
    const mine = await send(
      'PATCH',
      `institutes/${own}`,
      [
        { name: 'phone', value: '+251 22 111 2233' },
        { name: 'kebeleId', value: String(kebele) },
        { name: 'media[0][type]', value: 'image' },
        { name: 'media[0][file]', value: png, filename: 'logo.png', contentType: 'image/png' },
      ],
      staff,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.payload).toMatchObject({ phone: '+251 22 111 2233', kebeleId: kebele });
    const theirs = await api('PATCH', `institutes/${other}`, {
      body: { phone: '+251 22 111 2233' },
      token: staff,
    });
    expect(theirs.status).toBe(404);
    // Reading all institutes stays open to anyone with institutes:list.
    const all = await api('GET', 'institutes', { token: staff, query: 'pagination[pageSize]=100' });
    expect(all.body.payload.map((i: { id: number }) => i.id)).toEqual(
      expect.arrayContaining([own, other]),
    );
    expect((await api('POST', 'institutes', { body: { name: 'New' }, token: staff })).status).toBe(
      403,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let admin: string;
let member: string;
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
const create = async (path: string, body: Record<string, unknown>) => {
  const res = await api('POST', path, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload.id as number;
};

/** A region > zone > woreda > kebele chain with distinct names. */
async function chain(prefix: string) {
  const region = await create('regions', {
    name: { om: `${prefix} Naannoo`, en: `${prefix} Region` },
    code: prefix,
  });
  const zone = await create('zones', { name: `${prefix} Godina`, code: '01', regionId: region });
  const woreda = await create('woredas', { name: `${prefix} Aanaa`, code: '01', zoneId: zone });
  const kebele = await create('kebeles', { name: `${prefix} Ganda`, code: '01', woredaId: woreda });
  return { region, zone, woreda, kebele };
}

describe('the address tree: regions > zones > woredas > kebeles', () => {
  it('creates each level under its parent and reads it in each language', async () => {
    const { region, kebele } = await chain('A');
    const en = await api('GET', `regions/${region}`, { query: 'locale=en' });
    expect(en.body.payload).toMatchObject({
      name: 'A Region',
      code: 'A',
      categoryId: null,
      childCount: 1,
    });
    const read = await api('GET', `kebeles/${kebele}`, { query: 'includes[]=ancestors&locale=en' });
    expect(read.status).toBe(200);
    expect(read.body.payload.ancestors).toEqual({
      region: { id: region, name: 'A Region' },
      zone: { id: expect.any(Number), name: 'A Godina' },
      woreda: { id: expect.any(Number), name: 'A Aanaa' },
    });
  });

  it('updates and moves a record; a code is unique within its parent only', async () => {
    const a = await chain('B');
    const b = await chain('C');
    // The same code under another zone is fine; under the same zone it is a 422 on code.
    const again = await api('POST', 'woredas', {
      body: { name: 'Aanaa 2', code: '01', zoneId: a.zone },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([{ code: expect.stringContaining('zone') }]);
    expect(again.body.details).toEqual([{ field: 'code', code: 'codeTakenInZone' }]);
    const other = await create('woredas', { name: 'Aanaa 3', code: '02', zoneId: a.zone });
    // Moving it to a zone that already has code 01 is refused; with a new code it moves.
    expect((await api('PATCH', `woredas/${other}`, { body: { code: '01' } })).status).toBe(422);
    const moved = await api('PATCH', `woredas/${other}`, { body: { zoneId: b.zone, code: '05' } });
    expect(moved.status).toBe(200);
    expect(moved.body.payload).toMatchObject({ zoneId: b.zone, code: '05' });
    const cleared = await api('PUT', `woredas/${other}`, { body: { code: '' } });
    expect(cleared.body.payload.code).toBeNull();
  });

  it('refuses a missing parent and a missing category with 422 on the field', async () => {
    for (const [path, field] of [
      ['zones', 'regionId'],
      ['woredas', 'zoneId'],
      ['kebeles', 'woredaId'],
    ] as const) {
      const res = await api('POST', path, { body: { name: 'X', [field]: 999999 } });
      expect(res.status, path).toBe(422);
      expect(res.body.errors).toEqual([{ [field]: expect.stringMatching(/^No such/) }]);
      const none = await api('POST', path, { body: { name: 'X' } });
      expect(none.status).toBe(422);
      expect(none.body.errors).toEqual([{ [field]: expect.any(String) }]);
    }
    const noCategory = await api('POST', 'regions', { body: { name: 'Y', categoryId: 999999 } });
    expect(noCategory.body.errors).toEqual([{ categoryId: 'No such category' }]);
  });

  it('filters each level by its parent, sorts, and counts children on every read', async () => {
    const { region, zone } = await chain('D');
    await create('zones', { name: 'D Godina 2', code: '02', regionId: region });
    const deleted = await create('zones', { name: 'D Godina 3', code: '03', regionId: region });
    expect((await api('DELETE', `zones/${deleted}`)).status).toBe(200);
    const list = await api('GET', 'zones', {
      query: `filter[regionId]=${region}&sorting[code]=asc`,
    });
    expect(list.body.payload.map((z: { code: string }) => z.code)).toEqual(['01', '02']);
    expect(list.body._attributes.pagination.total).toBe(2);
    const regionRead = await api('GET', 'regions', { query: `filter[id]=${region}` });
    expect(regionRead.body.payload[0].childCount).toBe(2);
    const zoneList = await api('GET', 'zones', {
      query: `filter[regionId]=${region}&includes[]=ancestors&sorting[name]=desc`,
    });
    expect(zoneList.body.payload[0]).toMatchObject({ name: 'D Godina 2', childCount: 0 });
    expect(zoneList.body.payload[1]).toMatchObject({
      id: zone,
      childCount: 1,
      ancestors: { region: { id: region } },
    });
    expect((await api('GET', 'zones', { query: 'filter[parentId]=1' })).status).toBe(400);
  });

  it('refuses to delete a record with live children (409); once empty it goes', async () => {
    const { region, zone, woreda, kebele } = await chain('E');
    for (const [path, id] of [
      ['regions', region],
      ['zones', zone],
      ['woredas', woreda],
    ] as const) {
      const res = await api('DELETE', `${path}/${id}`);
      expect(res.status, path).toBe(409);
      expect(res.body.message).toMatch(/still has 1/);
    }
    expect((await api('DELETE', `kebeles/${kebele}`)).status).toBe(200);
    expect((await api('DELETE', `woredas/${woreda}`)).status).toBe(200);
    expect((await api('DELETE', 'zones/999999')).status).toBe(404);
    expect((await api('DELETE', `zones/${zone}`)).status).toBe(200);
    expect((await api('DELETE', `regions/${region}`)).status).toBe(200);
  });

  it('lets every signed-in user read the tree but only admins write it', async () => {
    const { region } = await chain('F');
    expect((await api('GET', 'regions', { token: member })).status).toBe(200);
    expect((await api('GET', 'kebele-categories', { token: member })).status).toBe(200);
    expect((await api('POST', 'regions', { body: { name: 'Z' }, token: member })).status).toBe(403);
    expect((await api('DELETE', `regions/${region}`, { token: member })).status).toBe(403);
  });
});

describe('the picker helpers and the tree', () => {
  it('answers {id, name, parentId} without pagination, filterable by parent', async () => {
    const { region, zone } = await chain('G');
    await create('zones', { name: { om: 'G Aaa', en: 'G First' }, code: '09', regionId: region });
    const res = await api('GET', 'zones/all', { query: `locale=en&filter[regionId]=${region}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      payload: [
        { id: expect.any(Number), name: 'G First', parentId: region },
        { id: zone, name: 'G Godina', parentId: region },
      ],
      _attributes: {},
    });
    const regionsAll = await api('GET', 'regions/all', { query: 'search=G Region', token: member });
    expect(regionsAll.body.payload).toEqual([{ id: region, name: 'G Naannoo', parentId: null }]);
    const woredasAll = await api('GET', 'woredas/all', {
      query: `filter[zoneId]=${zone}&sorting[id]=desc&pagination[page]=1&pagination[pageSize]=8`,
    });
    expect(woredasAll.body.payload).toHaveLength(1);
    // The seed client's default list query is taken as it is.
    const seedQuery = await api('GET', 'regions/all', {
      query:
        'locale=om&pagination[page]=1&pagination[pageSize]=8&sorting[id]=desc&includes[]=auditHistory',
    });
    expect(seedQuery.status).toBe(200);
    expect(seedQuery.body.payload.length).toBeGreaterThan(1);
    const seedTree = await api('GET', 'regions/tree', {
      query: 'locale=om&pagination[page]=1&pagination[pageSize]=8&includes[]=auditHistory',
    });
    expect(seedTree.status).toBe(200);
    // Kebeles are many: they have no picker helper (`all` is not an id).
    expect((await api('GET', 'kebeles/all')).status).toBe(422);
    expect((await api('GET', 'zones/all', { query: 'filter[nope]=1' })).status).toBe(400);
  });

  it('answers the whole tree down to woredas, with kebele counts', async () => {
    const { region, zone, woreda } = await chain('H');
    await create('kebeles', { name: 'H Ganda 2', code: '02', woredaId: woreda });
    await create('woredas', { name: 'H Aanaa 0', zoneId: zone });
    const res = await api('GET', 'regions/tree', { query: 'locale=en', token: member });
    expect(res.status).toBe(200);
    const node = res.body.payload.find((r: { id: number }) => r.id === region);
    expect(node).toEqual({
      id: region,
      name: 'H Region',
      code: 'H',
      categoryId: null,
      childCount: 1,
      children: [
        {
          id: zone,
          name: 'H Godina',
          code: '01',
          categoryId: null,
          childCount: 2,
          children: [
            {
              id: expect.any(Number),
              name: 'H Aanaa',
              code: '01',
              categoryId: null,
              childCount: 2,
            },
            {
              id: expect.any(Number),
              name: 'H Aanaa 0',
              code: null,
              categoryId: null,
              childCount: 0,
            },
          ],
        },
      ],
    });
  });
});

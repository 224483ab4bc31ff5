import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type DemoAccount } from '../../seed/demo.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { seedAddressDemo } from './demo.js';

let t: TestServer;
let accounts: DemoAccount[];
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestServer();
  accounts = (await seedDemo(t.services, t.dataDir)) ?? [];
  const tokenOf = async (type: string) => {
    const a = accounts.find((x) => x.type === type && x.status === 'active');
    return (await t.login(a?.email ?? '', a?.password ?? '')).accessToken;
  };
  admin = await tokenOf('admin');
  member = await tokenOf('member');
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, query = '', token = admin) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/${url}`, token, query });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

describe('the address demo data', () => {
  it('seeds the regions of Ethiopia and the zones of Oromia in three languages', async () => {
    const regions = await get('regions/all', 'locale=en');
    expect(regions.payload).toHaveLength(14);
    const names = regions.payload.map((r: { name: string }) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(['Oromia', 'Amhara', 'Addis Ababa', 'Dire Dawa', 'Sidama']),
    );
    const oromia = regions.payload.find((r: { name: string }) => r.name === 'Oromia');
    const zones = await get(
      'zones',
      `filter[regionId]=${oromia.id}&pagination[pageSize]=100&locale=om`,
    );
    expect(zones._attributes.pagination.total).toBe(21);
    const zoneNames = zones.payload.map((z: { name: string }) => z.name);
    expect(zoneNames).toEqual(
      expect.arrayContaining(['Arsii', 'Baalee', 'Jimmaa', 'Harargee Bahaa', 'Shawaa Lixaa']),
    );
    const am = await get(`regions/${oromia.id}`, 'locale=am&includes[]=category');
    expect(am.payload).toMatchObject({ name: 'ኦሮሚያ', childCount: 21, category: { name: 'ክልል' } });
  });

  it('seeds sample woredas and kebeles, visible in the tree and through ancestors', async () => {
    const tree = await get('regions/tree', 'locale=en', member);
    const oromia = tree.payload.find((r: { name: string }) => r.name === 'Oromia');
    const eastShewa = oromia.children.find((z: { name: string }) => z.name === 'East Shewa');
    expect(eastShewa.children.map((w: { name: string }) => w.name)).toContain('Adama City');
    expect(eastShewa.children.every((w: { childCount: number }) => w.childCount >= 2)).toBe(true);
    const adama = eastShewa.children.find((w: { name: string }) => w.name === 'Adama City');
    const kebeles = await get(
      'kebeles',
      `filter[woredaId]=${adama.id}&includes[]=ancestors&locale=om`,
    );
    expect(kebeles.payload[0].ancestors).toEqual({
      region: { id: oromia.id, name: 'Oromiyaa' },
      zone: { id: eastShewa.id, name: 'Shawaa Bahaa' },
      woreda: { id: adama.id, name: 'Magaalaa Adaamaa' },
    });
    expect(kebeles.payload.map((k: { name: string }) => k.name).sort()).toEqual([
      'Ganda 01',
      'Ganda 02',
    ]);
  });

  it('gives the demo institutes an address, contacts and a description', async () => {
    const list = await get(
      'institutes',
      'includes[]=address&includes[]=category&includes[]=description&locale=en&sorting[id]=asc',
    );
    expect(list.payload).toHaveLength(3);
    for (const institute of list.payload) {
      expect(institute).toMatchObject({
        phone: expect.stringMatching(/^\+251/),
        email: expect.stringContaining('@'),
        website: expect.stringMatching(/^https:\/\//),
        description: expect.any(String),
        category: { name: 'Regional bureau' },
        address: { region: { name: 'Addis Ababa' } },
      });
    }
  });

  it('seeds committees with sub-committees, each with members, the demo member in three', async () => {
    const tree = await get('caffee-groups/tree', 'locale=en', member);
    expect(tree.payload).toHaveLength(4);
    const economy = tree.payload.find((g: { name: string }) => g.name.startsWith('Economic'));
    expect(economy.memberCount).toBe(3);
    expect(economy.chairId).toEqual(expect.any(Number));
    const finance = economy.children.find((g: { name: string }) => g.name.startsWith('Finance'));
    expect(finance.children[0].name).toBe('Audit Working Group');
    const me = await get('users/current', 'locale=om', member);
    expect(me.payload).toMatchObject({ gender: 'male', party: 'Paartii Badhaadhinaa' });
    expect(me.payload.kebeleId).toEqual(expect.any(Number));
    expect(me.payload.groups.map((g: { name: string }) => g.name).sort()).toEqual([
      'Koree Dhaabbataa Dhimmoota Dinagdee',
      'Koree Xiqqaa Maallaqaa fi Baajataa',
      'Koree Xiqqaa Qonnaa fi Misooma Baadiyyaa',
    ]);
  });

  it('runs once: seeding again adds nothing', async () => {
    const count = async (table: 'regions' | 'kebeles' | 'caffeeGroups' | 'categories') =>
      Number(
        (
          await t.services.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all([
      count('regions'),
      count('kebeles'),
      count('caffeeGroups'),
      count('categories'),
    ]);
    expect(await seedDemo(t.services, t.dataDir)).toBeNull();
    await seedAddressDemo({
      db: t.services.db,
      instituteIds: [],
      userIds: { admin: 0, institute: 0, member: 0 },
      storage: t.services.storage,
    });
    const after = await Promise.all([
      count('regions'),
      count('kebeles'),
      count('caffeeGroups'),
      count('categories'),
    ]);
    expect(after).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let admin: string;
let kebele: number;
let otherKebele: number;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  const post = async (url: string, body: unknown) =>
    (await api('POST', url, { body })).body.payload.id as number;
  const region = await post('regions', { name: 'Oromiyaa' });
  const zone = await post('zones', { name: 'Jimmaa', regionId: region });
  const woreda = await post('woredas', { name: 'Mana', zoneId: zone });
  kebele = await post('kebeles', { name: 'Ganda 01', woredaId: woreda });
  otherKebele = await post('kebeles', { name: 'Ganda 02', woredaId: woreda });
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);

describe('member profiles', () => {
  it('lets a member keep their own gender, constituency, party and position', async () => {
    const { token } = await t.signedIn({ type: 'member' });
    const res = await api('PATCH', 'users/current', {
      token,
      body: {
        gender: 'female',
        kebeleId: kebele,
        party: 'Paartii Badhaadhinaa',
        position: 'Miseensa',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      gender: 'female',
      kebeleId: kebele,
      party: 'Paartii Badhaadhinaa',
      position: 'Miseensa',
      groups: [],
    });
    const me = await api('GET', 'users/current', { token });
    expect(me.body.payload).toMatchObject({ gender: 'female', kebeleId: kebele });
    const cleared = await api('PATCH', 'users/current', {
      token,
      body: { party: '', position: null },
    });
    expect(cleared.body.payload).toMatchObject({ party: null, position: null, gender: 'female' });
  });

  it('still refuses type, role and institute on the own profile, and a missing kebele', async () => {
    const { token } = await t.signedIn({ type: 'member' });
    for (const body of [
      { type: 'admin' },
      { roleId: 1 },
      { instituteId: 1 },
      { status: 'active' },
    ]) {
      const res = await api('PATCH', 'users/current', { token, body: { ...body, gender: 'male' } });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const missing = await api('PATCH', 'users/current', { token, body: { kebeleId: 999999 } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ kebeleId: 'No such kebele' }]);
    const bad = await api('PATCH', 'users/current', { token, body: { gender: 'other' } });
    expect(bad.body.errors).toEqual([{ gender: expect.any(String) }]);
    const me = await api('GET', 'users/current', { token });
    expect(me.body.payload.gender).toBeNull();
  });

  it('lets admins set profiles on create and update, shown on lists and filterable', async () => {
    const created = await api('POST', 'users', {
      body: {
        name: 'Tolaa Dabalaa',
        email: 'tolaa@test.example',
        password: 'a-good-password-1',
        type: 'member',
        gender: 'male',
        kebeleId: otherKebele,
        party: 'Kongirasii Federaalawaa Oromoo',
        position: 'Miseensa Caffee',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({ gender: 'male', kebeleId: otherKebele });
    const id = created.body.payload.id;
    const updated = await api('PATCH', `users/${id}`, {
      body: { kebeleId: kebele, position: 'Itti-aanaa' },
    });
    expect(updated.body.payload).toMatchObject({
      kebeleId: kebele,
      position: 'Itti-aanaa',
      party: 'Kongirasii Federaalawaa Oromoo',
    });
    expect((await api('PATCH', `users/${id}`, { body: { kebeleId: 999999 } })).status).toBe(422);
    const byKebele = await api('GET', 'users', {
      query: `filter[kebeleId]=${kebele}&filter[gender]=male`,
    });
    expect(byKebele.body.payload.map((u: { id: number }) => u.id)).toEqual([id]);
    const one = await api('GET', `users/${id}`, { query: 'includes[]=groups' });
    expect(one.body.payload).toMatchObject({ gender: 'male', groups: [] });
    expect((await api('GET', 'users', { query: 'filter[gender]=x' })).status).toBe(400);
    const members = await api('GET', 'caffee-users', { query: `filter[kebeleId]=${kebele}` });
    expect(members.body.payload.map((u: { id: number }) => u.id)).toContain(id);
  });
});

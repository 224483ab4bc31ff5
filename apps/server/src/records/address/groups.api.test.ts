import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let admin: string;
let memberToken: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  const m = await t.signedIn({ type: 'member', name: 'Caaltuu Abdiisaa' });
  memberToken = m.token;
  memberId = m.user.id;
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);
const group = async (body: Record<string, unknown>) => {
  const res = await api('POST', 'caffee-groups', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload.id as number;
};

describe('groups (committees) and sub-groups', () => {
  it('nests sub-groups to any depth, lists roots and children, counts on every read', async () => {
    const root = await group({ name: { om: 'Koree Dhaabbataa Dinagdee', en: 'Economic Affairs' } });
    const sub = await group({ name: 'Koree Xiqqaa Qonnaa', parentId: root });
    const subSub = await group({ name: 'Garee Hojii Bunaa', parentId: sub });
    await group({ name: 'Koree Xiqqaa Maallaqaa', parentId: root });
    const roots = await api('GET', 'caffee-groups', {
      query: 'filter[parentId][null]=true&locale=en',
    });
    expect(roots.body.payload.map((g: { id: number }) => g.id)).toContain(root);
    expect(roots.body.payload.every((g: { parentId: null }) => g.parentId === null)).toBe(true);
    const children = await api('GET', 'caffee-groups', {
      query: `filter[parentId]=${root}&sorting[name]=asc&includes[]=parent`,
    });
    expect(children.body.payload.map((g: { name: string }) => g.name)).toEqual([
      'Koree Xiqqaa Maallaqaa',
      'Koree Xiqqaa Qonnaa',
    ]);
    expect(children.body.payload[1]).toMatchObject({
      subGroupCount: 1,
      memberCount: 0,
      parent: { id: root, name: 'Koree Dhaabbataa Dinagdee' },
    });
    const deep = await api('GET', `caffee-groups/${subSub}`, { query: 'includes[]=parent' });
    expect(deep.body.payload).toMatchObject({ parentId: sub, subGroupCount: 0 });
    expect((await api('GET', `caffee-groups/${root}`)).body.payload.subGroupCount).toBe(2);
  });

  it('refuses a self-parent, a cycle and a missing parent with 422 on parentId', async () => {
    const a = await group({ name: 'A' });
    const b = await group({ name: 'B', parentId: a });
    const c = await group({ name: 'C', parentId: b });
    for (const parentId of [a, c, b]) {
      const res = await api('PATCH', `caffee-groups/${a}`, { body: { parentId } });
      expect(res.status, String(parentId)).toBe(422);
      expect(res.body.errors).toEqual([{ parentId: expect.stringContaining('inside itself') }]);
    }
    const missing = await api('POST', 'caffee-groups', { body: { name: 'D', parentId: 999999 } });
    expect(missing.body.errors).toEqual([{ parentId: 'No such group' }]);
    // Moving a leaf elsewhere, or to the top, is fine.
    expect((await api('PATCH', `caffee-groups/${c}`, { body: { parentId: a } })).status).toBe(200);
    expect((await api('PATCH', `caffee-groups/${c}`, { body: { parentId: null } })).status).toBe(
      200,
    );
    expect((await api('DELETE', `caffee-groups/${a}`)).status).toBe(409);
  });

  it('keeps members (users of type member only) and a chair, with one history entry', async () => {
    const other = await t.createUser({ type: 'member', name: 'Abdii Boruu' });
    const staff = await t.createUser({ type: 'institute' });
    const id = await group({ name: 'Koree Fayyaa', chairId: memberId });
    const refused = await api('PUT', `caffee-groups/${id}/members`, {
      body: { userIds: [memberId, staff.user.id] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ userIds: `Not council members: ${staff.user.id}` }]);
    const set = await api('PUT', `caffee-groups/${id}/members`, {
      body: { userIds: [other.user.id, memberId, memberId] },
    });
    expect(set.status).toBe(200);
    expect(
      set.body.payload.map((m: { name: string; isChair: boolean }) => [m.name, m.isChair]),
    ).toEqual([
      ['Abdii Boruu', false],
      ['Caaltuu Abdiisaa', true],
    ]);
    const read = await api('GET', `caffee-groups/${id}/members`, { token: memberToken });
    expect(read.body.payload).toHaveLength(2);
    const shown = await api('GET', `caffee-groups/${id}`, {
      query: 'includes[]=chair&includes[]=auditHistory',
    });
    expect(shown.body.payload).toMatchObject({
      memberCount: 2,
      chair: { id: memberId, name: 'Caaltuu Abdiisaa' },
    });
    expect(shown.body.payload.auditHistory[0]).toMatchObject({
      action: 'members',
      changes: { memberIds: [[], [memberId, other.user.id].sort((x, y) => x - y)] },
    });
    const fewer = await api('PUT', `caffee-groups/${id}/members`, {
      body: { userIds: [other.user.id] },
    });
    expect(fewer.body.payload.map((m: { id: number }) => m.id)).toEqual([other.user.id]);
    const badChair = await api('PATCH', `caffee-groups/${id}`, {
      body: { chairId: staff.user.id },
    });
    expect(badChair.body.errors).toEqual([{ chairId: 'Choose a council member' }]);
    expect((await api('GET', 'caffee-groups/999999/members')).status).toBe(404);
    expect(
      (
        await api('PUT', `caffee-groups/${id}/members`, {
          body: { userIds: [] },
          token: memberToken,
        })
      ).status,
    ).toBe(403);
  });

  it("answers the whole nested tree, and a member's groups on their profile", async () => {
    const top = await group({ name: { om: 'Koree Dhaabbataa Hawaasummaa', en: 'Social Affairs' } });
    const mid = await group({
      name: { om: 'Koree Xiqqaa Barnootaa', en: 'Education' },
      parentId: top,
    });
    const leaf = await group({ name: { en: 'Schools' }, parentId: mid });
    await api('PUT', `caffee-groups/${leaf}/members`, { body: { userIds: [memberId] } });
    const tree = await api('GET', 'caffee-groups/tree', { query: 'locale=en', token: memberToken });
    expect(tree.status).toBe(200);
    const node = tree.body.payload.find((g: { id: number }) => g.id === top);
    expect(node).toEqual({
      id: top,
      name: 'Social Affairs',
      categoryId: null,
      chairId: null,
      memberCount: 0,
      children: [
        {
          id: mid,
          name: 'Education',
          categoryId: null,
          chairId: null,
          memberCount: 0,
          children: [
            {
              id: leaf,
              name: 'Schools',
              categoryId: null,
              chairId: null,
              memberCount: 1,
              children: [],
            },
          ],
        },
      ],
    });
    const me = await api('GET', 'users/current', { token: memberToken, query: 'locale=en' });
    expect(me.body.payload.groups).toEqual(expect.arrayContaining([{ id: leaf, name: 'Schools' }]));
    const users = await api('GET', 'users', {
      query: `filter[id]=${memberId}&includes[]=groups&locale=en`,
    });
    expect(users.body.payload[0].groups).toEqual(
      expect.arrayContaining([{ id: leaf, name: 'Schools' }]),
    );
    // A deleted group leaves the profile.
    expect((await api('DELETE', `caffee-groups/${leaf}`)).status).toBe(200);
    const after = await api('GET', `users/${memberId}`, { query: 'includes[]=groups&locale=en' });
    expect(after.body.payload.groups).not.toContainEqual({ id: leaf, name: 'Schools' });
  });

  it('lets members read groups; institute staff and members cannot change them', async () => {
    const staff = (await t.signedIn({ type: 'institute' })).token;
    expect((await api('GET', 'caffee-groups', { token: memberToken })).status).toBe(200);
    expect((await api('GET', 'group-categories', { token: staff })).status).toBe(200);
    expect(
      (await api('POST', 'caffee-groups', { body: { name: 'X' }, token: memberToken })).status,
    ).toBe(403);
  });
});

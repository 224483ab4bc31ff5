import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/harness.js';

/**
 * The seed's calls (docs/api.md, "What the seed's client needs"), path by path, with the
 * seed client's exact query shapes: a client written against the seed must work unchanged.
 * Creation bodies are the smallest a form would send; the checks are the envelope,
 * create = 200 and the default pagination.
 */
const SEED_DEFAULT_QUERY =
  'locale=om&pagination[page]=1&pagination[pageSize]=8&sorting[id]=desc&includes[]=auditHistory';

interface SeedResource {
  path: string;
  /** A body the seed's create form could send (ids filled from earlier records). */
  create?: (ids: Record<string, number>) => Record<string, unknown>;
  comments?: boolean;
  categories?: string;
}

const SEED_RESOURCES: SeedResource[] = [
  {
    path: 'regions',
    create: () => ({ name: 'Oromiyaa', code: 'OR' }),
    comments: true,
    categories: 'region-categories',
  },
  {
    path: 'zones',
    create: (ids) => ({ name: 'Arsii', code: 'AR', regionId: ids.regions }),
    comments: true,
    categories: 'zone-categories',
  },
  {
    path: 'woredas',
    create: (ids) => ({ name: 'Asallaa', code: 'AS', zoneId: ids.zones }),
    comments: true,
    categories: 'woreda-categories',
  },
  {
    path: 'kebeles',
    create: (ids) => ({ name: 'Ganda 01', code: '01', woredaId: ids.woredas }),
    comments: true,
    categories: 'kebele-categories',
  },
  {
    path: 'institutes',
    create: () => ({ name: 'Biiroo Qonnaa' }),
    comments: true,
    categories: 'institute-categories',
  },
  {
    path: 'caffee-groups',
    create: () => ({ name: 'Koree Dinagdee' }),
    categories: 'group-categories',
  },
  {
    path: 'news-feeds',
    create: () => ({
      title: 'Oduu',
      summary: 'Gabaabaa',
      body: 'Qabiyyee oduu',
      status: 'published',
    }),
    comments: true,
    categories: 'news-feed-categories',
  },
  {
    path: 'enacted-laws',
    create: () => ({
      title: 'Labsii',
      proclamationNumber: '1/2026',
      body: 'Qabiyyee labsii',
      enactedAt: '2026-01-01',
    }),
    comments: true,
    categories: 'enacted-law-categories',
  },
  { path: 'publications', create: () => ({ title: 'Gabaasa', kind: 'report' }), comments: true },
  {
    path: 'surveys',
    create: () => ({
      title: 'Qorannoo',
      audience: 'members',
      opensAt: '2026-01-01T00:00:00.000Z',
      closesAt: '2099-01-01T00:00:00.000Z',
    }),
    categories: 'survey-categories',
  },
  {
    path: 'questions',
    create: () => ({ text: 'Gaaffii?', type: 'open_ended', audience: 'members' }),
    comments: true,
  },
  {
    path: 'forums',
    create: () => ({ title: "Mari'ii", body: 'Qabiyyee' }),
    comments: true,
    categories: 'forum-categories',
  },
  {
    path: 'meetings',
    create: () => ({
      title: 'Walgahii',
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: '2026-12-01T11:00:00.000Z',
      location: 'Adaamaa',
    }),
    comments: true,
    categories: 'meeting-categories',
  },
  {
    path: 'calendar-events',
    create: () => ({
      title: 'Sagantaa',
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: '2026-12-01T10:00:00.000Z',
    }),
    comments: true,
    categories: 'calendar-event-categories',
  },
  {
    path: 'attendances',
    create: (ids) => ({ meetingId: ids.meetings, date: '2026-12-01' }),
    categories: 'attendance-categories',
  },
  {
    path: 'complains',
    create: (ids) => ({
      subject: 'Komii',
      description: 'Ibsa komii',
      instituteId: ids.institutes,
      complainant: { name: 'Abdii', phone: '+251911000000' },
    }),
    comments: true,
    categories: 'complain-categories',
  },
  {
    path: 'permissions',
    create: () => ({ name: 'seed:check' }),
    comments: true,
    categories: 'permission-categories',
  },
  { path: 'roles', create: () => ({ name: 'Seed role' }) },
  {
    path: 'users',
    create: () => ({
      name: 'Seed Person',
      email: 'seed.person@test.example',
      type: 'member',
      password: 'seed-password-1',
    }),
  },
];

let t: TestServer;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, query = '') =>
  t.request({ method: 'GET', url: `/api/v1/${url}`, token: admin, query });

function expectList(
  res: { status: number; body: { payload: unknown; _attributes: { pagination: unknown } } },
  label: string,
) {
  expect(res.status, label).toBe(200);
  expect(Array.isArray(res.body.payload), label).toBe(true);
  expect(res.body._attributes.pagination, label).toMatchObject({
    page: 1,
    pageSize: 8,
    total: expect.any(Number),
    pageCount: expect.any(Number),
  });
}

describe("the seed's section 7, path by path", () => {
  for (const r of SEED_RESOURCES) {
    it(`${r.path}: list, create, get, comments and categories as the seed calls them`, async () => {
      expectList(await get(r.path, SEED_DEFAULT_QUERY), `GET ${r.path}`);
      if (r.create) {
        const created = await t.request({
          method: 'POST',
          url: `/api/v1/${r.path}`,
          token: admin,
          body: r.create(ids),
        });
        expect(created.status, `POST ${r.path}: ${JSON.stringify(created.body)}`).toBe(200);
        const id = created.body.payload.id as number;
        ids[r.path] = id;
        const one = await get(`${r.path}/${id}`, 'locale=om&includes[]=auditHistory');
        expect(one.status, `GET ${r.path}/{id}`).toBe(200);
        expect(one.body.payload.id).toBe(id);
        expect(one.body.payload.auditHistory?.[0]?.action).toBe('create');
        if (r.comments) {
          const posted = await t.request({
            method: 'POST',
            url: `/api/v1/${r.path}/${id}/comments`,
            token: admin,
            body: { body: 'Yaada' },
          });
          expect(posted.status, `POST ${r.path}/{id}/comments`).toBe(200);
          const comments = await get(
            `${r.path}/${id}/comments`,
            SEED_DEFAULT_QUERY.replace('&includes[]=auditHistory', ''),
          );
          expectList(comments, `GET ${r.path}/{id}/comments`);
          expect(comments.body.payload[0].body).toBe('Yaada');
        }
        const invalid = await t.request({
          method: 'POST',
          url: `/api/v1/${r.path}`,
          token: admin,
          body: {},
        });
        expect(invalid.status, `POST ${r.path} {}`).toBe(422);
        expect(Array.isArray(invalid.body.errors)).toBe(true);
        for (const e of invalid.body.errors) expect(Object.keys(e)).toHaveLength(1);
      }
      if (r.categories) {
        const made = await t.request({
          method: 'POST',
          url: `/api/v1/${r.categories}`,
          token: admin,
          body: { name: 'Ramaddii' },
        });
        expect(made.status, `POST ${r.categories}`).toBe(200);
        expectList(await get(r.categories, SEED_DEFAULT_QUERY), `GET ${r.categories}`);
        expect((await get(`${r.categories}/${made.body.payload.id}`, 'locale=om')).status).toBe(
          200,
        );
      }
    });
  }

  it('users with filter[type]=mc (the caffee-users list) and caffee-users/{id}/comments', async () => {
    const members = await get('users', `${SEED_DEFAULT_QUERY}&filter[type]=mc`);
    expectList(members, 'GET users?filter[type]=mc');
    expect(members.body.payload.every((u: { type: string }) => u.type === 'member')).toBe(true);
    const id = ids.users ?? members.body.payload[0].id;
    expectList(
      await get(`caffee-users/${id}/comments`, SEED_DEFAULT_QUERY),
      'caffee-users comments',
    );
  });

  it('roles/{roleId}/permissions, dashboard and enacted-laws/search', async () => {
    const roles = await get('roles', SEED_DEFAULT_QUERY);
    expect((await get(`roles/${roles.body.payload[0].id}/permissions`)).status).toBe(200);
    expect((await get('dashboard/count-data')).status).toBe(200);
    expect((await get('dashboard/activity-timeline', 'type=daily')).status).toBe(200);
    expect((await get('enacted-laws/search', 'q=labsii&locale=om')).status).toBe(200);
  });

  it('attendances/{id}/attendees: get and post', async () => {
    const id = ids.attendances;
    expect(id).toBeDefined();
    const member = await t.createUser({ type: 'member' });
    // A meeting's register takes its invitees (and the secretariat) only.
    const invited = await t.request({
      method: 'PATCH',
      url: `/api/v1/meetings/${ids.meetings}`,
      token: admin,
      body: { inviteeIds: [member.user.id] },
    });
    expect(invited.status).toBe(200);
    const posted = await t.request({
      method: 'POST',
      url: `/api/v1/attendances/${id}/attendees`,
      token: admin,
      body: { attendees: [{ userId: member.user.id, status: 'present' }] },
    });
    expect(posted.status).toBe(200);
    expect((await get(`attendances/${id}/attendees`)).status).toBe(200);
  });
});

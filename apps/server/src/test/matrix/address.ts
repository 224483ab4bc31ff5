import { ADMIN_ONLY, crudEntries, EVERYONE, type Entry, type MatrixDomain } from './types.js';

/** Members read the council's groups; institute staff have no use for them by default. */
const GROUP_READERS: Entry = { admin: 'allow', institute: 'deny', member: 'allow' };
const PLACES = ['regions', 'zones', 'woredas', 'kebeles'] as const;
const CATEGORIES = [
  'region-categories',
  'zone-categories',
  'woreda-categories',
  'kebele-categories',
  'institute-categories',
  'group-categories',
] as const;

/** The address tree, institute and group categories, groups and their members. */
export const addressMatrix: MatrixDomain = {
  entries: {
    // Every signed-in user reads the address tree; only administrators change it.
    ...Object.assign(
      {},
      ...PLACES.map((path) =>
        crudEntries(path, {
          read: EVERYONE,
          write: ADMIN_ONLY,
          comments: { read: EVERYONE, write: ADMIN_ONLY },
        }),
      ),
    ),
    ...Object.assign(
      {},
      ...CATEGORIES.map((path) => crudEntries(path, { read: EVERYONE, write: ADMIN_ONLY })),
    ),
    'GET /api/v1/regions/all': EVERYONE,
    'GET /api/v1/zones/all': EVERYONE,
    'GET /api/v1/woredas/all': EVERYONE,
    'GET /api/v1/regions/tree': EVERYONE,
    // A region's address list in one file (records/address/tree-import.ts).
    'POST /api/v1/address/import': ADMIN_ONLY,
    'GET /api/v1/address/import/template.csv': ADMIN_ONLY,
    'GET /api/v1/address/import/progress/:id': ADMIN_ONLY,
    ...crudEntries('caffee-groups', { read: GROUP_READERS, write: ADMIN_ONLY }),
    'GET /api/v1/caffee-groups/tree': GROUP_READERS,
    'GET /api/v1/caffee-groups/:id/members': GROUP_READERS,
    'PUT /api/v1/caffee-groups/:id/members': ADMIN_ONLY,
  },

  async setup(t, callers) {
    const post = async (url: string, body: unknown) => {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/${url}`,
        token: callers.admin.token,
        body,
      });
      return res.body.payload.id as number;
    };
    const other: Record<string, number> = {};
    for (const path of CATEGORIES) other[path] = await post(path, { name: 'Matrix' });
    other.regions = await post('regions', { name: 'Naannoo' });
    other.zones = await post('zones', { name: 'Godina', regionId: other.regions });
    other.woredas = await post('woredas', { name: 'Aanaa', zoneId: other.zones });
    other.kebeles = await post('kebeles', { name: 'Ganda', woredaId: other.woredas });
    other['caffee-groups'] = await post('caffee-groups', { name: 'Koree' });
    return { other };
  },
};

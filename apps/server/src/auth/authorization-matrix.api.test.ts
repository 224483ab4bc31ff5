import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { MATRIX_DOMAINS } from '../test/matrix/index.js';
import type { Caller, Entry, MatrixRecords, Outcome, Who } from '../test/matrix/types.js';

/** Every domain's expectations, one table: each API route must have exactly one entry. */
const MATRIX: Record<string, Entry | 'public'> = Object.assign(
  {},
  ...MATRIX_DOMAINS.map((d) => d.entries),
);

let t: TestServer;
const callers = {} as Record<Who, Caller>;
const records: Required<MatrixRecords> = {
  other: {},
  own: { admin: {}, institute: {}, member: {} },
};

beforeAll(async () => {
  t = await createTestServer();
  const [a, b] = await t.services.db
    .insertInto('institutes')
    .values(
      ['Institute A', 'Institute B'].map((nameOm) => ({
        nameOm,
        nameEn: null,
        nameAm: null,
        createdBy: null,
        deletedAt: null,
      })),
    )
    .returning('id')
    .execute();
  const institutes = { a: a?.id ?? 0, b: b?.id ?? 0 };
  for (const who of ['admin', 'institute', 'member'] as const) {
    const { user, token } = await t.signedIn({
      type: who,
      instituteId: who === 'institute' ? institutes.a : null,
    });
    callers[who] = {
      token,
      userId: user.id,
      roleId: user.roleId ?? 0,
      instituteId: user.instituteId ?? undefined,
    };
  }
  for (const domain of MATRIX_DOMAINS) {
    const made = await domain.setup?.(t, callers, institutes);
    Object.assign(records.other, made?.other);
    for (const who of ['admin', 'institute', 'member'] as const) {
      Object.assign(records.own[who] ?? {}, made?.own?.[who]);
    }
  }
});
afterAll(async () => {
  await t?.close();
});

/** The record a route names: the caller's own where they have one, else another's. */
const segmentOf = (template: string) => template.replace('/api/v1/', '').split('/')[0] ?? '';

function urlFor(template: string, who: Who | 'anonymous', whose: 'own' | 'other'): string {
  const segment = segmentOf(template);
  const own = who === 'anonymous' ? undefined : records.own[who]?.[segment];
  const id = whose === 'own' && own !== undefined ? own : records.other[segment];
  return template.replace(/:(id|roleId)/, String(id ?? 1));
}

const bodyFor = (method: string) => (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);

describe('the authorization matrix', () => {
  it('has exactly one entry per route in the route table', () => {
    const routes = t.app.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(routes);
  });

  it('answers every route for every caller as the matrix says', async () => {
    const failures: string[] = [];
    // Deletions last, so every other route still finds its records; a record's parts
    // (`users/:id/picture`) before the record itself (`users/:id`).
    const deletes = (r: { method: string }) => Number(r.method === 'DELETE');
    const ordered = [...t.app.routeTable].sort(
      (x, y) => deletes(x) - deletes(y) || deletes(x) * (y.url.length - x.url.length),
    );
    for (const route of ordered) {
      const key = `${route.method} ${route.url}`;
      const entry = MATRIX[key];
      if (!entry || entry === 'public') continue;
      const method = route.method as 'GET';
      const named = /:(id|roleId)/.test(route.url);
      const anon = await t.request({
        method,
        url: urlFor(route.url, 'anonymous', 'other'),
        body: bodyFor(method),
      });
      if (anon.status !== 401) failures.push(`${key} anonymous: ${anon.status}`);
      for (const whose of named ? (['own', 'other'] as const) : (['other'] as const)) {
        for (const who of ['admin', 'institute', 'member'] as const) {
          // "Own" only where the caller has an own record of this kind.
          if (whose === 'own' && records.own[who]?.[segmentOf(route.url)] === undefined) continue;
          const rule = entry[who];
          const expected = typeof rule === 'string' ? rule : rule[whose];
          const res = await t.request({
            method,
            url: urlFor(route.url, who, whose),
            token: callers[who].token,
            body: bodyFor(method),
          });
          const got: Outcome | 'other' =
            res.status === 403
              ? 'deny'
              : res.status === 404
                ? 'hidden'
                : res.status === 401
                  ? 'other'
                  : 'allow';
          if (got !== expected)
            failures.push(`${key} ${who} ${whose}: expected ${expected}, got ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

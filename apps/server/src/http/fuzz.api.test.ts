import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

/**
 * Every route of the route table, driven with generated invalid and hostile input as an
 * administrator (the caller who gets furthest): wrong types, huge strings, deep objects,
 * prototype keys, unicode, bracket-notation abuse and bad ids. A write must be refused with
 * a 4xx, a read may ignore what it does not take, nothing may answer 5xx or be written.
 */
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

const hostileString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '\u0000',
    '𝕏ሀ\u202e',
    '../../etc/passwd',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const deep = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.constant(null),
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('node'), { maxKeys: 3 }),
  ),
})).node;
/** Bodies no route accepts: not an object, or an object whose every value is the wrong kind. */
const body = fc.oneof(
  fc.array(deep, { maxLength: 3 }),
  fc.integer(),
  hostileString,
  fc.dictionary(
    fc.constantFrom(
      'name',
      'title',
      'email',
      'type',
      'permissions',
      'userIds',
      '__proto__',
      'status',
      'to',
      'attendees',
      'body',
      'q',
    ),
    fc.oneof(
      fc.array(fc.array(deep)),
      fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'x'),
        fc.dictionary(hostileString, deep),
      ),
    ),
    { minKeys: 1 },
  ),
);
const query = fc.oneof(
  fc.constantFrom(
    'filter[__proto__][x]=1',
    'constructor[prototype][x]=1',
    'pagination[page]=-1',
    'pagination[pageSize]=abc',
    'sorting[id]=sideways',
    'sorting[nope]=asc',
    'filter[nope]=1',
    'filter[id][regex]=.*',
    'includes[]=passwordHash',
    'locale=xx',
    `filter[id][in][]=${'9'.repeat(400)}`,
    'type=hourly',
    'from=yesterday&to=tomorrow',
    'q=',
  ),
  fc.string({ maxLength: 200 }).map((s) => `filter[id][gte]=${encodeURIComponent(s)}x`),
);
const id = fc.constantFrom('abc', '-1', '0', '1.5', '99999999999999999999', '%00', '__proto__');

async function writes(): Promise<number> {
  const tables = ['audit_log', 'files', 'comments', 'users', 'categories'];
  let total = 0;
  for (const table of tables) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)}`.execute(t.services.db);
    total += Number(rows[0]?.n ?? 0);
  }
  return total;
}

describe('fuzzing every route', () => {
  it('answers hostile input with a 4xx and writes nothing', { timeout: 240_000 }, async () => {
    const before = await writes();
    const failures: string[] = [];
    // A route that takes no input has nothing to fuzz.
    for (const route of t.app.routeTable.filter((r) => r.input)) {
      await fc
        .assert(
          fc.asyncProperty(body, query, id, async (b, q, i) => {
            const url = route.url.replace(/:(\w+)/g, () => i);
            const res = await t.request({
              method: route.method as 'POST',
              url,
              token: admin,
              query: q,
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : { body: JSON.stringify(b), headers: { 'content-type': 'application/json' } }),
            });
            // Reads may ignore what they do not take; writes must refuse; nothing may crash.
            const ok =
              route.method === 'GET' ? res.status < 500 : res.status >= 400 && res.status < 500;
            if (!ok) failures.push(`${route.method} ${url}?${q.slice(0, 60)} → ${res.status}`);
            return ok;
          }),
          { numRuns: 8, seed: 20261121, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(await writes()).toBe(before);
  });
});

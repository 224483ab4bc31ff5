import { allPermissions } from '@caffee/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { registerGuard } from './guard.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** Routes anyone may call; every other API route needs a signed-in user. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/forgotPassword',
  'POST /api/v1/auth/resetPassword',
  'POST /api/v1/auth/refresh',
  'POST /api/v1/auth/logout',
  // A signed link or a bearer token with files:read, checked in the handler.
  'GET /api/v1/files/:id',
  'GET /api/v1/files/:id/thumbnail',
  // A calendar app cannot send a bearer header: a signed feed link or a token, checked inside.
  'GET /api/v1/calendar-events/feed.ics',
  // The scraper's own METRICS_TOKEN, checked in the handler (http/metrics.api.test.ts).
  'GET /api/metrics',
];

describe('route access', () => {
  it('every API route declares access, and only the listed ones are public', () => {
    const table = t.app.routeTable;
    expect(table.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    const known = new Set<string>(allPermissions());
    for (const route of table) {
      const name = `${route.method} ${route.url}`;
      if (route.access === 'public') expect(PUBLIC_ROUTES, name).toContain(name);
      else if (route.access !== 'authenticated') expect(known.has(route.access), name).toBe(true);
    }
    const publicNow = table.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(publicNow.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('refuses to register an API route that declares no access', async () => {
    const app = Fastify();
    registerGuard(app, t.services);
    expect(() => app.get('/api/v1/anything', async () => 'open')).toThrow(/declares no access/);
    await app.close();
  });

  it('answers every non-public route with 401 to an anonymous caller', async () => {
    for (const route of t.app.routeTable.filter((r) => r.access !== 'public')) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await t.request({ method: route.method as 'GET', url });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

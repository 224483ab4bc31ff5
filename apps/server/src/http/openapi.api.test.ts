import { compileErrors, validate } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; style?: string; explode?: boolean; schema: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- read as JSON
  requestBody?: { content: Record<string, { schema: any }> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- read as JSON
  responses: Record<string, { content?: Record<string, unknown> }>;
}

let server: TestServer;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  server = await createTestServer();
  const res = await server.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.status).toBe(200);
  doc = res.body;
}, 60_000);
afterAll(() => server.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op, name: `${method} ${path}` })),
  );
const op = (method: string, path: string) => {
  const found = doc.paths[`/api/v1${path}`]?.[method] ?? doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found as Operation & { parameters: NonNullable<Operation['parameters']>[] };
};

describe('the OpenAPI document (/api/docs/json)', () => {
  it('is valid OpenAPI 3.1: every reference resolves, no operationId twice', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it("passes Redocly's recommended rules", async () => {
    // A council's API has no licence to state; the rest of the recommended set applies.
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'info-license': 'off' },
    });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'caffee-openapi.json',
      config,
    });
    const shown = problems
      // The health checks answer 200 or 503: no 4xx to list.
      .filter(
        (p) =>
          !(
            p.ruleId === 'operation-4xx-response' &&
            /~1api~1health/.test(p.location[0]?.pointer ?? '')
          ),
      )
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(shown).toEqual([]);
  });

  it('names and summarises every operation, and documents only the API', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(300);
    for (const { op: o, name } of all) {
      expect(o.operationId, name).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
      expect(o.summary, name).toBeTruthy();
      expect(o.responses['503'], `${name} 503`).toBeDefined();
    }
    expect(new Set(all.map((o) => o.op.operationId)).size).toBe(all.length);
    expect(all.filter((o) => !o.path.startsWith('/api/'))).toEqual([]);
    expect(op('get', '/news-feeds/{id}').operationId).toBe('getNewsFeedsId');
  });

  it('marks the routes called without a bearer token, and the rest as needing one', () => {
    for (const [method, path] of [
      ['post', '/auth/login'],
      ['post', '/auth/register'],
      ['post', '/auth/refresh'],
      ['post', '/auth/forgotPassword'],
      ['post', '/auth/resetPassword'],
      ['post', '/auth/logout'],
      ['get', '/api/health'],
      ['get', '/api/health/live'],
    ] as const) {
      expect(op(method, path).security, path).toEqual([]);
    }
    // A signed link is enough for a file or the calendar feed; a bearer token may be sent.
    for (const path of ['/files/{id}', '/calendar-events/feed.ics']) {
      expect(op('get', path).security).toEqual([{}, { bearer: [] }]);
      expect(op('get', path).responses['401']).toBeDefined();
    }
    const news = op('get', '/news-feeds');
    expect(news.security).toBeUndefined(); // the document's default: bearer
    expect(Object.keys(news.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '422', '503']),
    );
    expect((news as unknown as Record<string, unknown>)['x-permission']).toBe('news-feeds:list');
  });

  it("describes the seed's bracket parameters as deepObject, with pageSize's maximum", () => {
    const params = op('get', '/news-feeds').parameters;
    for (const name of ['pagination', 'filter', 'sorting']) {
      expect(
        params.find((p) => p.name === name),
        name,
      ).toMatchObject({
        in: 'query',
        style: 'deepObject',
        explode: true,
      });
    }
    const pagination = params.find((p) => p.name === 'pagination')!;
    expect(pagination.schema.properties.pageSize.maximum).toBe(100);
    expect(params.find((p) => p.name === 'includes')?.schema.type).toBe('array');
  });

  it('describes multipart bodies and answers that are not JSON', () => {
    const create = op('post', '/news-feeds').requestBody!.content;
    expect(Object.keys(create)).toEqual(['application/json', 'multipart/form-data']);
    const form = create['multipart/form-data']!.schema.properties;
    expect(Object.keys(form)).toEqual(
      expect.arrayContaining([
        'title[om]',
        'title[en]',
        'title[am]',
        'status',
        'media[0][file]',
        'media[0][type]',
      ]),
    );
    expect(Object.keys(op('put', '/users/current/picture').requestBody!.content)).toEqual([
      'multipart/form-data',
    ]);
    expect(op('put', '/meetings/{id}/minutes').responses['413']).toBeDefined();
    expect(Object.keys(op('get', '/news-feeds/export.csv').responses['200']!.content!)).toEqual([
      'text/csv',
    ]);
    expect(
      Object.keys(op('get', '/surveys/{id}/results/export.csv').responses['200']!.content!),
    ).toEqual(['text/csv']);
    expect(Object.keys(op('get', '/calendar-events/feed.ics').responses['200']!.content!)).toEqual([
      'text/calendar',
    ]);
    expect(Object.keys(op('get', '/files/{id}').responses['200']!.content!)).toEqual([
      'application/octet-stream',
    ]);
  });

  it('names the recursive group tree and the shared shapes as components', () => {
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    const components = Object.keys(
      (doc as unknown as { components: { schemas: object } }).components.schemas,
    );
    expect([...refs].sort()).toEqual([...components].sort());
    expect(components).toEqual(
      expect.arrayContaining(['GroupNode', 'Error', 'ValidationError', 'NewsFeeds']),
    );
  });
});

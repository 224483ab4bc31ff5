import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

/**
 * A client generated from the document, as an outside team would make one: openapi-typescript
 * turns /api/docs/json into types, and openapi-fetch (which serialises objects in the query
 * as deepObject and bodies as the caller says) makes the seed client's calls with them. The
 * client is written to a folder of its own, type-checked against the generated types, then
 * run against the server listening on a port: a document that describes a parameter, a body
 * or an answer wrongly fails one or the other.
 */
const CLIENT = `
import createClient from 'openapi-fetch';
import qs from 'qs';
import type { paths } from './caffee-api';

export async function seedCalls(baseUrl: string, email: string, password: string) {
  // openapi-fetch writes one level of deepObject; a filter's operator is a second
  // (filter[status][eq]=published), so the seed's own bracket form is passed.
  const api = createClient<paths>({
    baseUrl,
    querySerializer: (query) => qs.stringify(query, { arrayFormat: 'brackets' }),
  });
  const login = await api.POST('/api/v1/auth/login', { body: { email, password } });
  if (!login.data) throw new Error('login failed: ' + JSON.stringify(login.error));
  const token: string = login.data.payload.accessToken;
  const headers = { authorization: 'Bearer ' + token };

  const created = await api.POST('/api/v1/news-feeds', {
    headers,
    body: { title: { om: 'Oduu', en: 'News' }, status: 'published' },
    bodySerializer: () => {
      const form = new FormData();
      form.append('title[om]', 'Oduu haaraa');
      form.append('title[en]', 'Fresh news');
      form.append('status', 'published');
      form.append('media[0][type]', 'image');
      form.append('media[0][file]', new Blob([PNG], { type: 'image/png' }), 'suuraa.png');
      return form;
    },
  });
  if (!created.data) throw new Error('create failed: ' + JSON.stringify(created.error));
  const id: number = created.data.payload.id;

  const page = await api.GET('/api/v1/news-feeds', {
    headers,
    params: {
      query: {
        locale: 'en',
        pagination: { page: 1, pageSize: 2 },
        filter: { status: { eq: 'published' } },
        sorting: { id: 'desc' },
        includes: ['auditHistory', 'files'],
      },
    },
  });
  if (!page.data) throw new Error('list failed: ' + JSON.stringify(page.error));
  const first = page.data.payload[0];
  return {
    id,
    listed: first?.id,
    title: first?.title,
    files: first?.files?.length ?? 0,
    history: first?.auditHistory?.length ?? 0,
    pagination: page.data._attributes.pagination,
  };
}

/** The smallest PNG: one transparent pixel. */
const PNG = Uint8Array.from(atob(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
), (c) => c.charCodeAt(0));
`;

let server: TestServer;
let baseUrl: string;
const dir = path.resolve(import.meta.dirname, '../../.client-check');

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("a client generated from the document makes the seed's calls", async () => {
  const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as OpenAPI3;
  fs.writeFileSync(path.join(dir, 'caffee-api.d.ts'), astToString(await openapiTS(doc)));
  const source = path.join(dir, 'seed-client.ts');
  fs.writeFileSync(source, CLIENT);

  const program = ts.createProgram([source], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    noEmit: true,
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(problems).toEqual([]);

  const js = ts.transpileModule(CLIENT, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  fs.writeFileSync(path.join(dir, 'seed-client.mjs'), js);
  const { seedCalls } = await import(path.join(dir, 'seed-client.mjs'));

  const { user, password } = await server.createUser({ type: 'admin' });
  const result = await seedCalls(baseUrl, user.email, password);
  expect(result).toMatchObject({
    listed: result.id,
    title: 'Fresh news',
    files: 1,
    pagination: { page: 1, pageSize: 2, total: 1, pageCount: 1 },
  });
  expect(result.history).toBeGreaterThan(0);
}, 120_000);

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestServer, type TestServer } from '../test/harness.js';

// Issue #38: the service worker's source map was served, with the build machine's absolute
// paths in it. No source map is served, whatever a build leaves in the folder, and nothing
// the server does serve from the built web app names a map or a folder of the machine.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const built = path.join(root, 'apps/web/dist');

let t: TestServer;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-dist-'));
const machinePath = path.join(root, 'apps/web/node_modules/workbox-build/sw.js');
const map = JSON.stringify({ version: 3, sources: [machinePath], sourcesContent: ['secret'] });

beforeAll(async () => {
  t = await createTestServer();
  fs.mkdirSync(path.join(fake, 'assets'));
  fs.writeFileSync(path.join(fake, 'index.html'), '<!doctype html><title>Caffee</title>');
  fs.writeFileSync(path.join(fake, 'sw.js'), 'importScripts("./workbox-0a1b2c3d.js")');
  fs.writeFileSync(path.join(fake, 'workbox-0a1b2c3d.js'), 'self.workbox = {}');
  fs.writeFileSync(path.join(fake, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As a build with maps leaves them: beside each file, and compressed beside those.
  for (const name of ['sw.js.map', 'workbox-0a1b2c3d.js.map', 'assets/app-abc123.js.map']) {
    const file = path.join(fake, name);
    fs.writeFileSync(file, map);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(map));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(map));
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
  fs.rmSync(fake, { recursive: true, force: true });
});

async function serving(dist: string) {
  const app = await buildApp(t.services, { webDist: dist });
  apps.push(app);
  return app;
}

describe('source maps', () => {
  it('are never served, in any encoding, under any of their names', async () => {
    const web = await serving(fake);
    for (const url of [
      '/sw.js.map',
      '/workbox-0a1b2c3d.js.map',
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js.map.br',
      '/assets/app-abc123.js.map.gz',
      '/sw.js.map.gz',
    ]) {
      for (const encoding of ['identity', 'gzip, deflate, br']) {
        const res = await web.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${url} ${encoding}`).toBe(404);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.body).not.toContain('sourcesContent');
      }
    }
    // The files beside them still are.
    expect((await web.inject({ url: '/sw.js' })).statusCode).toBe(200);
    expect((await web.inject({ url: '/assets/app-abc123.js' })).statusCode).toBe(200);
  });

  // Over the build `npm test` makes before the API tests (scripts/test.mjs).
  it.skipIf(!fs.existsSync(path.join(built, 'index.html')))(
    'leaves the built web app nothing served that names a map or a folder of the machine',
    async () => {
      const web = await serving(built);
      const files = (fs.readdirSync(built, { recursive: true }) as string[]).filter((f) =>
        fs.statSync(path.join(built, f)).isFile(),
      );
      const home = os.homedir();
      const machine = [root, ...(home.length > 1 ? [home] : [])];
      const wrong: string[] = [];
      for (const file of files) {
        if (/\.(br|gz)$/.test(file)) continue;
        const url = `/${file.split(path.sep).join('/')}`;
        const res = await web.inject({ url, headers: { 'accept-encoding': 'identity' } });
        if (file.endsWith('.map')) {
          if (res.statusCode !== 404) wrong.push(`${url} served (${res.statusCode})`);
          continue;
        }
        if (
          res.statusCode !== 200 ||
          !/^(text|application)\//.test(`${res.headers['content-type']}`)
        ) {
          continue;
        }
        if (/sourceMappingURL=/.test(res.body)) wrong.push(`${url} names a source map`);
        for (const folder of machine) {
          if (res.body.includes(folder)) wrong.push(`${url} names ${folder}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(files.some((f) => f.endsWith('sw.js'))).toBe(true);
    },
  );
});

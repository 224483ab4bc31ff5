import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let web: Awaited<ReturnType<typeof buildApp>>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-dist-'));
const source = `export const words = ${JSON.stringify('caffee '.repeat(400))};\n`;

beforeAll(async () => {
  t = await createTestServer();
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Caffee</title>');
  // As the web build writes them: the asset, and a brotli and a gzip copy beside it.
  const file = path.join(dist, 'assets', 'app-abc123.js');
  fs.writeFileSync(file, source);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source));
  fs.writeFileSync(path.join(dist, 'assets', 'plain-def456.js'), 'console.log(1)');
  // As vite-plugin-pwa writes them (apps/web/build/pwa.ts).
  fs.writeFileSync(path.join(dist, 'sw.js'), 'importScripts("./workbox-0a1b2c3d.js")');
  fs.writeFileSync(path.join(dist, 'workbox-0a1b2c3d.js'), 'self.workbox = {}');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Caffee"}');
  web = await buildApp(t.services, { webDist: dist });
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app’s compressed assets', () => {
  it('are sent compressed to a browser that accepts it, as JavaScript, cached for a year', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const res = await web.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(res.rawPayload)
          : zlib.gunzipSync(res.rawPayload);
      expect(body.toString()).toBe(source);
    }
  });

  it('are sent as they are to a client that takes none, and compressed as sent without a copy', async () => {
    const identity = await web.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(source);
    const plain = await web.inject({
      method: 'GET',
      url: '/assets/plain-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(plain.rawPayload).toString()).toBe('console.log(1)');
  });
});

describe('the web app’s page', () => {
  const page = async (url: string) => {
    const res = await web.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.body;
  };

  it('is the same page on every path outside the API, which the client routes', async () => {
    for (const url of ['/admin/news-feeds', '/auth/login/?returnUrl=%2Fadmin', '/', '/?x=1']) {
      expect(await page(url), url).toMatch(/<title>Caffee<\/title>/);
    }
  });
});

describe('the installable app’s files', () => {
  it('are served with their types and checked for a new version on every visit', async () => {
    for (const [url, type] of [
      ['/sw.js', /^(application|text)\/javascript/],
      ['/workbox-0a1b2c3d.js', /^(application|text)\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('may be used by the page under its policy', async () => {
    const res = await web.inject({ method: 'GET', url: '/admin/dashboard' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    // The worker runs under the policy its own script is served with.
    const worker = await web.inject({ method: 'GET', url: '/sw.js' });
    expect(String(worker.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });
});

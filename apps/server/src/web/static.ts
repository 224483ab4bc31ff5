import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A source map by its name (`app-1a2b.js.map`), or a compressed copy of one. */
export const isSourceMap = (pathName: string) => /\.map(\.(br|gz))?$/i.test(pathName);

/**
 * Serves the built web app: hashed assets cached for a year, every other GET outside
 * /api answered with index.html so the client router takes over. The build writes a brotli
 * and a gzip copy beside each text asset (apps/web/vite.config.ts); they are sent to browsers
 * that accept them, so the JavaScript crosses the network compressed without compressing
 * on every request.
 * The service worker (sw.js and its workbox-*.js), the web app manifest and the icons are
 * served like index.html, `no-cache`: the browser asks whether they changed on each visit,
 * which is how an installed app learns of a new version.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<boolean> {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Source maps hold the app's sources and the build machine's paths: never served, whatever
    // a build leaves in the folder (a 404, as for a file that is not there).
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const html = fs.readFileSync(index);
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .code(404)
        .send({ message: 'Not found', code: 'not_found', requestId: request.id });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  });
  return true;
}

import crypto from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { API_PREFIX } from '@caffee/contract';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import qs from 'qs';
import { registerGuard } from './auth/guard.js';
import { logRequest } from './http/request-log.js';
import { authRoutes } from './auth/routes.js';
import { MULTIPART_LIMITS } from './files/multipart.js';
import { fileRoutes } from './files/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { registerBodyIdleTimeout } from './http/body-idle.js';
import { clientErrorHandler } from './http/client-error.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerEtag } from './http/etag.js';
import { badRequest } from './http/errors.js';
import { healthRoutes } from './http/health.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { validatorCompiler } from './http/validator.js';
import type { Services } from './services.js';
import { resourceRoutes } from './records/registry.js';
import { discardUnrecorded } from './records/routes.js';
import { userAdminRoutes } from './records/access/users/admin-routes.js';
import { pictureRoutes } from './records/access/users/picture-routes.js';
import { councilRoutes } from './council/routes.js';
import { userRoutes } from './records/access/users/routes.js';
import { registerWebApp } from './web/static.js';
import { searchRoutes } from './search/routes.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** Keys that could reach an object's prototype: refused rather than silently dropped. */
const PROTOTYPE_KEYS = /(^|[&[])(__proto__|constructor|prototype)(]|=|&|\[|$)/;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export interface AppOptions {
  /** A pino logger; API tests run silent. */
  logger?: FastifyBaseLogger;
  /** The built web app to serve; omitted in API tests. */
  webDist?: string | undefined;
}

/** Secrets never reach a log line. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
];

/** Builds the server: external plugins, then the app's conventions, then the routes. */
export async function buildApp(services: Services, options: AppOptions = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming)
        ? incoming
        : crypto.randomUUID();
    },
    // Bracket notation as an axios client sends nested objects: filter[createdAt][gte]=...
    routerOptions: {
      querystringParser: (str: string) =>
        qs.parse(str, { depth: 4, arrayLimit: 100, parameterLimit: 300, allowPrototypes: false }),
    },
    // Requests are logged by the hook below, without query strings (signed links carry secrets).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Node's own limits: the headers must arrive within REQUEST_TIMEOUT (a client that trickles
    // them is cut off: slowloris), and open connections are checked often enough to act near
    // the limit (Node alone checks every 30 s). No limit on the whole request: a body is cut
    // off when it stops arriving (http/body-idle.ts), so a slow upload can finish.
    requestTimeout: 0,
    http: {
      requestTimeout: 0,
      headersTimeout: services.config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(250, services.config.requestTimeoutMs / 4),
      ),
    },
    trustProxy: services.config.trustProxy,
    // Requests Node refuses before Fastify sees them: the API's error shape, Connection: close.
    clientErrorHandler,
  });

  registerBodyIdleTimeout(app, services.config.uploadIdleTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', (request) => discardUnrecorded(request, services));
  app.addHook('onResponse', async (request, reply) => logRequest(request, reply));
  app.addHook('onRequest', async (request) => {
    const query = request.url.split('?')[1];
    if (query && PROTOTYPE_KEYS.test(safeDecode(query))) {
      throw badRequest('The query names a forbidden key');
    }
  });

  // Helmet's security headers on every answer. Its middleware is built once here: the Fastify
  // plugin built it anew on each request, parsing the policy every time.
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The web app's service worker and its manifest (apps/web/build/pwa.ts), named here
        // rather than left to default-src so that narrowing that one cannot end offline use.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Councils may serve plain http on a local network; upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // The web app's hashed files (scripts, styles, fonts) take the headers that apply to them:
  // a policy, frame and referrer rules are read from documents only, and they were half of
  // each file's headers (0.5 kB): 9 kB more over a slow network for the files of a list.
  const assetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith('/assets/') ? assetHeaders : secureHeaders;
    headers(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  // Answers over 1 kB go compressed to clients that accept it (browsers do): a page of records
  // is JSON that shrinks four to six times, which a phone on a slow network feels more than
  // the server's fraction of a millisecond. Brotli at quality 4 (as fast as gzip's default,
  // smaller); the web app's files are compressed once by its build and sent as they are.
  // Answers up to 64 kB (a page of 100 records is about 28 kB) are compressed in one call:
  // through a zlib stream each (the plugin's default above 8 kB on two cores), ten pages of
  // 100 at a time took the server from 160 to 330 MB, each stream's native buffers held until
  // a collection, and answered a third fewer requests (bench/results, issue 22).
  // Before the routes: an application hook, run before each route's compression (etag.ts).
  registerEtag(app);
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await registerOpenApi(app, services.version);
  registerErrorHandler(app);
  registerGuard(app, services);
  // Queued mail is sent while the server runs (mail/worker.ts).
  app.addHook('onReady', async () => services.mailQueue.start());
  app.addHook('onClose', async () => services.mailQueue.stop());
  // A write may have queued notification events (audit/audit-log.ts): fan them out now rather
  // than at the next poll. Reads queue nothing.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      services.mailQueue.wake();
    }
  });
  app.addHook('onClose', async () => services.storage.close());

  registerMetrics(app, services);
  await app.register(healthRoutes(services));
  await app.register(authRoutes(services), { prefix: API_PREFIX });
  await app.register(userRoutes(services), { prefix: API_PREFIX });
  await app.register(userAdminRoutes(services), { prefix: API_PREFIX });
  await app.register(pictureRoutes(services), { prefix: API_PREFIX });
  await app.register(fileRoutes(services), { prefix: API_PREFIX });
  await app.register(resourceRoutes(services), { prefix: API_PREFIX });
  await app.register(dashboardRoutes(services), { prefix: API_PREFIX });
  await app.register(notificationRoutes(services), { prefix: API_PREFIX });
  await app.register(searchRoutes(services), { prefix: API_PREFIX });
  await app.register(councilRoutes(services), { prefix: API_PREFIX });

  if (options.webDist) await registerWebApp(app, options.webDist);
  return app;
}

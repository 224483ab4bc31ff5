import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { cacheStatsOf } from '../db/cache-stats.js';
import { poolCounts } from '../db/connect.js';
import type { Services } from '../services.js';
import { unauthorized } from './errors.js';

export const METRICS_PATH = '/api/metrics';

/** A request no route matched: one label for all, so scanners cannot grow the series. */
const UNMATCHED = 'unmatched';

/** Compares as hashes of equal length, so the time taken tells nothing of the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

function bearerOf(request: FastifyRequest): string {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

/**
 * The server's own registry: tests start many servers in one process, and prom-client's
 * default registry is one per process (a second server's metrics would collide with it).
 */
function createRegistry(app: FastifyInstance, services: Services): Registry {
  const registry = new Registry();
  // Process metrics: CPU, memory, heap, handles, GC, and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'caffee_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'caffee_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by method, route template and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's template (`/api/v1/news-feeds/:id`), never the address itself: the number of
    // series stays that of the routes.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  // PostgreSQL only: SQLite is one handle in this process, with nothing to wait for but its lock.
  if (poolCounts(services.db)) {
    new Gauge({
      name: 'caffee_db_pool_connections',
      help: 'PostgreSQL pool: open connections (total), idle ones, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const counts = poolCounts(services.db);
        if (!counts) return;
        for (const state of ['total', 'idle', 'waiting'] as const) {
          this.set({ state }, counts[state]);
        }
      },
    });
  }

  // The caches count for themselves (db/cache-stats.ts); read when scraped.
  new Counter({
    name: 'caffee_cache_lookups_total',
    help: 'Lookups in the server caches (answers, counts, callers, statements), by result',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, stats] of cacheStatsOf(services.db)) {
        this.inc({ cache, result: 'hit' }, stats.hits);
        this.inc({ cache, result: 'miss' }, stats.misses);
      }
    },
  });
  return registry;
}

/**
 * Prometheus metrics at /api/metrics, for the operator's scraper only: served when
 * METRICS_TOKEN is set, to requests bearing it (`Authorization: Bearer <token>`; 401 without
 * it). Unset, the address answers 404 as an unknown one does, and nothing is measured.
 */
export function registerMetrics(app: FastifyInstance, services: Services): void {
  const token = services.config.metricsToken;
  // On the root instance, so that its hook sees every route's requests.
  const registry = token ? createRegistry(app, services) : undefined;
  app.get(METRICS_PATH, {
    // Not a user's route: the scraper's own token is checked here, not taken for a user's.
    config: { access: 'public', ownToken: true },
    schema: {
      hide: true,
      summary: 'Prometheus metrics (with METRICS_TOKEN as a bearer token)',
    },
    handler: async (request, reply) => {
      if (!registry || !token) return reply.callNotFound();
      if (!sameToken(bearerOf(request), token)) {
        throw unauthorized('The metrics token is missing or wrong');
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  });
}

import { HealthSchema } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Services } from '../services.js';

/** Liveness and database reachability, for load balancers and people. */
export function healthRoutes(services: Services) {
  return async function (app: FastifyInstance) {
    // Liveness: the process answers. No database work, so it is also the benchmark's ceiling.
    app.withTypeProvider<ZodTypeProvider>().get('/api/health/live', {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server answers (liveness)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
      handler: async () => ({ status: 'ok' as const }),
    });

    app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database are ready (readiness)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
      handler: async (_request, reply) => {
        const reachable = await sql`select 1`
          .execute(services.db)
          .then(() => true)
          .catch(() => false);
        return reply.code(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'degraded',
          database: services.kind,
          version: services.version,
          uptime: Math.round(process.uptime()),
        });
      },
    });
  };
}

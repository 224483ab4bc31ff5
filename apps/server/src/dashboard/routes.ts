import {
  CountDataSchema,
  envelope,
  TimelinePointSchema,
  TimelineQuerySchema,
  type TimelinePoint,
  type TimelineType,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { ok } from '../http/envelope.js';
import { responses } from '../http/responses.js';
import { contextOf } from '../resources/context.js';
import { SERVED_RESOURCES } from '../resources/registry.js';
import { resourceStore } from '../resources/store.js';
import type { Services } from '../services.js';
import { periodStart, timelinePeriods } from './periods.js';

const CREATED = new Set(['create', 'register']);
const DELETED = new Set(['delete']);
const NOT_CHANGES = new Set(['comment']);

/** The dashboard: counts of what the caller may see, and activity from the audit history. */
export function dashboardRoutes(services: Services) {
  // Category lists label records; the dashboard counts the records themselves.
  const counted = SERVED_RESOURCES.filter((r) => !r.contract.path.endsWith('-categories')).map(
    (r) => ({ path: r.contract.path, store: resourceStore(services, r) }),
  );

  async function countUsersAndRoles(permissions: ReadonlySet<string>) {
    const out: Record<string, number> = {};
    const total = async (table: 'users' | 'roles', type?: 'member') => {
      let qb = services.db.selectFrom(table).where('deletedAt', 'is', null);
      if (type) qb = qb.where('type' as never, '=', type as never);
      const row = await qb.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    };
    if (permissions.has('users:list')) {
      out.users = await total('users');
      out['caffee-users'] = await total('users', 'member');
    }
    if (permissions.has('roles:list')) out.roles = await total('roles');
    return out;
  }

  async function activity(type: TimelineType): Promise<TimelinePoint[]> {
    const periods = timelinePeriods(type);
    const from = periods[0] ?? new Date().toISOString().slice(0, 10);
    const day =
      services.kind === 'postgres'
        ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
        : sql<string>`substr(created_at, 1, 10)`;
    const rows = await services.db
      .selectFrom('auditLog')
      .select([day.as('day'), 'action', (eb) => eb.fn.countAll<number>().as('n')])
      .where('createdAt', '>=', from)
      .groupBy([day, 'action'])
      .execute();
    const points = new Map(
      periods.map((period) => [period, { period, created: 0, updated: 0, deleted: 0, total: 0 }]),
    );
    for (const row of rows) {
      const point = points.get(periodStart(row.day, type));
      if (!point) continue;
      const n = Number(row.n);
      point.total += n;
      if (CREATED.has(row.action)) point.created += n;
      else if (DELETED.has(row.action)) point.deleted += n;
      else if (!NOT_CHANGES.has(row.action)) point.updated += n;
    }
    return [...points.values()];
  }

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/dashboard/count-data', {
      config: { access: 'dashboard:read' },
      schema: { tags: ['dashboard'], response: responses(envelope(CountDataSchema), 401, 403) },
      handler: async (request) => {
        const ctx = contextOf(request);
        const counts: Record<string, number> = await countUsersAndRoles(ctx.auth.permissions);
        for (const { path, store } of counted) {
          if (ctx.auth.permissions.has(`${path}:list`)) counts[path] = await store.count(ctx);
        }
        return ok(counts);
      },
    });

    r.get('/dashboard/activity-timeline', {
      config: { access: 'dashboard:read' },
      schema: {
        tags: ['dashboard'],
        querystring: TimelineQuerySchema,
        response: responses(envelope(z.array(TimelinePointSchema)), 401, 403),
      },
      handler: async (request) => ok(await activity(request.query.type)),
    });
  };
}

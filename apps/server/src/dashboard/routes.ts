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
import { countCacheOf } from '../db/count-cache.js';
import { ok } from '../http/envelope.js';
import { responses } from '../http/responses.js';
import { contextOf } from '../records/context.js';
import { SERVED_RESOURCES } from '../records/registry.js';
import type { AnyQuery, RequestContext } from '../records/server-resource.js';
import { resourceStore } from '../records/store.js';
import type { Services } from '../services.js';
import { periodStart, timelinePeriods } from './periods.js';

const CREATED = new Set(['create', 'register']);
const DELETED = new Set(['delete']);
const NOT_CHANGES = new Set(['comment', 'remind', 'open']);

/** The dashboard: counts of what the caller may see, and activity from the audit history. */
export function dashboardRoutes(services: Services) {
  // Category lists label records; the dashboard counts the records themselves.
  const counted = SERVED_RESOURCES.filter((r) => !r.contract.path.endsWith('-categories')).map(
    (r) => ({ path: r.contract.path, store: resourceStore(services, r) }),
  );

  const counts = countCacheOf(services.db);

  /**
   * Every count the caller may see, from the shared count cache: a COUNT runs only for a
   * table written since it was last counted, so the dashboard does not scan millions of
   * rows per request (db/count-cache.ts).
   */
  async function countData(ctx: RequestContext): Promise<Record<string, number>> {
    const permissions = ctx.auth.permissions;
    const live = (table: 'users' | 'roles') =>
      services.db.selectFrom(table).where('deletedAt', 'is', null) as unknown as AnyQuery;
    const queries: [string, AnyQuery][] = [];
    if (permissions.has('users:list')) {
      queries.push(['users', live('users')]);
      queries.push(['caffee-users', live('users').where('type', '=', 'member')]);
    }
    if (permissions.has('roles:list')) queries.push(['roles', live('roles')]);
    for (const { path, store } of counted) {
      if (permissions.has(`${path}:list`)) queries.push([path, store.visible(ctx)]);
    }
    const totals = await counts.countMany(queries.map(([, qb]) => qb));
    return Object.fromEntries(queries.map(([name], i) => [name, totals[i] ?? 0]));
  }

  /**
   * Activity per period from `activity_days`, the audit log summed per day and action by a
   * trigger: the timeline reads at most one row per day and action of its span (five
   * years for `yearly`), never the audit rows themselves.
   */
  async function activity(type: TimelineType): Promise<TimelinePoint[]> {
    const periods = timelinePeriods(type);
    const from = periods[0] ?? new Date().toISOString().slice(0, 10);
    // Years and months are grouped in SQL (a prefix of the day); weeks need the days.
    const length = type === 'yearly' ? 4 : type === 'monthly' ? 7 : 10;
    const prefix = sql<string>`substr(day, 1, ${sql.lit(length)})`;
    const rows = await services.db
      .selectFrom('activityDays' as never)
      .select([prefix.as('day'), sql<string>`action`.as('action'), sql<number>`sum(n)`.as('n')])
      .where(sql<boolean>`day >= ${from}`)
      .groupBy([prefix, sql`action`])
      .execute();
    const points = new Map(
      periods.map((period) => [period, { period, created: 0, updated: 0, deleted: 0, total: 0 }]),
    );
    for (const row of rows as { day: string; action: string; n: number | string }[]) {
      const day = length === 4 ? `${row.day}-01-01` : length === 7 ? `${row.day}-01` : row.day;
      const point = points.get(periodStart(day, type));
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
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard: counts of records',
        response: responses(envelope(CountDataSchema), 401, 403),
      },
      handler: async (request) => {
        return ok(await countData(contextOf(request)));
      },
    });

    r.get('/dashboard/activity-timeline', {
      config: { access: 'dashboard:read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard: activity over time',
        querystring: TimelineQuerySchema,
        response: responses(envelope(z.array(TimelinePointSchema)), 401, 403),
      },
      handler: async (request) => ok(await activity(request.query.type)),
    });
  };
}

import {
  envelope,
  IdParamsSchema,
  listEnvelope,
  LocaleSchema,
  NotificationListQuerySchema,
  NotificationSchema,
  UnreadCountSchema,
  type Locale,
  type Notification,
  type NotificationKind,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { ok, page } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { responses } from '../http/responses.js';
import { contextOf } from '../records/context.js';
import type { RequestContext } from '../records/server-resource.js';
import type { Services } from '../services.js';
import { importsOfLines } from './imported.js';
import { namesOfLines } from './names.js';
import { preferenceRoutes } from './preference-routes.js';

type Db = Kysely<Database>;
type Line = Awaited<ReturnType<ReturnType<typeof lines>['executeTakeFirst']>> & {};

const lines = (db: Db, userId: number) =>
  db
    .selectFrom('notifications as n')
    .leftJoin('users as actor', 'actor.id', 'n.actorId')
    .select([
      'n.id',
      'n.kind',
      'n.resource',
      'n.recordId',
      'n.auditId',
      'n.status',
      'n.createdAt',
      'n.readAt',
      'actor.name as actorName',
    ])
    .where('n.userId', '=', userId);

/**
 * The lines as the API shows them: each record named in the reader's language, by its name
 * now only while the reader may still read it (names.ts).
 */
async function present(
  services: Services,
  rows: Line[],
  reader: RequestContext,
  locale: Locale,
): Promise<Notification[]> {
  const nameOf = await namesOfLines(services, services.db, rows, reader, locale);
  const imports = await importsOfLines(services.db, rows);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    resource: r.resource,
    recordId: r.recordId,
    recordName: nameOf(r) ?? null,
    actorName: r.actorName ?? null,
    status: r.status,
    imported: imports.get(r.auditId) ?? null,
    createdAt: new Date(r.createdAt).toISOString(),
    readAt: r.readAt === null ? null : new Date(r.readAt).toISOString(),
  }));
}

/**
 * `/notifications`: the caller's own notifications (notifications/fan-out.ts writes them).
 * Every signed-in person has some; nobody reads or marks another's (their rows are a 404).
 */
export function notificationRoutes(services: Services) {
  const { db } = services;
  const unread = (userId: number) =>
    db.selectFrom('notifications').where('userId', '=', userId).where('readAt', 'is', null);

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    preferenceRoutes(app, services);

    r.get('/notifications', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Notifications: the caller’s, newest first',
        querystring: NotificationListQuerySchema,
        response: responses(listEnvelope(NotificationSchema), 400, 401),
      },
      handler: async (request) => {
        const ctx = contextOf(request);
        const { pagination, unread: onlyUnread } = request.query;
        const mine = (qb: ReturnType<typeof lines>) =>
          onlyUnread === 'true' ? qb.where('n.readAt', 'is', null) : qb;
        const [rows, total] = await Promise.all([
          mine(lines(db, ctx.auth.user.id))
            .orderBy('n.id', 'desc')
            .limit(pagination.pageSize)
            .offset((pagination.page - 1) * pagination.pageSize)
            .execute(),
          mine(lines(db, ctx.auth.user.id))
            .clearSelect()
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        ]);
        return page(await present(services, rows, ctx, ctx.locale), {
          ...pagination,
          total: Number(total?.n ?? 0),
        });
      },
    });

    r.get('/notifications/unread-count', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Notifications: how many the caller has not read',
        response: responses(envelope(UnreadCountSchema), 401),
      },
      handler: async (request) => {
        const { auth } = contextOf(request);
        const row = await unread(auth.user.id)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst();
        return ok({ count: Number(row?.n ?? 0) });
      },
    });

    r.post('/notifications/:id/read', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Notifications: mark one as read',
        params: IdParamsSchema,
        querystring: z.object({ locale: LocaleSchema.optional() }),
        response: responses(envelope(NotificationSchema), 400, 401, 404),
      },
      handler: async (request) => {
        const ctx = contextOf(request);
        // Marked once: reading it again keeps when it was first read.
        await db
          .updateTable('notifications')
          .set({ readAt: new Date().toISOString() })
          .where('id', '=', request.params.id)
          .where('userId', '=', ctx.auth.user.id)
          .where('readAt', 'is', null)
          .execute();
        const row = await lines(db, ctx.auth.user.id)
          .where('n.id', '=', request.params.id)
          .executeTakeFirst();
        if (!row) throw notFound();
        return ok((await present(services, [row], ctx, ctx.locale))[0]);
      },
    });

    r.post('/notifications/read-all', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Notifications: mark all of the caller’s as read',
        response: responses(envelope(UnreadCountSchema), 401),
      },
      handler: async (request) => {
        const { auth } = contextOf(request);
        const result = await db
          .updateTable('notifications')
          .set({ readAt: new Date().toISOString() })
          .where('userId', '=', auth.user.id)
          .where('readAt', 'is', null)
          .executeTakeFirst();
        return ok({ count: Number(result.numUpdatedRows) });
      },
    });
  };
}

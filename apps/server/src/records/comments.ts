import type { Comment, ListQuery } from '@caffee/contract';
import {
  CommentBodySchema,
  CommentSchema,
  CommentsQuerySchema,
  envelope,
  IdParamsSchema,
  listEnvelope,
  type Resource,
} from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit-log.js';
import { writeLimit } from '../auth/write-limit.js';
import { ok, page } from '../http/envelope.js';
import { summaryOf } from '../http/openapi.js';
import { notFound } from '../http/errors.js';
import { runList, type ListFields } from '../http/list-query.js';
import { responses } from '../http/responses.js';
import type { Services } from '../services.js';
import { contextOf } from './context.js';
import type { RequestContext } from './server-resource.js';

const COMMENT_FIELDS: ListFields = {
  fields: {
    id: { column: 'comments.id', kind: 'number' },
    authorId: { column: 'comments.authorId', kind: 'number' },
    createdAt: { column: 'comments.createdAt', kind: 'date' },
  },
};

export interface CommentTarget {
  /** The URL path of the record type (e.g. `caffee-users`). */
  path: string;
  /** The resource the permissions and stored comments belong to (e.g. `users`). */
  resource: Resource;
  /** The record, if it exists and the caller may see it. */
  exists: (id: number, ctx: RequestContext) => Promise<boolean>;
  /** Refuses a new comment by throwing (a locked forum: 409). */
  canComment?: (id: number, ctx: RequestContext) => Promise<void>;
}

/**
 * `GET` and `POST {path}/{id}/comments`: reading needs `{resource}:read`, writing
 * `{resource}:comment`. Bodies are plain text, stored as written and shown as text.
 */
export function registerComments(app: FastifyInstance, services: Services, target: CommentTarget) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = `/${target.path}/:id/comments`;
  const visible = async (request: FastifyRequest, id: number) => {
    const ctx = contextOf(request);
    if (!(await target.exists(id, ctx))) throw notFound();
    return ctx;
  };

  r.get(url, {
    config: { access: `${target.resource}:read` },
    schema: {
      tags: [target.path],
      summary: summaryOf(target.path, 'list the comments on one'),
      params: IdParamsSchema,
      querystring: CommentsQuerySchema,
      response: responses(listEnvelope(CommentSchema), 400, 401, 403, 404),
    },
    handler: async (request) => {
      await visible(request, request.params.id);
      const result = await listComments(
        services,
        target.resource,
        request.params.id,
        request.query,
      );
      return page(result.rows, result);
    },
  });

  r.post(url, {
    config: { access: `${target.resource}:comment` },
    // Every comment tells the record's people: at most so many a minute and an hour.
    preHandler: writeLimit(services, 'comment'),
    // A record the caller may not see is a 404 (and a closed one a 409) before the body is judged.
    preValidation: async (request) => {
      const params = IdParamsSchema.safeParse(request.params);
      if (!params.success) return;
      const ctx = await visible(request, params.data.id);
      await target.canComment?.(params.data.id, ctx);
    },
    schema: {
      tags: [target.path],
      summary: summaryOf(target.path, 'comment on one'),
      params: IdParamsSchema,
      body: CommentBodySchema,
      response: responses(envelope(CommentSchema), 401, 403, 404, 429),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      const now = new Date().toISOString();
      const id = await services.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('comments')
          .values({
            resource: target.resource,
            recordId: request.params.id,
            body: request.body.body,
            authorId: ctx.auth.user.id,
            createdAt: now,
            updatedAt: now,
            deletedAt: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          resource: target.resource,
          recordId: request.params.id,
          action: 'comment',
          actorId: ctx.auth.user.id,
          requestId: request.id,
        });
        return row.id;
      });
      const comment: Comment = {
        id,
        body: request.body.body,
        authorId: ctx.auth.user.id,
        authorName: ctx.auth.user.name,
        createdAt: now,
        updatedAt: now,
      };
      return ok(comment);
    },
  });
}

async function listComments(
  services: Services,
  resource: string,
  recordId: number,
  query: ListQuery,
) {
  const base = services.db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.authorId')
    .where('comments.resource', '=', resource)
    .where('comments.recordId', '=', recordId)
    .where('comments.deletedAt', 'is', null);
  return runList<Comment>(
    base,
    (qb) =>
      qb.select([
        'comments.id',
        'comments.body',
        'comments.authorId',
        'users.name as authorName',
        'comments.createdAt',
        'comments.updatedAt',
      ]),
    query,
    COMMENT_FIELDS,
    { kind: services.kind, idColumn: 'comments.id' },
  );
}

/** A record's comments, oldest first, with their authors' names (a document prints them). */
export async function commentsOn(
  services: Services,
  resource: string,
  recordId: number,
  max = 500,
) {
  return services.db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.authorId')
    .select(['comments.id', 'comments.body', 'users.name as authorName', 'comments.createdAt'])
    .where('comments.resource', '=', resource)
    .where('comments.recordId', '=', recordId)
    .where('comments.deletedAt', 'is', null)
    .orderBy('comments.id')
    .limit(max)
    .execute();
}

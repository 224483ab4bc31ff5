import {
  CurrentUserSchema,
  envelope,
  IdParamsSchema,
  listEnvelope,
  readQuerySchema,
  UserReadQuerySchema,
  MAX_PAGE_SIZE,
  usersDeclaration,
  UsersQuerySchema,
  UserWithIncludesSchema,
  type ListQuery,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/guard.js';
import { ok, page } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { responses } from '../../../http/responses.js';
import { contextOf } from '../../context.js';
import { registerExport } from '../../export-route.js';
import { servedResource } from '../../registry.js';
import type { RequestContext } from '../../server-resource.js';
import type { Services } from '../../../services.js';
import { listUsers, withIncludes } from './list.js';

const CurrentQuerySchema = readQuerySchema(['institute']);

/** The lists of users: all of them, and the seed's members list (users of type member). */
const LISTS = [
  { url: '/users', only: {} },
  { url: '/caffee-users', only: { type: 'member' } },
] as const;

/** An export's columns come from the users' declaration, as every record type's. */
const EXPORTED = {
  contract: {
    record: UserWithIncludesSchema,
    fields: usersDeclaration.fields,
    title: usersDeclaration.title,
  },
};

/**
 * Every user the list's query matches, for an export: each batch seeks after the one before
 * (the list's `next` cursor), so a long export reads every row once, as `store.batches` does.
 */
async function* userBatches(services: Services, query: ListQuery, ctx: RequestContext) {
  let after: string | undefined;
  do {
    const pagination = { page: 1, pageSize: MAX_PAGE_SIZE, ...(after ? { after } : {}) };
    const { payload, next } = await listUsers(
      services,
      { ...query, includes: [], pagination },
      ctx,
      { batch: true },
    );
    if (payload.length) yield payload;
    after = next;
  } while (after);
}

/** Users: the signed-in user's own account, the lists and one user. */
export function userRoutes(services: Services) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['users'];

    for (const { url, only } of LISTS) {
      r.get(url, {
        config: { access: 'users:list' },
        schema: {
          tags,
          summary: url === '/users' ? 'Users: list' : 'Council members: list',
          querystring: UsersQuerySchema,
          response: responses(listEnvelope(UserWithIncludesSchema), 400, 401, 403),
        },
        handler: async (request) => {
          const query = { ...request.query, filter: { ...request.query.filter, ...only } };
          const ctx = contextOf(request, query.locale);
          const { payload, ...pagination } = await listUsers(services, query, ctx);
          return page(payload, pagination);
        },
      });
      registerExport(
        app,
        services,
        {
          path: url.slice(1),
          access: 'users:list',
          exported: EXPORTED,
          listQuery: UsersQuerySchema,
          batches: (query, ctx) =>
            userBatches(services, { ...query, filter: { ...query.filter, ...only } }, ctx),
        },
        servedResource,
      );
    }

    r.get('/users/:id', {
      config: { access: 'users:read' },
      schema: {
        tags,
        summary: 'Users: read one',
        params: IdParamsSchema,
        querystring: UserReadQuerySchema,
        response: responses(envelope(UserWithIncludesSchema), 400, 401, 403, 404),
      },
      handler: async (request) => {
        const row = await services.users.findById(request.params.id);
        if (!row) throw notFound('User');
        const { includes, locale } = request.query;
        const ctx = contextOf(request, locale);
        const [user] = await withIncludes(services, [row], includes, ctx, { manageable: true });
        // What the reader may do to this account, as on every record's read: managing it
        // needs the permission and no more power than theirs; nobody deletes themselves.
        const can = (action: 'update' | 'delete' | 'comment') =>
          user!.manageable !== false && request.auth!.permissions.has(`users:${action}`);
        return ok({
          ...user!,
          can: {
            update: can('update'),
            delete: can('delete') && row.id !== request.auth!.user.id,
            comment: request.auth!.permissions.has('users:comment'),
          },
        });
      },
    });

    r.get('/users/current', {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The signed-in user, with their permissions',
        querystring: CurrentQuerySchema,
        response: responses(envelope(CurrentUserSchema), 400, 401),
      },
      handler: async (request) => {
        const auth = requireAuth(request);
        const current = await services.users.currentUser(auth.user, {
          locale: request.query.locale,
          permissions: [...auth.permissions],
          withInstitute: request.query.includes.includes('institute'),
        });
        return ok(current);
      },
    });
  };
}

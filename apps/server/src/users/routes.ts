import {
  CurrentUserSchema,
  envelope,
  IdParamsSchema,
  listEnvelope,
  readQuerySchema,
  UserReadQuerySchema,
  UsersQuerySchema,
  UserWithIncludesSchema,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/guard.js';
import { ok, page } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { responses } from '../http/responses.js';
import type { Services } from '../services.js';
import { listUsers, withIncludes } from './list.js';

const CurrentQuerySchema = readQuerySchema(['institute']);

/** Users: the signed-in user's own account, the list and one user. */
export function userRoutes(services: Services) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/users', {
      config: { access: 'users:list' },
      schema: {
        tags: ['users'],
        querystring: UsersQuerySchema,
        response: responses(listEnvelope(UserWithIncludesSchema), 400, 401, 403),
      },
      handler: async (request) => {
        const { payload, ...pagination } = await listUsers(
          services,
          request.query,
          requireAuth(request),
        );
        return page(payload, pagination);
      },
    });

    r.get('/users/:id', {
      config: { access: 'users:read' },
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        querystring: UserReadQuerySchema,
        response: responses(envelope(UserWithIncludesSchema), 400, 401, 403, 404),
      },
      handler: async (request) => {
        const row = await services.users.findById(request.params.id);
        if (!row) throw notFound('User');
        const [user] = await withIncludes(
          services,
          [row],
          request.query.includes,
          request.query.locale,
          requireAuth(request),
        );
        return ok(user);
      },
    });

    r.get('/users/current', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
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

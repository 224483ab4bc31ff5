import {
  envelope,
  IdParamsSchema,
  listEnvelope,
  PermissionSchema,
  RoleCreateSchema,
  RolePermissionsBodySchema,
  RoleReadQuerySchema,
  RoleSchema,
  RolesQuerySchema,
  RoleUpdateSchema,
  RoleWriteQuerySchema,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/guard.js';
import { ok, page } from '../http/envelope.js';
import { responses } from '../http/responses.js';
import { contextOf } from '../resources/context.js';
import { servedResource } from '../resources/registry.js';
import { resourceStore } from '../resources/store.js';
import type { Services } from '../services.js';
import { createRoleRepository } from './repository.js';

const RoleIdParams = z.object({ roleId: IdParamsSchema.shape.id });

/** Roles: a named set of permissions, and `roles/{roleId}/permissions` to read and set it. */
export function roleRoutes(services: Services) {
  const roles = createRoleRepository(services);
  const permissions = resourceStore(services, servedResource('permissions'));

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['roles'];

    r.get('/roles', {
      config: { access: 'roles:list' },
      schema: {
        tags,
        querystring: RolesQuerySchema,
        response: responses(listEnvelope(RoleSchema), 400, 401, 403),
      },
      handler: async (request) => {
        const { payload, ...p } = await roles.list(request.query);
        return page(payload, p);
      },
    });

    r.post('/roles', {
      config: { access: 'roles:create' },
      schema: {
        tags,
        querystring: RoleWriteQuerySchema,
        body: RoleCreateSchema,
        response: responses(envelope(RoleSchema), 401, 403, 409),
      },
      handler: async (request) =>
        ok(
          await roles.create(
            request.body,
            requireAuth(request),
            request.id,
            contextOf(request).locale,
          ),
        ),
    });

    r.get('/roles/:id', {
      config: { access: 'roles:read' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: RoleReadQuerySchema,
        response: responses(envelope(RoleSchema), 400, 401, 403, 404),
      },
      handler: async (request) =>
        ok(await roles.get(request.params.id, request.query.includes, request.query.locale)),
    });

    for (const method of ['PUT', 'PATCH'] as const) {
      r.route({
        method,
        url: '/roles/:id',
        config: { access: 'roles:update' },
        schema: {
          tags,
          params: IdParamsSchema,
          querystring: RoleWriteQuerySchema,
          body: RoleUpdateSchema,
          response: responses(envelope(RoleSchema), 401, 403, 404, 409),
        },
        handler: async (request) =>
          ok(
            await roles.update(
              request.params.id,
              request.body,
              requireAuth(request),
              request.id,
              contextOf(request).locale,
            ),
          ),
      });
    }

    r.delete('/roles/:id', {
      config: { access: 'roles:delete' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: RoleWriteQuerySchema,
        response: responses(envelope(RoleSchema), 401, 403, 404, 409),
      },
      handler: async (request) => {
        const ctx = contextOf(request);
        return ok(await roles.remove(request.params.id, ctx.auth.user.id, request.id, ctx.locale));
      },
    });

    r.get('/roles/:roleId/permissions', {
      config: { access: 'roles:read' },
      schema: {
        tags,
        params: RoleIdParams,
        response: responses(listEnvelope(PermissionSchema), 401, 403, 404),
      },
      handler: async (request) => {
        const ctx = contextOf(request);
        const role = await roles.get(request.params.roleId, ['permissions'], ctx.locale);
        const names = role.permissions ?? [];
        const rows = names.length
          ? await services.db
              .selectFrom('permissions')
              .selectAll()
              .where('name', 'in', names)
              .where('deletedAt', 'is', null)
              .orderBy('name')
              .execute()
          : [];
        const payload = await permissions.present(rows as never, ctx, []);
        return page(payload, {
          page: 1,
          pageSize: Math.max(payload.length, 1),
          total: payload.length,
        });
      },
    });

    // The seed's client may POST where a REST client would PUT: both set the whole list.
    for (const method of ['PUT', 'POST'] as const) {
      r.route({
        method,
        url: '/roles/:roleId/permissions',
        config: { access: 'roles:update' },
        schema: {
          tags,
          params: RoleIdParams,
          querystring: RoleWriteQuerySchema,
          body: RolePermissionsBodySchema,
          response: responses(envelope(RoleSchema), 401, 403, 404, 409),
        },
        handler: async (request) =>
          ok(
            await roles.setPermissions(
              request.params.roleId,
              request.body.permissions,
              requireAuth(request),
              request.id,
              contextOf(request).locale,
            ),
          ),
      });
    }
  };
}

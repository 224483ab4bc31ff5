import {
  envelope,
  IdParamsSchema,
  listEnvelope,
  PermissionSchema,
  RolePermissionsBodySchema,
  RoleSchema,
  RoleWriteQuerySchema,
  type Resource,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { responses } from '../../../http/responses.js';
import { contextOf } from '../../context.js';
import type { ServerResource } from '../../server-resource.js';
import { resourceStore, type ResourceStore } from '../../store.js';
import type { Services } from '../../../services.js';
import { checkGrants, writeGrants } from './role-grants.js';

const RoleIdParams = z.object({ roleId: IdParamsSchema.shape.id });

/** `roles/{roleId}/permissions`: a role's permissions as records, and setting the whole list. */
export function rolePermissionRoutes(
  app: FastifyInstance,
  services: Services,
  roles: ResourceStore,
  served: (path: Resource) => ServerResource,
) {
  const permissions = resourceStore(services, served('permissions'));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  r.get('/roles/:roleId/permissions', {
    config: { access: 'roles:read' },
    schema: {
      tags,
      summary: "Roles: a role's permissions",
      params: RoleIdParams,
      response: responses(listEnvelope(PermissionSchema), 401, 403, 404),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      const role = await roles.find(request.params.roleId, ctx);
      if (!role) throw notFound('Role');
      const rows = await services.db
        .selectFrom('permissions')
        .innerJoin('rolePermissions as rp', 'rp.permissionId', 'permissions.id')
        .selectAll('permissions')
        .where('rp.roleId', '=', role.id)
        .where('permissions.deletedAt', 'is', null)
        .orderBy('permissions.name')
        .execute();
      const payload = await permissions.present(rows as never, ctx, []);
      return page(payload, {
        page: 1,
        pageSize: Math.max(payload.length, 1),
        total: payload.length,
      });
    },
  });

  // The seed's client may POST where a REST client would PUT: both set the whole list. Unlike
  // an update giving `permissions`, only the `permissions` entry goes into the history.
  for (const method of ['PUT', 'POST'] as const) {
    r.route({
      method,
      url: '/roles/:roleId/permissions',
      config: { access: 'roles:update' },
      schema: {
        tags,
        summary: "Roles: set a role's permissions",
        params: RoleIdParams,
        querystring: RoleWriteQuerySchema,
        body: RolePermissionsBodySchema,
        response: responses(envelope(RoleSchema), 401, 403, 404, 409),
      },
      handler: async (request) => {
        const ctx = contextOf(request);
        const role = await roles.find(request.params.roleId, ctx);
        if (!role) throw notFound('Role');
        const names = request.body.permissions;
        await checkGrants(services.db, names, { ...ctx, existing: role });
        await services.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('roles')
            .set({ updatedAt: new Date().toISOString() })
            .where('id', '=', role.id)
            .execute();
          await writeGrants(trx, role.id, names, ctx);
        });
        return ok(await roles.get(role.id, ctx, ['permissions']));
      },
    });
  }
}

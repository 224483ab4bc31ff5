import { permissions } from '@caffee/contract';
import { forbidden } from '../http/errors.js';
import { holdsEvery } from './access/roles/grants.js';
import type { Services } from '../services.js';
import type { RequestContext, Row } from './server-resource.js';
import { serverResource } from './server-resource.js';

/**
 * Renaming a permission gives its new name to every role holding it: a grant of a name the
 * caller does not hold, so only a holder of every permission may rename one that is held.
 */
async function checkRename(
  services: Services,
  values: Record<string, unknown>,
  ctx: RequestContext & { existing?: Row },
) {
  const { existing } = ctx;
  if (!existing || values.name === undefined || values.name === existing.name) return;
  if (holdsEvery(ctx.auth)) return;
  const held = await services.db
    .selectFrom('rolePermissions as rp')
    .innerJoin('roles as r', 'r.id', 'rp.roleId')
    .select('rp.roleId')
    .where('rp.permissionId', '=', existing.id)
    .where('r.deletedAt', 'is', null)
    .executeTakeFirst();
  if (held) {
    throw forbidden(
      'Only a holder of every permission can rename a permission that roles hold: ' +
        'they would all receive the new name',
    );
  }
}

/** `permissions`: built-in ones (the product checks them) keep their names forever. */
export const permissionsResource = serverResource({
  contract: permissions,
  table: 'permissions',
  derive: (values) => {
    if (typeof values.name !== 'string') return {};
    const [resource, action] = values.name.split(':');
    return { resource, action };
  },
  validate: async (services, values, ctx) => {
    await checkRename(services, values, ctx);
  },
  protect: (row, change, values) => {
    if (!row.builtIn) return undefined;
    if (change === 'delete') return 'A built-in permission cannot be deleted';
    if (values?.name !== undefined && values.name !== row.name) {
      return 'A built-in permission cannot be renamed';
    }
    return undefined;
  },
});

import type { Translations } from '@caffee/contract';
import { LOCALES, pickTranslation, roles } from '@caffee/contract';
import { randomUUID } from 'node:crypto';
import { conflict, invalidField } from '../../../http/errors.js';
import { translatedColumn, translationsOf } from '../../fields.js';
import type { IncludeLoader, Row } from '../../server-resource.js';
import { serverResource } from '../../server-resource.js';
import type { Services } from '../../../services.js';
import {
  checkGrants,
  permissionCountInclude,
  permissionsInclude,
  systemTypeOf,
  userCountInclude,
  userCounts,
  writeGrants,
} from './role-grants.js';
import { rolePermissionRoutes } from './routes.js';

const NAME_COLUMNS = LOCALES.map((l) => translatedColumn('name', l));

/** Whether a write's columns change the role's name in some language. */
const renames = (existing: Row, values: Record<string, unknown>) =>
  NAME_COLUMNS.some((c) => c in values && (values[c] ?? null) !== (existing[c] ?? null));

/**
 * Refuses (409) a name that another live role already reads as, in any language, counting
 * the fallback: a role named only in Afaan Oromoo reads so in English too. Roles are few.
 * (A unique index per language holds stored names against two saves at once.)
 */
async function mustBeUnique(services: Services, names: Translations, except?: number) {
  let qb = services.db
    .selectFrom('roles')
    .select(['id', 'nameOm', 'nameEn', 'nameAm'])
    .where('deletedAt', 'is', null);
  if (except !== undefined) qb = qb.where('id', '<>', except);
  const others = await qb.execute();
  const fold = (t: string) => t.trim().toLocaleLowerCase();
  for (const locale of LOCALES) {
    const mine = fold(pickTranslation(names, locale));
    if (others.some((o) => fold(pickTranslation(translationsOf(o, 'name'), locale)) === mine)) {
      throw conflict('A role with this name already exists');
    }
  }
}

const systemTypeInclude: IncludeLoader = async (_services, rows) =>
  new Map(rows.map((row) => [row.id, systemTypeOf(row)]));

/**
 * `roles`: a named set of permissions (`permissions` in a body is the whole list, written
 * with the role; `roles/{roleId}/permissions` reads and sets it alone). Nobody grants what
 * they do not hold (grants.ts); the seeded system roles are never deleted, and the
 * Administrator keeps its name and every permission.
 */
export const rolesResource = serverResource({
  contract: roles,
  table: 'roles',
  // A system role is told by its key (systemTypeOf), which the API does not show.
  rowColumns: ['key'],
  defaultIncludes: ['userCount', 'permissionCount', 'systemType'],
  includes: {
    permissions: permissionsInclude,
    userCount: userCountInclude,
    permissionCount: permissionCountInclude,
    systemType: systemTypeInclude,
  },
  writeIncludes: ['permissions'],
  // The key is unique and never shown: a system role's English name, else a generated one.
  prepare: (body, existing) => (existing ? body : { ...body, key: `role-${randomUUID()}` }),
  historyOmits: ['key'],
  validate: async (services, values, ctx) => {
    const { existing, body } = ctx;
    if (body.permissions !== undefined) {
      await checkGrants(services.db, body.permissions as string[], ctx);
    }
    if (existing && !renames(existing, values)) return;
    const names = translationsOf({ ...existing, ...values } as Row, 'name');
    // A name cannot be emptied in every language by naming only some of them.
    if (!LOCALES.some((l) => names[l])) throw invalidField('name', 'oneLanguage');
    await mustBeUnique(services, names, existing?.id);
  },
  protect: async (row, change, values, services) => {
    if (change === 'update') {
      const renamed = systemTypeOf(row) === 'admin' && values && renames(row, values);
      return renamed ? 'The Administrator role keeps its name' : undefined;
    }
    if (Number(row.isSystem) === 1) return 'A system role cannot be deleted';
    const users = await userCounts(services.db, [row.id]);
    return users.get(row.id) ? 'Move the users of this role to another role first' : undefined;
  },
  childFields: ['permissions'],
  childrenWithHistory: ['permissions'],
  afterWrite: async (trx, row, body, ctx) => {
    if (body.permissions !== undefined) {
      await writeGrants(trx, row.id, body.permissions as string[], ctx);
    }
  },
  extend: rolePermissionRoutes,
});

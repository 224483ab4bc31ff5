import { SYSTEM_ROLES } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import { forbidden, HttpError, invalidField } from '../../../http/errors.js';
import type { IncludeLoader, RequestContext, Row } from '../../server-resource.js';
import { mustHold } from './grants.js';

type SystemType = keyof typeof SYSTEM_ROLES;

/** The user type a system role is for, by its key (its English name at the seed); else null. */
export const systemTypeOf = (row: Row): SystemType | null =>
  Number(row.isSystem) === 1
    ? ((Object.keys(SYSTEM_ROLES) as SystemType[]).find((t) => SYSTEM_ROLES[t] === row.key) ?? null)
    : null;

/** The names of the live permissions each role holds, sorted as the API lists them. */
export async function grantedNames(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('rolePermissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .select(['rp.roleId', 'p.name'])
    .where('rp.roleId', 'in', [...ids])
    .where('p.deletedAt', 'is', null)
    .execute();
  for (const r of rows) out.get(r.roleId)?.push(r.name);
  // Sorted here, not by SQL: PostgreSQL's collation would order `:` and `-` otherwise.
  for (const names of out.values()) names.sort();
  return out;
}

/** `includes[]=permissions`: the names each role of a page holds. */
export const permissionsInclude: IncludeLoader = (services, rows) =>
  grantedNames(
    services.db,
    rows.map((r) => r.id),
  );

/** Each role's count from rows of `(roleId, n)`; 0 for a role without a row. */
const tally = (ids: readonly number[], found: { roleId: number | null; n: unknown }[]) =>
  new Map(ids.map((id) => [id, Number(found.find((f) => f.roleId === id)?.n ?? 0)]));

/** How many live users each role has. */
export async function userCounts(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const found = await db
    .selectFrom('users')
    .select(['roleId', (eb) => eb.fn.countAll().as('n')])
    .where('roleId', 'in', [...ids])
    .where('deletedAt', 'is', null)
    .groupBy('roleId')
    .execute();
  return tally(ids, found);
}

export const userCountInclude: IncludeLoader = (services, rows) =>
  userCounts(
    services.db,
    rows.map((r) => r.id),
  );

/** `permissionCount`: how many live permissions each role of a page holds. */
export const permissionCountInclude: IncludeLoader = async (services, rows) => {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return new Map();
  const found = await services.db
    .selectFrom('rolePermissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .select(['rp.roleId', (eb) => eb.fn.countAll().as('n')])
    .where('rp.roleId', 'in', ids)
    .where('p.deletedAt', 'is', null)
    .groupBy('rp.roleId')
    .execute();
  return tally(ids, found);
};

/**
 * Refuses a change of a role's permissions the caller may not make. Adding is granting: only
 * permissions the caller holds, and never to the caller's own role. The Administrator role
 * always holds every permission.
 */
export async function checkGrants(
  db: Kysely<Database>,
  names: readonly string[],
  ctx: RequestContext & { existing?: Row },
) {
  const { existing, auth } = ctx;
  if (existing && systemTypeOf(existing) === 'admin') {
    throw new HttpError(409, 'conflict', 'The Administrator role always has every permission');
  }
  const before = existing ? ((await grantedNames(db, [existing.id])).get(existing.id) ?? []) : [];
  const added = names.filter((n) => !before.includes(n));
  const changed = added.length > 0 || before.some((n) => !names.includes(n));
  if (existing && changed && auth.user.roleId === existing.id) {
    throw forbidden('You cannot change the permissions of your own role');
  }
  mustHold(auth, added, 'You cannot grant');
}

/** The ids of permissions named; an unknown name is a 422 on `permissions`. */
async function permissionIds(trx: Kysely<Database>, names: readonly string[]) {
  if (names.length === 0) return [];
  const rows = await trx
    .selectFrom('permissions')
    .select(['id', 'name'])
    .where('name', 'in', names)
    .where('deletedAt', 'is', null)
    .execute();
  const missing = names.find((n) => !rows.some((r) => r.name === n));
  if (missing !== undefined)
    throw invalidField('permissions', 'unknownPermission', { name: missing });
  return rows.map((r) => r.id);
}

/**
 * Sets a role's whole list of permissions, in its write's transaction, with a `permissions`
 * history entry when it changed; it takes effect on its users' very next request.
 */
export async function writeGrants(
  trx: Kysely<Database>,
  roleId: number,
  names: readonly string[],
  ctx: RequestContext,
) {
  const after = [...new Set(names)].sort();
  const ids = await permissionIds(trx, after);
  const before = (await grantedNames(trx, [roleId])).get(roleId) ?? [];
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await trx.deleteFrom('rolePermissions').where('roleId', '=', roleId).execute();
  if (ids.length > 0) {
    await trx
      .insertInto('rolePermissions')
      .values(ids.map((permissionId) => ({ roleId, permissionId })))
      .execute();
  }
  await recordAudit(trx, {
    resource: 'roles',
    recordId: roleId,
    action: 'permissions',
    actorId: ctx.auth.user.id,
    requestId: ctx.requestId,
    before: { permissions: before },
    after: { permissions: after },
  });
}

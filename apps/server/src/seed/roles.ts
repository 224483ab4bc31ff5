import type { Translations } from '@caffee/contract';
import { allPermissions, RECORD_METAS, SYSTEM_ROLES } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * What the seeded Institute and Member roles start with (docs/permissions.md): each record
 * type's declared `grants`, and reading files. Records are further scoped to the caller's
 * institute or to the member's own in the data layer.
 */
export const DEFAULT_GRANTS: Record<'institute' | 'member', Set<string>> = {
  institute: grantsOf('institute'),
  member: grantsOf('member'),
};

function grantsOf(type: 'institute' | 'member'): Set<string> {
  return new Set([
    'files:read',
    ...RECORD_METAS.flatMap((meta) =>
      (meta.grants[type] ?? []).map((action) => `${meta.path}:${action}`),
    ),
  ]);
}

/**
 * The system roles' names as a new installation gets them (migration 0015 gives them to older
 * ones). The role is found by its key, `SYSTEM_ROLES[type]`, so administrators may reword the
 * Institute and Member names and nothing breaks.
 */
export const SYSTEM_ROLE_NAMES: Record<keyof typeof SYSTEM_ROLES, Translations> = {
  admin: { om: 'Bulchaa', en: 'Administrator', am: 'አስተዳዳሪ' },
  institute: { om: 'Dhaabbata', en: 'Institute', am: 'ተቋም' },
  member: { om: 'Miseensa', en: 'Member', am: 'አባል' },
};

/**
 * Keeps the permission list and the three system roles in step with the code. Runs at
 * every start: new permissions reach Administrator always and the other system roles by
 * their defaults; grants an admin removed are never re-added.
 */
export async function ensureRolesAndPermissions(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = new Set(
      (await trx.selectFrom('permissions').select('name').execute()).map((p) => p.name),
    );
    const added = allPermissions().filter((name) => !existing.has(name));
    if (added.length > 0) {
      await trx
        .insertInto('permissions')
        .values(
          added.map((name) => {
            const [resource = '', action = ''] = name.split(':');
            return { name, resource, action, builtIn: 1, createdBy: null };
          }),
        )
        .execute();
    }
    const permissionIds = new Map(
      (await trx.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [
        p.name,
        p.id,
      ]),
    );

    for (const [type, key] of Object.entries(SYSTEM_ROLES) as [
      keyof typeof SYSTEM_ROLES,
      string,
    ][]) {
      let role = await trx
        .selectFrom('roles')
        .select('id')
        .where('key', '=', key)
        .executeTakeFirst();
      const created = !role;
      const names = SYSTEM_ROLE_NAMES[type];
      role ??= await trx
        .insertInto('roles')
        .values({
          key,
          nameOm: names.om,
          nameEn: names.en,
          nameAm: names.am,
          isSystem: 1,
          createdBy: null,
          deletedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const wanted =
        type === 'admin'
          ? [...permissionIds.keys()]
          : [...DEFAULT_GRANTS[type]].filter((p) => created || added.includes(p as never));
      const granted = new Set(
        (
          await trx
            .selectFrom('rolePermissions')
            .select('permissionId')
            .where('roleId', '=', role.id)
            .execute()
        ).map((g) => g.permissionId),
      );
      const rows = wanted
        .map((p) => permissionIds.get(p))
        .filter((id): id is number => id !== undefined && !granted.has(id))
        .map((permissionId) => ({ roleId: role.id, permissionId }));
      if (rows.length > 0) await trx.insertInto('rolePermissions').values(rows).execute();
    }
  });
}

/** The id of a system role by user type. */
export async function systemRoleId(
  db: Kysely<Database>,
  type: keyof typeof SYSTEM_ROLES,
): Promise<number> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('key', '=', SYSTEM_ROLES[type])
    .executeTakeFirstOrThrow();
  return row.id;
}

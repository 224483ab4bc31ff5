import type { ListQuery, Role, RoleCreate } from '@caffee/contract';
import { SYSTEM_ROLES } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { auditHistoryOf, recordAudit } from '../audit/audit-log.js';
import type { AuthContext } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../http/errors.js';
import type { ListFields } from '../http/list-query.js';
import { runList } from '../http/list-query.js';
import type { Services } from '../services.js';
import { mustHold } from './grants.js';

type RoleRow = {
  id: number;
  name: string;
  description: string | null;
  isSystem: number;
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
};

export const ROLE_FIELDS: ListFields = {
  fields: {
    id: { column: 'roles.id', kind: 'number' },
    name: { column: 'roles.name', kind: 'string' },
    isSystem: {
      column: 'roles.isSystem',
      kind: 'number',
      alias: (v) => (v === 'true' ? '1' : v === 'false' ? '0' : v),
    },
    createdAt: { column: 'roles.createdAt', kind: 'date' },
    updatedAt: { column: 'roles.updatedAt', kind: 'date' },
  },
  search: ['roles.name', 'roles.description'],
};

/** The Administrator role always holds every permission and keeps its name. */
const isAdministrator = (row: { name: string; isSystem: number }) =>
  row.isSystem === 1 && row.name === SYSTEM_ROLES.admin;

export function createRoleRepository(services: Services) {
  const db = services.db;

  async function permissionIds(names: readonly string[], trx: Kysely<Database>) {
    const unique = [...new Set(names)];
    if (unique.length === 0) return [];
    const rows = await trx
      .selectFrom('permissions')
      .select(['id', 'name'])
      .where('name', 'in', unique)
      .where('deletedAt', 'is', null)
      .execute();
    const missing = unique.filter((n) => !rows.some((r) => r.name === n));
    if (missing.length > 0)
      throw invalidField('permissions', 'unknownPermission', { name: missing[0] ?? '' });
    return rows.map((r) => r.id);
  }

  async function present(rows: RoleRow[], includes: readonly string[]): Promise<Role[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [users, grants, history] = await Promise.all([
      db
        .selectFrom('users')
        .select(['roleId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('roleId', 'in', ids)
        .where('deletedAt', 'is', null)
        .groupBy('roleId')
        .execute(),
      db
        .selectFrom('rolePermissions as rp')
        .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
        .select(['rp.roleId', 'p.name'])
        .where('rp.roleId', 'in', ids)
        .where('p.deletedAt', 'is', null)
        .execute(),
      includes.includes('auditHistory') ? auditHistoryOf(db, 'roles', ids) : undefined,
    ]);
    return rows.map((row) => {
      const names = grants
        .filter((g) => g.roleId === row.id)
        .map((g) => g.name)
        .sort();
      const role: Role = {
        id: row.id,
        name: row.name,
        description: row.description,
        isSystem: row.isSystem === 1,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        createdBy: row.createdBy,
        userCount: Number(users.find((u) => u.roleId === row.id)?.n ?? 0),
        permissionCount: names.length,
      };
      if (includes.includes('permissions')) role.permissions = names;
      if (history) role.auditHistory = history.get(row.id) ?? [];
      return role;
    });
  }

  const live = () => db.selectFrom('roles').where('roles.deletedAt', 'is', null);

  async function mustFind(id: number, trx: Kysely<Database> = db): Promise<RoleRow> {
    const row = await trx
      .selectFrom('roles')
      .select(['id', 'name', 'description', 'isSystem', 'createdAt', 'updatedAt', 'createdBy'])
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('Role');
    return row;
  }

  async function nameTaken(name: string, except?: number) {
    let qb = live().select('id').where('name', '=', name);
    if (except !== undefined) qb = qb.where('id', '<>', except);
    return (await qb.executeTakeFirst()) !== undefined;
  }

  async function setGrants(trx: Kysely<Database>, roleId: number, ids: number[]) {
    await trx.deleteFrom('rolePermissions').where('roleId', '=', roleId).execute();
    if (ids.length > 0) {
      await trx
        .insertInto('rolePermissions')
        .values(ids.map((permissionId) => ({ roleId, permissionId })))
        .execute();
    }
  }

  return {
    async list(query: ListQuery) {
      const result = await runList<RoleRow>(
        live(),
        (qb) => qb.selectAll('roles'),
        query,
        ROLE_FIELDS,
        {
          kind: services.kind,
          idColumn: 'roles.id',
        },
      );
      return { ...result, payload: await present(result.rows, query.includes) };
    },

    async get(id: number, includes: readonly string[]) {
      const [role] = await present([await mustFind(id)], includes);
      return role as Role;
    },

    async create(body: RoleCreate, auth: AuthContext, requestId: string) {
      const actorId = auth.user.id;
      mustHold(auth, body.permissions ?? [], 'You cannot grant');
      if (await nameTaken(body.name)) throw conflict('A role with this name already exists');
      const id = await db.transaction().execute(async (trx) => {
        const ids = await permissionIds(body.permissions ?? [], trx);
        const now = new Date().toISOString();
        const row = await trx
          .insertInto('roles')
          .values({
            name: body.name,
            description: body.description ?? null,
            isSystem: 0,
            createdAt: now,
            updatedAt: now,
            createdBy: actorId,
            deletedAt: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setGrants(trx, row.id, ids);
        await recordAudit(trx, {
          resource: 'roles',
          recordId: row.id,
          action: 'create',
          actorId,
          requestId,
          after: {
            name: body.name,
            description: body.description ?? null,
            permissions: body.permissions ?? [],
          },
        });
        return row.id;
      });
      return this.get(id, ['permissions']);
    },

    async update(id: number, body: Partial<RoleCreate>, auth: AuthContext, requestId: string) {
      const actorId = auth.user.id;
      const existing = await mustFind(id);
      if (isAdministrator(existing) && body.name !== undefined && body.name !== existing.name) {
        throw new HttpError(409, 'conflict', 'The Administrator role keeps its name');
      }
      if (body.name !== undefined && (await nameTaken(body.name, id))) {
        throw conflict('A role with this name already exists');
      }
      if (body.permissions !== undefined)
        await this.setPermissions(id, body.permissions, auth, requestId);
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
      };
      if (Object.keys(changes).length > 0) {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('roles')
            .set({ ...changes, updatedAt: new Date().toISOString() })
            .where('id', '=', id)
            .execute();
          await recordAudit(trx, {
            resource: 'roles',
            recordId: id,
            action: 'update',
            actorId,
            requestId,
            before: { name: existing.name, description: existing.description },
            after: { name: existing.name, description: existing.description, ...changes },
          });
        });
      }
      return this.get(id, ['permissions']);
    },

    /**
     * Replaces a role's permissions; takes effect on its users' very next request. Adding
     * is granting: only permissions the caller holds, and never to the caller's own role.
     */
    async setPermissions(
      id: number,
      names: readonly string[],
      auth: AuthContext,
      requestId: string,
    ) {
      const actorId = auth.user.id;
      const existing = await mustFind(id);
      if (isAdministrator(existing)) {
        throw new HttpError(409, 'conflict', 'The Administrator role always has every permission');
      }
      const before = (await present([existing], ['permissions']))[0]?.permissions ?? [];
      const added = names.filter((n) => !before.includes(n));
      const changed = added.length > 0 || before.some((n) => !names.includes(n));
      if (changed && auth.user.roleId === id) {
        throw forbidden('You cannot change the permissions of your own role');
      }
      mustHold(auth, added, 'You cannot grant');
      await db.transaction().execute(async (trx) => {
        const ids = await permissionIds(names, trx);
        await setGrants(trx, id, ids);
        await trx
          .updateTable('roles')
          .set({ updatedAt: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, {
          resource: 'roles',
          recordId: id,
          action: 'permissions',
          actorId,
          requestId,
          before: { permissions: before },
          after: { permissions: [...new Set(names)].sort() },
        });
      });
      return this.get(id, ['permissions']);
    },

    async remove(id: number, actorId: number, requestId: string) {
      const existing = await mustFind(id);
      if (existing.isSystem === 1)
        throw new HttpError(409, 'conflict', 'A system role cannot be deleted');
      const role = await this.get(id, []);
      if (role.userCount > 0) {
        throw new HttpError(409, 'conflict', 'Move the users of this role to another role first');
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('roles')
          .set({ deletedAt: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, {
          resource: 'roles',
          recordId: id,
          action: 'delete',
          actorId,
          requestId,
        });
      });
      return role;
    },
  };
}

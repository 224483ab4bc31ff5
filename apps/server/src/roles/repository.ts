import type { ListQuery, Locale, Role, RoleCreate, Translations } from '@caffee/contract';
import { LOCALES, pickTranslation, ROLE_TRANSLATABLE, SYSTEM_ROLES } from '@caffee/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { auditHistoryOf, recordAudit } from '../audit/audit-log.js';
import type { AuthContext } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import type { RolesTable } from '../db/tables/accounts.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../http/errors.js';
import type { ListFields } from '../http/list-query.js';
import { runList } from '../http/list-query.js';
import { translatedColumn, translatedToColumns, translationsOf } from '../resources/fields.js';
import type { Services } from '../services.js';
import { mustHold } from './grants.js';

type RoleRow = Omit<Selectable<RolesTable>, 'deletedAt'>;

const ROW_COLUMNS = [
  'id',
  'key',
  'nameOm',
  'nameEn',
  'nameAm',
  'descriptionOm',
  'descriptionEn',
  'descriptionAm',
  'isSystem',
  'createdAt',
  'updatedAt',
  'createdBy',
] as const;

/** The columns of every language of a multilingual field. */
const inEveryLanguage = (field: string) =>
  LOCALES.map((l) => `roles.${translatedColumn(field, l)}`);

/** The roles list's fields: a name sorts in the reader's language and filters in any. */
export function roleFields(locale: Locale): ListFields {
  return {
    fields: {
      id: { column: 'roles.id', kind: 'number' },
      name: {
        column: `roles.${translatedColumn('name', locale)}`,
        columns: inEveryLanguage('name'),
        kind: 'string',
      },
      isSystem: {
        column: 'roles.isSystem',
        kind: 'number',
        alias: (v) => (v === 'true' ? '1' : v === 'false' ? '0' : v),
      },
      createdAt: { column: 'roles.createdAt', kind: 'date' },
      updatedAt: { column: 'roles.updatedAt', kind: 'date' },
    },
    search: [...inEveryLanguage('name'), ...inEveryLanguage('description')],
  };
}

type SystemType = keyof typeof SYSTEM_ROLES;
const systemTypeOf = (row: { key: string; isSystem: number }): SystemType | null =>
  row.isSystem === 1
    ? ((Object.keys(SYSTEM_ROLES) as SystemType[]).find((t) => SYSTEM_ROLES[t] === row.key) ?? null)
    : null;

/** The Administrator role always holds every permission and keeps its name. */
const isAdministrator = (row: { key: string; isSystem: number }) => systemTypeOf(row) === 'admin';

/** The multilingual columns a write sets from a body. */
const bodyColumns = (body: Partial<RoleCreate>, locale: Locale) => ({
  ...(body.name !== undefined ? translatedToColumns('name', body.name, locale) : {}),
  ...(body.description !== undefined
    ? translatedToColumns('description', body.description, locale)
    : {}),
});

/** The stored texts of a row, as the audit log keeps them. */
const textsOf = (row: RoleRow) =>
  Object.fromEntries(
    ROLE_TRANSLATABLE.flatMap((f) =>
      LOCALES.map((l) => {
        const column = translatedColumn(f, l);
        return [column, row[column as keyof RoleRow] ?? null];
      }),
    ),
  );

/** A unique key for a role administrators made: never shown, only needed to be unique. */
const newKey = () => `role-${randomUUID()}`;

/** Whether a database error is a unique constraint refusing a duplicate (SQLite, PostgreSQL). */
const isDuplicate = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

const NAME_TAKEN = 'A role with this name already exists';

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

  async function present(
    rows: RoleRow[],
    includes: readonly string[],
    locale: Locale,
  ): Promise<Role[]> {
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
      const name = translationsOf(row, 'name');
      const description = translationsOf(row, 'description');
      const role: Role = {
        id: row.id,
        name: pickTranslation(name, locale),
        description: pickTranslation(description, locale) || null,
        isSystem: row.isSystem === 1,
        systemType: systemTypeOf(row),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        createdBy: row.createdBy,
        userCount: Number(users.find((u) => u.roleId === row.id)?.n ?? 0),
        permissionCount: names.length,
      };
      if (includes.includes('permissions')) role.permissions = names;
      if (includes.includes('translations')) role.translations = { name, description };
      if (history) role.auditHistory = history.get(row.id) ?? [];
      return role;
    });
  }

  const live = () => db.selectFrom('roles').where('roles.deletedAt', 'is', null);

  async function mustFind(id: number, trx: Kysely<Database> = db): Promise<RoleRow> {
    const row = await trx
      .selectFrom('roles')
      .select(ROW_COLUMNS)
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('Role');
    return row;
  }

  /**
   * Refuses (409) a name that another live role already reads as, in any language, counting
   * the fallback: a role named only in Afaan Oromoo reads so in English too. Roles are few.
   */
  async function mustBeUnique(names: Translations, except?: number) {
    let qb = live().select(['id', 'nameOm', 'nameEn', 'nameAm']);
    if (except !== undefined) qb = qb.where('id', '<>', except);
    const others = await qb.execute();
    const fold = (t: string) => t.trim().toLocaleLowerCase();
    for (const locale of LOCALES) {
      const mine = fold(pickTranslation(names, locale));
      const taken = others.some(
        (o) => fold(pickTranslation(translationsOf(o, 'name'), locale)) === mine,
      );
      if (taken) throw conflict(NAME_TAKEN);
    }
  }

  /** A write that a unique index refused after all (two saves at once): the same 409. */
  async function noDuplicate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isDuplicate(err)) throw conflict(NAME_TAKEN);
      throw err;
    }
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
        (qb) => qb.select(ROW_COLUMNS.map((c) => `roles.${c}` as const)),
        query,
        roleFields(query.locale),
        {
          kind: services.kind,
          idColumn: 'roles.id',
        },
      );
      return { ...result, payload: await present(result.rows, query.includes, query.locale) };
    },

    async get(id: number, includes: readonly string[], locale: Locale) {
      const [role] = await present([await mustFind(id)], includes, locale);
      return role as Role;
    },

    /** `locale`: the language a plain-string name or description is written in, and read. */
    async create(body: RoleCreate, auth: AuthContext, requestId: string, locale: Locale) {
      const actorId = auth.user.id;
      mustHold(auth, body.permissions ?? [], 'You cannot grant');
      const texts = bodyColumns(body, locale);
      await mustBeUnique(translationsOf({ id: 0, ...texts }, 'name'));
      const id = await noDuplicate(() =>
        db.transaction().execute(async (trx) => {
          const ids = await permissionIds(body.permissions ?? [], trx);
          const now = new Date().toISOString();
          const row = await trx
            .insertInto('roles')
            .values({
              key: newKey(),
              ...texts,
              isSystem: 0,
              createdAt: now,
              updatedAt: now,
              createdBy: actorId,
              deletedAt: null,
            })
            .returning(ROW_COLUMNS)
            .executeTakeFirstOrThrow();
          await setGrants(trx, row.id, ids);
          await recordAudit(trx, {
            resource: 'roles',
            recordId: row.id,
            action: 'create',
            actorId,
            requestId,
            after: { ...textsOf(row), permissions: body.permissions ?? [] },
          });
          return row.id;
        }),
      );
      return this.get(id, ['permissions'], locale);
    },

    async update(
      id: number,
      body: Partial<RoleCreate>,
      auth: AuthContext,
      requestId: string,
      locale: Locale,
    ) {
      const actorId = auth.user.id;
      const existing = await mustFind(id);
      const changes = bodyColumns(body, locale);
      const after = { ...existing, ...changes };
      const names = translationsOf(after, 'name');
      const renamed = LOCALES.some((l) => names[l] !== translationsOf(existing, 'name')[l]);
      if (isAdministrator(existing) && renamed) {
        throw new HttpError(409, 'conflict', 'The Administrator role keeps its name');
      }
      // A name cannot be emptied in every language by naming only some of them.
      if (body.name !== undefined && !LOCALES.some((l) => names[l])) {
        throw invalidField('name', 'oneLanguage');
      }
      if (renamed) await mustBeUnique(names, id);
      if (body.permissions !== undefined)
        await this.setPermissions(id, body.permissions, auth, requestId, locale);
      if (Object.keys(changes).length > 0) {
        await noDuplicate(() =>
          db.transaction().execute(async (trx) => {
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
              before: textsOf(existing),
              after: textsOf(after),
            });
          }),
        );
      }
      return this.get(id, ['permissions'], locale);
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
      locale: Locale,
    ) {
      const actorId = auth.user.id;
      const existing = await mustFind(id);
      if (isAdministrator(existing)) {
        throw new HttpError(409, 'conflict', 'The Administrator role always has every permission');
      }
      const before = (await present([existing], ['permissions'], locale))[0]?.permissions ?? [];
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
      return this.get(id, ['permissions'], locale);
    },

    async remove(id: number, actorId: number, requestId: string, locale: Locale) {
      const existing = await mustFind(id);
      if (existing.isSystem === 1)
        throw new HttpError(409, 'conflict', 'A system role cannot be deleted');
      const role = await this.get(id, [], locale);
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

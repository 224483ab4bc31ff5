import type { ListQuery, Locale, UserWithIncludes } from '@caffee/contract';
import { GENDERS, MEMBER_TYPE_ALIAS, USER_STATUSES, USER_TYPES } from '@caffee/contract';
import { auditHistoryOf } from '../audit/audit-log.js';
import type { AuthContext } from '../auth/guard.js';
import type { UserRow } from '../db/database.js';
import type { ListFields } from '../http/list-query.js';
import { runList } from '../http/list-query.js';
import { manageRefusal } from '../roles/grants.js';
import type { Services } from '../services.js';
import { groupsOfUsers, localized, toUser } from './repository.js';

/** The users list's API fields and their columns. */
export const USER_FIELDS: ListFields = {
  fields: {
    id: { column: 'users.id', kind: 'number' },
    type: {
      column: 'users.type',
      kind: 'enum',
      values: USER_TYPES,
      alias: (v) => (v === MEMBER_TYPE_ALIAS ? 'member' : v),
    },
    status: { column: 'users.status', kind: 'enum', values: USER_STATUSES },
    roleId: { column: 'users.roleId', kind: 'number' },
    instituteId: { column: 'users.instituteId', kind: 'number' },
    kebeleId: { column: 'users.kebeleId', kind: 'number' },
    gender: { column: 'users.gender', kind: 'enum', values: GENDERS },
    name: { column: 'users.name', kind: 'string' },
    email: { column: 'users.email', kind: 'string' },
    createdAt: { column: 'users.createdAt', kind: 'date' },
    updatedAt: { column: 'users.updatedAt', kind: 'date' },
    lastLoginAt: { column: 'users.lastLoginAt', kind: 'date' },
  },
  search: ['users.name', 'users.email', 'users.phone'],
};

/**
 * Adds what `includes[]` asked for to a page of users, one query per include, and, for a
 * reader (`auth`), whether they may manage each account, so screens offer only that.
 */
export async function withIncludes(
  services: Services,
  rows: UserRow[],
  includes: readonly string[],
  locale: Locale,
  auth?: AuthContext,
): Promise<UserWithIncludes[]> {
  const ids = rows.map((r) => r.id);
  const want = new Set(includes);
  const [roles, institutes, groups, history] = await Promise.all([
    want.has('role') ? roleNames(services, rows, locale) : undefined,
    want.has('institute') ? instituteNames(services, rows, locale) : undefined,
    want.has('groups') ? groupsOfUsers(services.db, ids, locale) : undefined,
    want.has('auditHistory') ? auditHistoryOf(services.db, 'users', ids) : undefined,
  ]);
  const refusals = auth ? await refusalsOf(services, auth, rows) : undefined;
  return rows.map((row, i) => {
    const user: UserWithIncludes = { ...toUser(row), lastLoginAt: row.lastLoginAt };
    if (refusals) user.manageable = refusals[i] === undefined;
    if (roles) user.role = row.roleId === null ? null : (roles.get(row.roleId) ?? null);
    if (institutes) {
      user.institute = row.instituteId === null ? null : (institutes.get(row.instituteId) ?? null);
    }
    if (groups) user.groups = groups.get(row.id) ?? [];
    if (history) user.auditHistory = history.get(row.id) ?? [];
    return user;
  });
}

/**
 * Whether the reader may manage each account. Beyond oneself it depends only on the account's
 * type and role, so each pair is checked once (a page of members shares one role).
 */
async function refusalsOf(services: Services, auth: AuthContext, rows: UserRow[]) {
  const byPower = new Map<string, Promise<string | undefined>>();
  return Promise.all(
    rows.map((row) => {
      const key = `${row.type}:${row.roleId ?? ''}`;
      if (row.id === auth.user.id) return manageRefusal(services, auth, row);
      if (!byPower.has(key)) byPower.set(key, manageRefusal(services, auth, row));
      return byPower.get(key);
    }),
  );
}

/** Each role's name in the reader's language (with the fallback). */
async function roleNames(services: Services, rows: UserRow[], locale: Locale) {
  const ids = [...new Set(rows.map((r) => r.roleId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, { id: number; name: string }>();
  const roles = await services.db
    .selectFrom('roles')
    .select(['id', 'nameOm', 'nameEn', 'nameAm'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    roles.map((r) => [
      r.id,
      { id: r.id, name: localized({ om: r.nameOm, en: r.nameEn, am: r.nameAm }, locale) },
    ]),
  );
}

async function instituteNames(services: Services, rows: UserRow[], locale: Locale) {
  const ids = [
    ...new Set(rows.map((r) => r.instituteId).filter((id): id is number => id !== null)),
  ];
  if (ids.length === 0) return new Map<number, { id: number; name: string }>();
  const found = await services.db
    .selectFrom('institutes')
    .select(['id', 'nameOm', 'nameEn', 'nameAm'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    found.map((i) => [
      i.id,
      { id: i.id, name: localized({ om: i.nameOm, en: i.nameEn, am: i.nameAm }, locale) },
    ]),
  );
}

/** A page of users matching the query, as `auth` reads it. */
export async function listUsers(services: Services, query: ListQuery, auth: AuthContext) {
  const base = services.db.selectFrom('users').where('users.deletedAt', 'is', null);
  const result = await runList<UserRow>(base, (qb) => qb.selectAll('users'), query, USER_FIELDS, {
    kind: services.kind,
    idColumn: 'users.id',
  });
  const payload = await withIncludes(services, result.rows, query.includes, query.locale, auth);
  return { ...result, payload };
}

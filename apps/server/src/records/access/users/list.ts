import type { ListQuery, Resource, UserWithIncludes } from '@caffee/contract';
import {
  DEFAULT_LOCALE,
  USER_LIST_FIELDS,
  usersDeclaration,
  UserWithIncludesSchema,
} from '@caffee/contract';
import { auditHistoryOf } from '../../../audit/audit-log.js';
import { withHistoryNames } from '../../../audit/history-names.js';
import type { UserRow } from '../../../db/database.js';
import { runList } from '../../../http/list-query.js';
import { listFieldsOf } from '../../fields.js';
import { SERVED_RESOURCES } from '../../registry.js';
import type { RequestContext } from '../../server-resource.js';
import { manageRefusal } from '../roles/grants.js';
import type { Services } from '../../../services.js';
import { USER_REF_INCLUDES } from './names.js';
import { groupsOfUsers, toUser } from './repository.js';

/**
 * The users list's fields, columns and search, derived from the declaration as every record
 * type's are (no field is multilingual, so the language does not change them).
 */
const USER_FIELDS = listFieldsOf(
  { ...usersDeclaration, record: UserWithIncludesSchema },
  'users',
  DEFAULT_LOCALE,
  USER_LIST_FIELDS,
);

/** The served record types a user's history names (institutes, kebeles...). */
const peers = (path: Resource) => SERVED_RESOURCES.find((r) => r.contract.path === path);

/**
 * Adds what `includes[]` asked for to a page of users, one query per include, and, when
 * `manageable`, whether the reader may manage each account, so screens offer only that.
 */
export async function withIncludes(
  services: Services,
  rows: UserRow[],
  includes: readonly string[],
  ctx: RequestContext,
  options: { manageable?: boolean } = {},
): Promise<UserWithIncludes[]> {
  const ids = rows.map((r) => r.id);
  const want = new Set(includes);
  const loaded = await Promise.all(
    Object.entries(USER_REF_INCLUDES)
      .filter(([name]) => want.has(name))
      .map(async ([name, load]) => [name, await load(services, rows, ctx)] as const),
  );
  const [groups, history, pictures] = await Promise.all([
    want.has('groups') ? groupsOfUsers(services.db, ids, ctx.locale) : undefined,
    want.has('auditHistory') ? historyOf(services, rows, ctx) : undefined,
    want.has('pictureUrl') ? picturesOf(services, rows) : undefined,
  ]);
  const refusals = options.manageable ? await refusalsOf(services, ctx, rows) : undefined;
  return rows.map((row, i) => {
    const user: UserWithIncludes = { ...toUser(row), lastLoginAt: row.lastLoginAt };
    if (refusals) user.manageable = refusals[i] === undefined;
    for (const [name, values] of loaded) Object.assign(user, { [name]: values.get(row.id) });
    if (groups) user.groups = groups.get(row.id) ?? [];
    if (history) user.auditHistory = history[i] ?? [];
    if (pictures) user.pictureUrl = pictures.get(row.id) ?? null;
    return user;
  });
}

/** `pictureUrl`: each user's picture thumbnail link, one query for the page. */
async function picturesOf(services: Services, rows: UserRow[]) {
  const fileIds = rows.flatMap((r) => (r.pictureFileId === null ? [] : [r.pictureFileId]));
  const files = fileIds.length
    ? await services.db
        .selectFrom('files')
        .select(['id', 'thumbnailName'])
        .where('id', 'in', fileIds)
        .where('deletedAt', 'is', null)
        .execute()
    : [];
  const links = new Map(
    files.map((f) => [f.id, services.fileLinks.url(f.id, f.thumbnailName ? 'thumbnail' : 'file')]),
  );
  return new Map(rows.map((r) => [r.id, links.get(r.pictureFileId ?? -1) ?? null]));
}

/** Each user's history with the names of what its changes point at, as every record's. */
async function historyOf(services: Services, rows: UserRow[], ctx: RequestContext) {
  const all = await auditHistoryOf(
    services.db,
    'users',
    rows.map((r) => r.id),
  );
  const histories = rows.map((row) => all.get(row.id) ?? []);
  return withHistoryNames(services, usersDeclaration, peers, histories, ctx.locale);
}

/**
 * Whether the reader may manage each account. Beyond oneself it depends only on the account's
 * type, institute and role, so each such trio is checked once (a page of members shares one).
 */
async function refusalsOf(services: Services, { auth }: RequestContext, rows: UserRow[]) {
  const byPower = new Map<string, Promise<string | undefined>>();
  return Promise.all(
    rows.map((row) => {
      const key = `${row.type}:${row.instituteId ?? ''}:${row.roleId ?? ''}`;
      if (row.id === auth.user.id) return manageRefusal(services, auth, row);
      if (!byPower.has(key)) byPower.set(key, manageRefusal(services, auth, row));
      return byPower.get(key);
    }),
  );
}

/** A page of users matching the query, as the reader reads it. */
export async function listUsers(
  services: Services,
  query: ListQuery,
  ctx: RequestContext,
  /** An export's batch: no total counted, no "may manage" worked out for screens. */
  options: { batch?: boolean } = {},
) {
  const base = services.db.selectFrom('users').where('users.deletedAt', 'is', null);
  const result = await runList<UserRow>(base, (qb) => qb.selectAll('users'), query, USER_FIELDS, {
    kind: services.kind,
    idColumn: 'users.id',
    ...(options.batch ? { count: async () => 0 } : {}),
  });
  const payload = await withIncludes(services, result.rows, query.includes, ctx, {
    manageable: !options.batch,
  });
  return { ...result, payload };
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { grantedNames } from './access/roles/role-grants.js';
import type { Services } from '../services.js';
import { SERVED_RESOURCES } from './registry.js';
import type { RequestContext } from './server-resource.js';
import { resourceStore, type ResourceStore } from './store.js';

const stores = new WeakMap<Services, Map<string, ResourceStore>>();

/** The store of a served record type, made once per server (notifications ask it often). */
export function storeOf(services: Services, path: string): ResourceStore | undefined {
  const served = SERVED_RESOURCES.find((r) => r.contract.path === path);
  if (!served) return undefined;
  let mine = stores.get(services);
  if (!mine) stores.set(services, (mine = new Map()));
  let store = mine.get(path);
  if (!store) mine.set(path, (store = resourceStore(services, served)));
  return store;
}

/**
 * Which of `ids` (records of `resource`) the reader may read now, by the rule the API's read
 * applies: the type's `read` permission and its scope (`store.visible`); an account, by its
 * owner or a holder of `users:read`. What names a record to someone (a notification, its
 * mail, its digest) asks it before giving the record's current name. `db` is the
 * transaction the caller is in, if any.
 */
export async function readableNow(
  services: Services,
  resource: string,
  ids: readonly number[],
  reader: RequestContext,
  db: Kysely<Database> = services.db,
): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const { user, permissions } = reader.auth;
  if (resource === 'users') {
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', permissions.has('users:read') ? wanted : [user.id])
      .where('id', 'in', wanted)
      .where('deletedAt', 'is', null)
      .execute();
    return new Set(rows.map((r) => r.id));
  }
  const store = storeOf(services, resource);
  if (!store || !permissions.has(`${resource}:read`)) return new Set();
  const table = SERVED_RESOURCES.find((r) => r.contract.path === resource)?.table as string;
  const rows = (await store
    .visible(reader, db)
    .select(`${table}.id as id`)
    .where(`${table}.id`, 'in', wanted)
    .execute()) as { id: number }[];
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * A person's context as signing in gives it (their role's permissions), for work done on
 * their behalf outside a request (their digest mail); undefined for an account that cannot
 * sign in.
 */
export async function readerContext(
  db: Kysely<Database>,
  userId: number,
  requestId: string,
): Promise<RequestContext | undefined> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  const granted =
    user.roleId == null ? [] : ((await grantedNames(db, [user.roleId])).get(user.roleId) ?? []);
  return {
    auth: { user, permissions: new Set(granted), sessionId: '' },
    locale: user.locale,
    requestId,
  };
}

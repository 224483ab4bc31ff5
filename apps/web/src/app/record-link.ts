import { recordAnchor, type CurrentUser } from '@caffee/contract';
import { itemsForType, NAV_ITEMS, type NavItem } from './navigation';

/** The reader's notifications page, where a record with no page of theirs sends them. */
export const notificationsPath = (type: CurrentUser['type']) => `/${type}/notifications`;

const RESOURCE = /^[a-z][a-z-]*$/;

/**
 * Where a record lives for this user (`/go/{resource}/{id}`, the mails' and notifications'
 * links): its detail page in their type's layout (`/admin/complains/4`, a survey's answering
 * page for a member), else the list that shows it (an institute's questions are answered on
 * their list), their account for their own user record, else their notifications. Only pages
 * their role grants count.
 */
export function recordPathFor(
  user: Pick<CurrentUser, 'id' | 'type' | 'permissions'>,
  resource: string,
  /** None: the type's list (`/go/{resource}`, where an import's records are). */
  id?: number,
  items: readonly NavItem[] = NAV_ITEMS,
): string {
  const base = `/${user.type}`;
  const isId = id !== undefined && Number.isSafeInteger(id) && id >= 1;
  if (!RESOURCE.test(resource) || (id !== undefined && !isId)) {
    return notificationsPath(user.type);
  }
  if (resource === 'users' && id === user.id) return `${base}/account`;
  const granted = (permission?: string) => !permission || user.permissions.includes(permission);
  const paths = itemsForType(user.type, items)
    .filter((item) => granted(item.permission))
    .flatMap((item) => [
      item.path,
      ...(item.subPages ?? [])
        .filter((sub) => granted(sub.permission))
        .map((sub) => `${item.path}/${sub.path}`),
    ]);
  // A nested type's pages sit under their item (`address/regions/:id`).
  const named = (path: string, tail: string) => path === tail || path.endsWith(`/${tail}`);
  const detail =
    id === undefined ? undefined : paths.find((path) => named(path, `${resource}/:id`));
  if (detail) return `${base}/${detail.replace(':id', String(id))}`;
  const list = paths.find((path) => named(path, resource));
  if (!list) return notificationsPath(user.type);
  // On a list, the record's place in it (`recordAnchor`): the list brings it into view.
  return id === undefined ? `${base}/${list}` : `${base}/${list}#${recordAnchor(id)}`;
}

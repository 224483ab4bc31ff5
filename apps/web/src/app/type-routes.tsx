import type { UserType } from '@caffee/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from './guards';
import { itemsForType } from './navigation';

/** A registry page, rendered only when the role grants every permission it names. */
function guardedRoute(
  id: string,
  path: string,
  permissions: (string | undefined)[],
  Page: ComponentType,
): RouteObject {
  return {
    id,
    path,
    element: (
      <RequirePermission permissions={permissions.filter((p): p is string => Boolean(p))}>
        <Page />
      </RequirePermission>
    ),
  };
}

/**
 * The pages of one user type (`/admin/…`), from the registry. Loaded when the router first
 * meets a path under the type (see `patchRoutesOnNavigation` in ./router), so the registry,
 * the record declarations and the signed-in layout stay out of the login page's JavaScript.
 */
export function typeChildren(type: UserType): RouteObject[] {
  return itemsForType(type).flatMap((item) => [
    guardedRoute(`${type}-${item.key}`, item.path, [item.permission], item.page),
    ...(item.subPages ?? []).map((sub) =>
      guardedRoute(
        `${type}-${item.key}-${sub.key}`,
        `${item.path}/${sub.path}`,
        [item.permission, sub.permission],
        sub.page,
      ),
    ),
  ]);
}

import { LANDING_PATHS, type UserType } from '@caffee/contract';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequirePermission } from './guards';
import type { LazyPage } from '../components/lazy-page';
import { MainLayout } from './layouts/main-layout';
import { itemsForType } from './navigation';
import { notFoundRoute } from './not-found-route';
import type { PageHandle } from './preload-pages';
import { RecordLinks } from './record-links';

/** A registry page, rendered only when the role grants every permission it names. */
function guardedRoute(
  id: string,
  path: string,
  permissions: (string | undefined)[],
  Page: LazyPage,
): RouteObject {
  return {
    id,
    path,
    handle: { preload: Page.preload, prefetch: Page.prefetch } satisfies PageHandle,
    element: (
      <RequirePermission permissions={permissions.filter((p): p is string => Boolean(p))}>
        <Page />
      </RequirePermission>
    ),
  };
}

/** The pages of one user type (`/admin/…`), from the registry. */
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

const routesByType = new Map<UserType, RouteObject[]>();

/**
 * The routes under `/admin`, `/institute` or `/member`, relative to it: the signed-in layout of
 * the type with its pages, and "page not found" for any other address there. Built once per
 * type, on the first visit to it.
 */
export function typeRoutes(type: UserType): RouteObject[] {
  let routes = routesByType.get(type);
  if (!routes) {
    routes = [
      {
        id: type,
        element: (
          <RecordLinks>
            <MainLayout type={type} />
          </RecordLinks>
        ),
        children: [
          // The type's bare path goes to its landing page.
          { index: true, element: <Navigate replace to={LANDING_PATHS[type]} /> },
          ...typeChildren(type),
        ],
      },
      notFoundRoute,
    ];
    routesByType.set(type, routes);
  }
  return routes;
}

/**
 * A signed-in user's pages, loaded with the first of them (app/router.tsx): the layouts, the
 * menu and the registry of record types are not part of the app's start.
 */
export default function TypePages({ type }: { type: UserType }) {
  return useRoutes(typeRoutes(type));
}

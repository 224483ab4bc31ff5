import type { Locale, UserType } from '@caffee/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RequirePermission } from './guards';
import type { LazyPage } from '../components/lazy-page';
import { itemsForType } from './navigation';

/** What a page's route carries for the router's users: how to load its files and data early. */
export interface PageHandle {
  preload: LazyPage['preload'];
  prefetch?: LazyPage['prefetch'];
}

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

/**
 * Starts loading the pages the router has matched (the address the app opened on) and the data
 * their first screens show, into `client`'s cache, where the pages' own queries find it.
 */
export function preloadMatchedPages(
  matches: readonly { route: { handle?: unknown } }[],
  at: { client: QueryClient; search: string; locale: Locale },
): void {
  for (const { route } of matches) {
    const handle = route.handle as Partial<PageHandle> | undefined;
    void handle?.preload?.().catch(() => undefined);
    handle?.prefetch?.(at.client, new URLSearchParams(at.search), at.locale);
  }
}

import {
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  RECORD_LINK_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  USER_TYPES,
  type Locale,
  type UserType,
} from '@caffee/contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomeRedirect, RequireAuth } from './guards';
import { lazyPage } from '../components/lazy-page';
import { retryableLazy } from '../components/retryable-lazy';
import { LeaveForLogin } from './leave-for-login';
import { notFoundRoute } from './not-found-route';
import { preloadMatchedPages } from './preload-pages';
import { RootLayout } from './root-layout';
import { typeOfPath } from './user-type-path';

export { typeOfPath };

const RegisterPage = lazyPage(() => import('../pages/auth/register-page'));
const ForgotPasswordPage = lazyPage(() => import('../pages/auth/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('../pages/auth/reset-password-page'));
// The layouts, like the pages, load with the first page that is drawn in them.
const NoauthLayout = lazyPage(() =>
  import('./layouts/noauth-layout').then((m) => ({ default: m.NoauthLayout })),
);
// Where a record lives for the user depends on their type's pages (app/record-link.ts).
const GoToRecord = lazyPage(() =>
  import('./go-to-record').then((m) => ({ default: m.GoToRecord })),
);
// A signed-in type's layout, menu and pages (the registry of record types): loaded on the first
// visit to one, not with the app's start (src/main.ts asks for them beside it).
const { Component: TypePages } = retryableLazy<{ type: UserType }>(() => import('./type-routes'));

/** `/admin/…`, `/institute/…`, `/member/…`: the pages of the type, for its users only. */
function typeRoute(type: UserType): RouteObject {
  return {
    path: `/${type}/*`,
    element: (
      <RequireAuth type={type}>
        <TypePages type={type} />
      </RequireAuth>
    ),
  };
}

/** The app's routes; a type's own pages are those of its module (app/type-routes.tsx). */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <HomeRedirect /> },
        { path: LOGIN_PATH, element: <LeaveForLogin /> },
        { path: `${RECORD_LINK_PATH}/:resource/:id?`, element: <GoToRecord /> },
        {
          element: <NoauthLayout />,
          children: [
            { path: REGISTER_PATH, element: <RegisterPage /> },
            { path: FORGOT_PASSWORD_PATH, element: <ForgotPasswordPage /> },
            { path: RESET_PASSWORD_PATH, element: <ResetPasswordPage /> },
            { path: '/auth', element: <Navigate replace to={LOGIN_PATH} /> },
          ],
        },
        ...USER_TYPES.map(typeRoute),
        notFoundRoute,
      ],
    },
  ];
}

const ROUTES = appRoutes();

/**
 * Starts loading the page at an address (a type's page: its code, and the data its first
 * screen shows, into `client`'s cache), for the app's start: they then load while the session
 * is checked and the layout drawn, rather than after them.
 */
export async function preloadPageAt(
  { pathname, search }: { pathname: string; search: string },
  at: { client: QueryClient; locale: Locale },
): Promise<void> {
  const type = typeOfPath(pathname);
  if (!type) return;
  // The same module as the type's pages render (and src/main.ts asked for): one load.
  const pages = await import('./type-routes').catch(() => undefined);
  if (!pages) return;
  preloadMatchedPages(matchRoutes(pages.typeRoutes(type), pathname, `/${type}`) ?? [], {
    ...at,
    search,
  });
}

/**
 * The app's pages at the current address, under a `BrowserRouter` (or a `MemoryRouter` in
 * tests). Declared routes rather than React Router's data router: the app loads no route data
 * through the router (pages ask React Query), and the data router was half of the router's
 * 27 kB (compressed) in the chunk every signed-in screen waits for.
 */
export function AppRoutes() {
  return useRoutes(ROUTES);
}

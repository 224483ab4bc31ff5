import {
  FORGOT_PASSWORD_PATH,
  LANDING_PATHS,
  LOGIN_PATH,
  RECORD_LINK_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  USER_TYPES,
  type UserType,
} from '@caffee/contract';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { GoToRecord } from './go-to-record';
import { HomeRedirect, RequireAuth } from './guards';
import { MainLayout } from './layouts/main-layout';
import { lazyPage } from '../components/lazy-page';
import { LeaveForLogin } from './leave-for-login';
import { MinimalLayout } from './layouts/minimal-layout';
import { NoauthLayout } from './layouts/noauth-layout';
import { RecordLinks } from './record-links';
import { RootLayout } from './root-layout';
import { typeChildren } from './type-routes';

const RegisterPage = lazyPage(() => import('../pages/auth/register-page'));
const ForgotPasswordPage = lazyPage(() => import('../pages/auth/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('../pages/auth/reset-password-page'));
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'));

/** The type whose pages a path is under (`/admin/users` → admin), if any. */
export function typeOfPath(pathname: string): UserType | undefined {
  const first = pathname.split('/')[1];
  return USER_TYPES.find((type) => type === first);
}

/**
 * `/admin`, `/institute`, `/member`: the signed-in layout of the type and, when `withPages`,
 * its pages from the registry. The layout and the registry come with the app (the sign-in
 * page is a build of its own, src/pages/sign-in, so none of this weighs on it); each page's own files
 * load on demand.
 */
function typeRoute(type: UserType, withPages: boolean): RouteObject {
  return {
    id: type,
    path: `/${type}`,
    element: (
      <RequireAuth type={type}>
        <RecordLinks>
          <MainLayout type={type} />
        </RecordLinks>
      </RequireAuth>
    ),
    children: [
      // The type's bare path goes to its landing page, with its pages added or not.
      { index: true, element: <Navigate replace to={LANDING_PATHS[type]} /> },
      ...(withPages ? typeChildren(type) : []),
    ],
  };
}

/** The app's routes, with the pages of the types named (every type by default). */
export function appRoutes(withPagesOf: readonly UserType[] = USER_TYPES): RouteObject[] {
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
        ...USER_TYPES.map((type) => typeRoute(type, withPagesOf.includes(type))),
        { element: <MinimalLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

const routesByType = new Map<UserType | undefined, RouteObject[]>();

/**
 * The routes for an address: the pages of the type it is under only (`/admin/…` matches only
 * the administrator's), as a session works within its own type (the others' layouts send it
 * back). Built once per type, on the first visit to it: the app starts by building and matching
 * one type's pages, not all three.
 */
export function routesFor(pathname: string): RouteObject[] {
  const type = typeOfPath(pathname);
  let routes = routesByType.get(type);
  if (!routes) {
    routes = appRoutes(type ? [type] : []);
    routesByType.set(type, routes);
  }
  return routes;
}

/**
 * The app's pages at the current address, under a `BrowserRouter` (or a `MemoryRouter` in
 * tests). Declared routes rather than React Router's data router: the app loads no route data
 * through the router (pages ask React Query), and the data router was half of the router's
 * 27 kB (compressed) in the chunk every signed-in screen waits for.
 */
export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}

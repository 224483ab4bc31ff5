import {
  FORGOT_PASSWORD_PATH,
  LANDING_PATHS,
  LOGIN_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  USER_TYPES,
  type UserType,
} from '@caffee/contract';
import { lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRedirect, RequireAuth } from './guards';
import { MainLayout } from './layouts/main-layout';
import { LeaveForLogin } from './leave-for-login';
import { MinimalLayout } from './layouts/minimal-layout';
import { NoauthLayout } from './layouts/noauth-layout';
import { RootLayout } from './root-layout';
import { typeChildren } from './type-routes';

const RegisterPage = lazy(() => import('../pages/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../pages/auth/reset-password-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** The type whose pages a path is under (`/admin/users` → admin), if any. */
export function typeOfPath(pathname: string): UserType | undefined {
  const first = pathname.split('/')[1];
  return USER_TYPES.find((type) => type === first);
}

/**
 * `/admin`, `/institute`, `/member`: the signed-in layout of the type and, when `withPages`,
 * its pages from the registry. The layout and the registry come with the app (the sign-in
 * page is a build of its own, src/login, so none of this weighs on it); each page's own files
 * load on demand.
 */
function typeRoute(type: UserType, withPages: boolean): RouteObject {
  return {
    id: type,
    path: `/${type}`,
    element: (
      <RequireAuth type={type}>
        <MainLayout type={type} />
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

/**
 * The browser's router. It starts with the pages of the type the address is under, as a
 * session works within its own type (the others' layouts send it back): only those routes are
 * built and matched at start and on every navigation. Another type's pages are added when a
 * navigation first goes there: until then its paths reach only the not-found splat, and a
 * path that only a splat matches makes the router ask `patchRoutesOnNavigation`.
 */
export function createAppRouter() {
  const opened = typeOfPath(window.location.pathname);
  const added = new Set<UserType>(opened ? [opened] : []);
  return createBrowserRouter(appRoutes([...added]), {
    patchRoutesOnNavigation: ({ path, patch }) => {
      const type = typeOfPath(path);
      if (!type || added.has(type)) return;
      added.add(type);
      patch(type, typeChildren(type));
    },
  });
}

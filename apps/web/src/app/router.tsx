import {
  FORGOT_PASSWORD_PATH,
  LANDING_PATHS,
  LOGIN_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  USER_TYPES,
  type UserType,
} from '@caffee/contract';
import { lazy, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRedirect, RequireAuth, RequirePermission } from './guards';
import { MainLayout } from './layouts/main-layout';
import { MinimalLayout } from './layouts/minimal-layout';
import { NoauthLayout } from './layouts/noauth-layout';
import { itemsForType } from './navigation';
import { RootLayout } from './root-layout';

const LoginPage = lazy(() => import('../pages/auth/login-page'));
const RegisterPage = lazy(() => import('../pages/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../pages/auth/reset-password-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

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

/** `/admin/*`, `/institute/*`, `/member/*`: one layout per type, pages from the registry. */
function typeRoutes(type: UserType): RouteObject {
  return {
    path: `/${type}`,
    element: (
      <RequireAuth type={type}>
        <MainLayout type={type} />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate replace to={LANDING_PATHS[type]} /> },
      ...itemsForType(type).flatMap((item) => [
        guardedRoute(`${type}-${item.key}`, item.path, [item.permission], item.page),
        ...(item.subPages ?? []).map((sub) =>
          guardedRoute(
            `${type}-${item.key}-${sub.key}`,
            `${item.path}/${sub.path}`,
            [item.permission, sub.permission],
            sub.page,
          ),
        ),
      ]),
    ],
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <NoauthLayout />,
        children: [
          { path: LOGIN_PATH, element: <LoginPage /> },
          { path: REGISTER_PATH, element: <RegisterPage /> },
          { path: FORGOT_PASSWORD_PATH, element: <ForgotPasswordPage /> },
          { path: RESET_PASSWORD_PATH, element: <ResetPasswordPage /> },
          { path: '/auth', element: <Navigate replace to={LOGIN_PATH} /> },
        ],
      },
      ...USER_TYPES.map(typeRoutes),
      { element: <MinimalLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

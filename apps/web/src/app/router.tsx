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

/**
 * `/admin`, `/institute`, `/member`: the signed-in layout of the type and its pages from the
 * registry. The layout and the registry come with the app (the sign-in page is a build of its
 * own, src/login, so none of this weighs on it); each page's own files load on demand.
 */
function typeRoute(type: UserType): RouteObject {
  return {
    id: type,
    path: `/${type}`,
    element: (
      <RequireAuth type={type}>
        <MainLayout type={type} />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate replace to={LANDING_PATHS[type]} /> },
      ...typeChildren(type),
    ],
  };
}

export const routes: RouteObject[] = [
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
      ...USER_TYPES.map(typeRoute),
      { element: <MinimalLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

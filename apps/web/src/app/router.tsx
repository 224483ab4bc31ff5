import {
  FORGOT_PASSWORD_PATH,
  LANDING_PATHS,
  LOGIN_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  USER_TYPES,
  type UserType,
} from '@caffee/contract';
import { lazy, Suspense } from 'react';
import {
  Navigate,
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { TopProgress } from '../components/full-page-loader';
import { HomeRedirect, RequireAuth } from './guards';
import { LeaveForLogin } from './leave-for-login';
import { MinimalLayout } from './layouts/minimal-layout';
import { NoauthLayout } from './layouts/noauth-layout';
import { RootLayout } from './root-layout';

const RegisterPage = lazy(() => import('../pages/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../pages/auth/reset-password-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

// The signed-in layout and the type's pages come with the registry, on demand.
const MainLayout = lazy(() =>
  import('./layouts/main-layout').then((m) => ({ default: m.MainLayout })),
);

/** `/admin`, `/institute`, `/member`: the layout of the type; its pages are patched in later. */
function typeRoute(type: UserType): RouteObject {
  return {
    id: type,
    path: `/${type}`,
    element: (
      <RequireAuth type={type}>
        <Suspense fallback={<TopProgress />}>
          <MainLayout type={type} />
        </Suspense>
      </RequireAuth>
    ),
    children: [{ index: true, element: <Navigate replace to={LANDING_PATHS[type]} /> }],
  };
}

/**
 * React Router's lazy route discovery: the first time a path under `/<type>` has no route,
 * the type's pages are loaded and added under its route (again for an unknown path there,
 * which adds nothing new and ends on the not-found page as before).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const type = USER_TYPES.find((t) => path === `/${t}` || path.startsWith(`/${t}/`));
  if (!type) return;
  const { typeChildren } = await import('./type-routes');
  patch(type, typeChildren(type));
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the pages of a deep link's type are loaded, before the first render.
    hydrateFallbackElement: <TopProgress />,
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

export const createAppRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });

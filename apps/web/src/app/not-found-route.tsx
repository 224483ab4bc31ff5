import type { RouteObject } from 'react-router';
import { lazyPage } from '../components/lazy-page';

const MinimalLayout = lazyPage(() =>
  import('./layouts/minimal-layout').then((m) => ({ default: m.MinimalLayout })),
);
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'));

/** Any other address: "page not found", outside every user's layout. */
export const notFoundRoute: RouteObject = {
  element: <MinimalLayout />,
  children: [{ path: '*', element: <NotFoundPage /> }],
};

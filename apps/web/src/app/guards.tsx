import { LANDING_PATHS, LOGIN_PATH, type UserType } from '@caffee/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginRedirectUrl } from '../api/session';
import { useAuth } from '../auth/auth-context';
import { NotAllowed } from '../components/not-allowed';

/**
 * A layout for one user type: logged-out users go to login (remembering the page),
 * users of another type go to their own landing.
 */
export function RequireAuth({ type, children }: { type: UserType; children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'initialising') return null;
  if (state.status === 'anonymous') {
    return <Navigate replace to={loginRedirectUrl(location) ?? LOGIN_PATH} />;
  }
  if (state.user.type !== type) return <Navigate replace to={LANDING_PATHS[state.user.type]} />;
  return children;
}

/**
 * A page behind permissions: without all of them the page is not rendered at all (its
 * data calls would be refused anyway); a translated notice stands in its place.
 */
export function RequirePermission({
  permissions,
  children,
}: {
  permissions: readonly string[];
  children: ReactNode;
}) {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return children;
  const granted = state.user.permissions;
  if (permissions.every((permission) => granted.includes(permission))) return children;
  return <NotAllowed />;
}

/** `/`: the user's landing, or login. */
export function HomeRedirect() {
  const { state } = useAuth();
  if (state.status === 'initialising') return null;
  return (
    <Navigate
      replace
      to={state.status === 'authenticated' ? LANDING_PATHS[state.user.type] : LOGIN_PATH}
    />
  );
}

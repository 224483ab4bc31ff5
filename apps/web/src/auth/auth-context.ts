import type { CurrentUser } from '@caffee/contract';
import { createContext, useCallback, useContext } from 'react';

/** As the seed's client has it (docs/api.md): not initialised, then logged in or logged out. */
export type AuthState =
  | { status: 'initialising' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: CurrentUser };

export interface AuthContextValue {
  state: AuthState;
  logout: () => Promise<void>;
  /** Replaces the signed-in user, e.g. with what a profile change answered. */
  updateUser: (user: CurrentUser) => void;
  /** Reloads the signed-in user (name, role's permissions) after a change made elsewhere. */
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user, for pages that only render behind <RequireAuth>. */
export function useCurrentUser(): CurrentUser {
  const { state } = useAuth();
  if (state.status !== 'authenticated') throw new Error('No signed-in user');
  return state.user;
}

/** Whether the signed-in user's role grants a permission; the server checks again anyway. */
export function useCan(): (permission: string) => boolean {
  const user = useCurrentUser();
  return useCallback((permission: string) => user.permissions.includes(permission), [user]);
}

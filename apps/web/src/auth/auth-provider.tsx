import { LOGIN_PATH, type CurrentUser } from '@caffee/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import {
  sessionChangedElsewhere,
  sessionOwner,
  setSessionChangedHandler,
  setSessionExpiredHandler,
  setSessionOwner,
} from '../api/session';
import { loadPage } from '../app/load-page';
import { getAccessToken, getRefreshToken, TOKEN_KEY, tokenSubject } from '../api/tokens';
import { usePrefs } from '../store/hooks';
import { fetchCurrentUser, logoutRequest, takeCurrentUser } from './auth-api';
import { AuthContext, type AuthState } from './auth-context';
import { endSessionHere, onSessionEnd } from './end-session';

type AuthAction = { type: 'signedIn'; user: CurrentUser } | { type: 'signedOut' };

function authReducer(_state: AuthState, action: AuthAction): AuthState {
  return action.type === 'signedIn'
    ? { status: 'authenticated', user: action.user }
    : { status: 'anonymous' };
}

// Without a stored token there is nothing to check, so the app starts logged out at once.
const initialAuthState = (): AuthState =>
  getAccessToken() ? { status: 'initialising' } : { status: 'anonymous' };

/** Owns the auth state; must sit inside the router (it navigates on logout and expiry). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, initialAuthState);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initialising = state.status === 'initialising';
  const { locale } = usePrefs();

  useEffect(() => {
    if (!initialising) return;
    let cancelled = false;
    takeCurrentUser(locale)
      .then((user) => {
        // From now on this page's requests go out only with this person's token.
        if (!cancelled) setSessionOwner(tokenSubject(getAccessToken()));
        // The first signed-in screen (layout, menu, page) is drawn as a transition: React
        // renders it in slices that let the browser paint and take input between them.
        if (!cancelled) startTransition(() => dispatch({ type: 'signedIn', user }));
      })
      .catch((error: unknown) => {
        console.error('Could not load the current user', error);
        if (!cancelled) dispatch({ type: 'signedOut' });
      });
    return () => {
      cancelled = true;
    };
  }, [initialising, locale]);

  useEffect(
    () =>
      setSessionExpiredHandler((loginUrl) => {
        // A client-side navigation keeps unsaved drafts (sessionStorage) and the page state.
        queryClient.clear();
        dispatch({ type: 'signedOut' });
        void navigate(loginUrl, { replace: true });
      }),
    [navigate, queryClient],
  );

  // However the session ends, the reads and waiting writes in memory go with it.
  useEffect(() => onSessionEnd(() => queryClient.clear()), [queryClient]);

  // Another tab signed out, or signed someone else in: this page's session is over. Nothing
  // it holds is shown or sent further; the page starts again as whoever is signed in now.
  useEffect(() => {
    const stop = setSessionChangedHandler(() => {
      setSessionOwner(null);
      queryClient.clear();
      window.location.reload();
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const owner = sessionOwner();
      if (owner !== null && tokenSubject(getAccessToken()) !== owner) sessionChangedElsewhere();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      await logoutRequest(getRefreshToken());
    } catch (error) {
      // The server may be unreachable or the token already dead; leaving must still work.
      console.warn('Logout request failed', error);
    }
    // Nothing of the session stays in this browser: kept reads, and writes not yet sent.
    await endSessionHere();
    // Straight to the sign-in page's own load (a build of its own, src/pages/sign-in): going through
    // the app's login route first changed the address before the page load it then started,
    // and anything done in between (a click, a test going on) raced that load.
    loadPage(LOGIN_PATH);
  }, []);

  const updateUser = useCallback((user: CurrentUser) => dispatch({ type: 'signedIn', user }), []);

  const refreshUser = useCallback(async () => {
    try {
      dispatch({ type: 'signedIn', user: await fetchCurrentUser(locale) });
    } catch (error) {
      // The next page load picks the change up; a session that ended redirects on its own.
      console.warn('Could not reload the current user', error);
    }
  }, [locale]);

  // The user's role and institute are named in the interface language: ask again on a switch.
  const authenticated = state.status === 'authenticated';
  const askedIn = useRef(locale);
  useEffect(() => {
    if (!authenticated || askedIn.current === locale) return;
    askedIn.current = locale;
    void refreshUser();
  }, [authenticated, locale, refreshUser]);

  const value = useMemo(
    () => ({ state, logout, updateUser, refreshUser }),
    [state, logout, updateUser, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

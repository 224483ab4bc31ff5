import { LAST_ROUTE_PATH, LOGIN_PATH, normalisePath } from '@caffee/contract';

/** Pages where a 401 is the caller's business, not a reason to go to login (docs/api.md). */
const NO_REDIRECT_PATHS: readonly string[] = [LOGIN_PATH, LAST_ROUTE_PATH];

/**
 * Where an expired session sends the user: login, remembering the current page in
 * `returnUrl`; `null` on the pages that must not redirect.
 */
export function loginRedirectUrl(location: { pathname: string; search: string }): string | null {
  if (NO_REDIRECT_PATHS.includes(normalisePath(location.pathname))) return null;
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(location.pathname + location.search)}`;
}

type SessionExpiredHandler = (loginUrl: string) => void;

// Until the router mounts, a full page load is the only way to reach the login page.
const assignLocation: SessionExpiredHandler = (url) => window.location.assign(url);
let sessionExpiredHandler: SessionExpiredHandler = assignLocation;

/** The app installs a router-aware handler (no page reload, so drafts and cache survive). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = assignLocation;
  };
}

/** Sends the user to login unless the current page is exempt. */
export function redirectToLogin(): void {
  const url = loginRedirectUrl(window.location);
  if (url) sessionExpiredHandler(url);
}

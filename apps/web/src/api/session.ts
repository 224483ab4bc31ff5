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

let owner: string | null = null;
/**
 * Whose session this page shows (the token subject it started with): set once the signed-in
 * user is known, so a request never goes out with another person's token (another tab signed
 * them in) on this page's behalf.
 */
export function setSessionOwner(id: string | null): void {
  owner = id;
}
export const sessionOwner = (): string | null => owner;

type ChangedElsewhere = () => void;
let changedElsewhere: ChangedElsewhere = () => window.location.reload();
/** What the app does when the stored session is no longer this page's (see setSessionOwner). */
export function setSessionChangedHandler(handler: ChangedElsewhere): () => void {
  changedElsewhere = handler;
  return () => {
    if (changedElsewhere === handler) changedElsewhere = () => window.location.reload();
  };
}
/** The stored session is another person's, or none: this page's is over. */
export const sessionChangedElsewhere = (): void => changedElsewhere();

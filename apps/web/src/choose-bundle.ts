import { LOGIN_PATH, normalisePath } from '@caffee/contract';

/** The two builds a page load can start: the light sign-in page, or the whole app. */
export type Bundle = 'login' | 'app';

/**
 * Which one a page needs: the sign-in page for the login path, and for `/` without a session
 * (the app would only send the visitor on to login); the app for every other path.
 */
export function chooseBundle(pathname: string, hasSession: boolean): Bundle {
  const path = normalisePath(pathname);
  return path === LOGIN_PATH || (path === '/' && !hasSession) ? 'login' : 'app';
}

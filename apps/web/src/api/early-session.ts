import { API_PREFIX } from '@caffee/contract';
import { getAccessToken } from './tokens';

/** `GET users/current` with the institute, as the seed loads it on start. */
export const CURRENT_USER_PATH = `${API_PREFIX}/users/current`;
export const CURRENT_USER_INCLUDES = ['institute'] as const;

let early: { token: string; body: Promise<unknown> } | undefined;

/**
 * Asks for the signed-in user as soon as the page starts, beside the app's own files: the
 * app cannot draw a signed-in screen before it knows who is there, and asked by the app it
 * waited for all of its JavaScript first (a round trip more on every page load).
 */
export function checkSessionEarly(locale: string): void {
  const token = getAccessToken();
  if (!token) return;
  // The same bracket notation as the app's client (`includes[]=institute`), without its weight.
  const query = CURRENT_USER_INCLUDES.map((i) => `includes%5B%5D=${encodeURIComponent(i)}`);
  const body = fetch(`${CURRENT_USER_PATH}?${query.join('&')}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  early = { token, body };
}

/**
 * The early answer's body, taken once, when it was asked with the token still stored and it
 * succeeded; otherwise `undefined`, and the app asks through its client (which refreshes an
 * expired token and sends an ended session to login).
 */
export async function takeEarlySession(): Promise<unknown> {
  const taken = early;
  early = undefined;
  if (!taken || taken.token !== getAccessToken()) return undefined;
  return taken.body;
}

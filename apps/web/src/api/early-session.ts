import { API_PREFIX } from '@caffee/contract';
import { earlyBody, requestEarly, type EarlyRequest } from './early-request';

/** `GET users/current` with the institute, as the seed loads it on start. */
export const CURRENT_USER_PATH = `${API_PREFIX}/users/current`;
export const CURRENT_USER_INCLUDES = ['institute'] as const;

let early: EarlyRequest | undefined;

/**
 * Asks for the signed-in user as soon as the page starts, beside the app's own files: the
 * app cannot draw a signed-in screen before it knows who is there, and asked by the app it
 * waited for all of its JavaScript first (a round trip more on every page load).
 */
export function checkSessionEarly(locale: string): void {
  // The same bracket notation as the app's client (`includes[]=institute`), without its weight.
  const query = CURRENT_USER_INCLUDES.map((i) => `includes%5B%5D=${encodeURIComponent(i)}`);
  // Names in the answer (role, institute) in the interface language, as the app asks too.
  query.push(`locale=${encodeURIComponent(locale)}`);
  early = requestEarly(`${CURRENT_USER_PATH}?${query.join('&')}`, locale);
}

/**
 * The early answer's body, taken once, when it was asked with the token still stored and it
 * succeeded; otherwise `undefined`, and the app asks through its client (which refreshes an
 * expired token and sends an ended session to login).
 */
export function takeEarlySession(): Promise<unknown> {
  const taken = early;
  early = undefined;
  return earlyBody(taken);
}

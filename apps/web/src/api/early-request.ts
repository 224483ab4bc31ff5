import { getAccessToken } from './tokens';

/** A GET the page's entry or the app's start made before the app's client was ready. */
export interface EarlyRequest {
  token: string;
  at: number;
  /** The answer's body when it succeeded, else `undefined` (a refusal, no network). */
  body: Promise<unknown>;
}

/**
 * A plain `fetch` of `url` with the stored token and the language, for data the first screen
 * needs, asked beside the app's files instead of after them. The app's client (which refreshes
 * an expired token and sends an ended session to sign-in) is not ready yet, so a refusal is
 * left to it: the answer is `undefined` and the caller asks again through the client.
 * Without a stored session nothing is asked.
 */
export function requestEarly(url: string, locale: string): EarlyRequest | undefined {
  const token = getAccessToken();
  if (!token) return undefined;
  const body = fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  return { token, at: Date.now(), body };
}

/**
 * An early request's body, when it was asked with the token still stored and not longer ago
 * than `maxAgeMs`; otherwise `undefined`.
 */
export async function earlyBody(
  request: EarlyRequest | undefined,
  maxAgeMs = Number.POSITIVE_INFINITY,
): Promise<unknown> {
  if (!request || request.token !== getAccessToken()) return undefined;
  if (Date.now() - request.at > maxAgeMs) return undefined;
  return request.body;
}

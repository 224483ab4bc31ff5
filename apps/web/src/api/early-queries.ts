import { hashKey, type QueryKey } from '@tanstack/react-query';
import { earlyBody, requestEarly, type EarlyRequest } from './early-request';

/** An early answer serves only the screen the app opened on, not a later visit to it. */
const FRESH_MS = 10_000;

/** The early requests not yet taken, by their query's key. */
const early = new Map<string, EarlyRequest>();

/**
 * Asks for `url`, the data of query `queryKey` on the screen the app opens on, while the app
 * starts: beside the page's own files, where asked by the page it waited for them, the
 * session check and the layout. Without a stored session nothing is asked.
 */
export function fetchEarly(queryKey: QueryKey, url: string, locale: string): void {
  const asked = requestEarly(url, locale);
  if (asked) early.set(hashKey(queryKey), asked);
}

/**
 * The early answer's body for this query, taken once: when it was asked with the token still
 * stored, moments ago, and it succeeded; otherwise `undefined`, and the query asks through the
 * app's client (which refreshes an expired token and sends an ended session to sign-in).
 */
export async function takeEarly(queryKey: QueryKey): Promise<unknown> {
  const key = hashKey(queryKey);
  const asked = early.get(key);
  early.delete(key);
  return earlyBody(asked, FRESH_MS);
}

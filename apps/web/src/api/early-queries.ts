import { earlyBody, requestEarly, type EarlyRequest } from './early-request';

/** An early answer serves only the screen the app opened on, not a later visit to it. */
const FRESH_MS = 10_000;

/** The early requests not yet taken, by their address. */
const early = new Map<string, EarlyRequest>();

/**
 * Asks for `url`, data the screen the app opens on shows, while the app starts: beside the
 * page's own files, where asked by the page it waited for them, the session check and the
 * layout. Asked once: the page's entry asks for a plain address's data, and the app's start
 * again for its page's. Without a stored session nothing is asked.
 */
export function fetchEarly(url: string, locale: string): void {
  if (early.has(url)) return;
  const asked = requestEarly(url, locale);
  if (asked) early.set(url, asked);
}

/**
 * The early answer's body for `url`, taken once: when it was asked with the token still
 * stored, moments ago, and it succeeded; otherwise `undefined`, and the query asks through the
 * app's client (which refreshes an expired token and sends an ended session to sign-in).
 */
export async function takeEarly(url: string): Promise<unknown> {
  const asked = early.get(url);
  early.delete(url);
  return earlyBody(asked, FRESH_MS);
}

import { API_PREFIX, type ListEnvelope } from '@caffee/contract';
import { hashKey } from '@tanstack/react-query';
import { serializeParams } from '../api/client';
import { getAccessToken } from '../api/tokens';
import type { Page } from './crud-api';
import { listQuery, type ListRequest } from './list-params';

/** An early answer serves only the page the app opened on, not a later visit to it. */
const FRESH_MS = 10_000;

let early:
  | { key: string; token: string; at: number; body: Promise<ListEnvelope<unknown> | undefined> }
  | undefined;

/**
 * Asks for the list page of the address the app opens on while the app starts, beside the
 * page's own files: asked by the page, it waited for them, the session check and the layout.
 * A plain `fetch` with the stored token (the app's client, which refreshes an expired token
 * and sends an ended session to sign-in, is not ready yet); a refusal is left to the page.
 */
export function fetchListEarly(path: string, request: ListRequest, locale: string): void {
  const token = getAccessToken();
  if (!token) return;
  const { queryKey, params } = listQuery(path, request, locale);
  const body = fetch(`${API_PREFIX}/${path}?${serializeParams(params)}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  })
    .then((res) => (res.ok ? (res.json() as Promise<ListEnvelope<unknown>>) : undefined))
    .catch(() => undefined);
  early = { key: hashKey(queryKey), token, at: Date.now(), body };
}

/**
 * The early answer for this list query, taken once: when it was asked for the same query
 * with the token still stored, moments ago, and it succeeded; otherwise `undefined`, and the
 * page asks through the app's client.
 */
export async function takeEarlyList<T>(queryKey: readonly unknown[]): Promise<Page<T> | undefined> {
  const taken = early;
  if (!taken || taken.key !== hashKey(queryKey)) return undefined;
  early = undefined;
  if (taken.token !== getAccessToken() || Date.now() - taken.at > FRESH_MS) return undefined;
  const data = (await taken.body) as ListEnvelope<T> | undefined;
  return data && { rows: data.payload, pagination: data._attributes.pagination };
}

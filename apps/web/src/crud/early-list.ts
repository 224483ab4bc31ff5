import { API_PREFIX, type ListEnvelope } from '@caffee/contract';
import { hashKey } from '@tanstack/react-query';
import { serializeParams } from '../api/client';
import { earlyBody, requestEarly, type EarlyRequest } from '../api/early-request';
import { toPage, type Page } from './crud-api';
import { listQuery, type ListRequest } from './list-params';

/** An early answer serves only the page the app opened on, not a later visit to it. */
const FRESH_MS = 10_000;

let early: { key: string; request: EarlyRequest | undefined } | undefined;

/**
 * Asks for the list page of the address the app opens on while the app starts, beside the
 * page's own files: asked by the page, it waited for them, the session check and the layout.
 */
export function fetchListEarly(path: string, request: ListRequest, locale: string): void {
  const { queryKey, params } = listQuery(path, request, locale);
  const asked = requestEarly(`${API_PREFIX}/${path}?${serializeParams(params)}`, locale);
  early = asked && { key: hashKey(queryKey), request: asked };
}

/**
 * The early answer for this list query, taken once: when it was asked for the same query
 * with the token still stored, moments ago, and it succeeded; otherwise `undefined`, and the
 * page asks through the app's client.
 */
export async function takeEarlyList<T>(queryKey: readonly unknown[]): Promise<Page<T> | undefined> {
  if (!early || early.key !== hashKey(queryKey)) return undefined;
  const taken = early.request;
  early = undefined;
  const data = (await earlyBody(taken, FRESH_MS)) as ListEnvelope<T> | undefined;
  return data && toPage(data);
}

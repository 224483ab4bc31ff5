import { API_PREFIX, type ListEnvelope } from '@caffee/contract';
import { fetchEarly, takeEarly } from '../api/early-queries';
import { serializeParams } from '../api/client';
import { toPage, type Page } from './crud-api';
import { listQuery, type ListRequest } from './list-params';

/** Asks for the list page of the address the app opens on while the app starts. */
export function fetchListEarly(path: string, request: ListRequest, locale: string): void {
  const { queryKey, params } = listQuery(path, request, locale);
  fetchEarly(queryKey, `${API_PREFIX}/${path}?${serializeParams(params)}`, locale);
}

/** The early answer for this list query, once, or `undefined` (see `takeEarly`). */
export async function takeEarlyList<T>(queryKey: readonly unknown[]): Promise<Page<T> | undefined> {
  const data = (await takeEarly(queryKey)) as ListEnvelope<T> | undefined;
  return data && toPage(data);
}

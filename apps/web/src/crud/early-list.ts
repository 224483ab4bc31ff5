import { API_PREFIX, type ListEnvelope } from '@caffee/contract';
import { takeEarly } from '../api/early-queries';
import { serializeParams } from '../api/client';
import { toPage, type Page } from './crud-api';
import { listQuery, type ListRequest } from './list-params';

/** The address of a list query, as the early request and the list's query ask for it. */
export function listUrl(path: string, request: ListRequest, locale: string): string {
  return `${API_PREFIX}/${path}?${serializeParams(listQuery(path, request, locale).params)}`;
}

/** The early answer for this list's address, once, or `undefined` (see `takeEarly`). */
export async function takeEarlyList<T>(url: string): Promise<Page<T> | undefined> {
  const data = (await takeEarly(url)) as ListEnvelope<T> | undefined;
  return data && toPage(data);
}

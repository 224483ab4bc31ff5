import { API_PREFIX, type ListEnvelope } from '@caffee/contract';
import { takeEarly } from '../api/early-queries';
import { serializeParams } from '../api/client';
import { toPage, type Page } from './crud-api';
import { listQuery, type ListRequest } from './list-params';

/** The address of a list's query parameters (`listQuery`), as the client sends them. */
export const listUrlOf = (path: string, params: object): string =>
  `${API_PREFIX}/${path}?${serializeParams(params as Record<string, unknown>)}`;

/** The address of a list query, as the early request and the list's query ask for it. */
export const listUrl = (path: string, request: ListRequest, locale: string): string =>
  listUrlOf(path, listQuery(path, request, locale).params);

/** The early answer for this list's address, once, or `undefined` (see `takeEarly`). */
export async function takeEarlyList<T>(url: string): Promise<Page<T> | undefined> {
  const data = (await takeEarly(url)) as ListEnvelope<T> | undefined;
  return data && toPage(data);
}

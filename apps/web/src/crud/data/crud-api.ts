import {
  API_PREFIX,
  MAX_PAGE_SIZE,
  RECORD_METAS,
  type Envelope,
  type ListEnvelope,
  type Pagination,
} from '@caffee/contract';
import { api } from '../../api/client';

/** One page of a list and where it sits in the whole. */
export interface Page<T> {
  rows: T[];
  pagination: Pagination;
}

const url = (path: string) => `${API_PREFIX}/${path}`;

/** `GET {path}` with a list query: the rows and the pagination. */
export async function fetchPage<T>(path: string, params: object): Promise<Page<T>> {
  const { data } = await api.get<ListEnvelope<T>>(url(path), { params });
  return toPage(data);
}

/** A list answer as a page: its rows and its pagination. */
export const toPage = <T>(data: ListEnvelope<T>): Page<T> => ({
  rows: data.payload,
  pagination: data._attributes.pagination,
});

/** `GET {path}` of one record (or any non-list answer): the payload. */
export async function fetchPayload<T>(path: string, params?: object): Promise<T> {
  const { data } = await api.get<Envelope<T>>(url(path), { params });
  return data.payload;
}

/** A write (`POST`, `PUT`, `PATCH`, `DELETE`): the payload of the answer. */
export async function sendPayload<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: unknown,
): Promise<T> {
  const { data } = await api.request<Envelope<T>>({ method, url: url(path), data: body });
  return data.payload;
}

export interface NamedOption {
  id: number;
  name: string;
}

/**
 * The first (alphabetical) records of a list as choices for a select: id and name, the name
 * being the type's title field (a meeting's `title`), sorted on where the list sorts on it.
 */
export async function fetchOptions(path: string, locale: string): Promise<NamedOption[]> {
  const meta = RECORD_METAS.find((m) => m.path === path);
  const title = meta?.title ?? 'name';
  const sortable = !meta || meta.list.sort.includes(title);
  const { rows } = await fetchPage<{ id: number } & Record<string, unknown>>(path, {
    pagination: { page: 1, pageSize: MAX_PAGE_SIZE },
    ...(sortable ? { sorting: { [title]: 'asc' } } : {}),
    locale,
  });
  return rows.map((row) => ({ id: row.id, name: String(row[title] ?? `#${row.id}`) }));
}

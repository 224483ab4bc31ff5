import { DEFAULT_PAGE_SIZE, INT_MAX, MAX_PAGE_SIZE, type SortDirection } from '@caffee/contract';

/** The page sizes a table offers; the seed's default of 8 first. */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 16, 32, 64, MAX_PAGE_SIZE] as const;

/**
 * What a list page keeps in its address: which filters it has (each with a check of its
 * value, so a hand-edited URL never becomes a 400) and which columns it sorts by.
 */
export interface ListUrlSpec {
  filters: Readonly<Record<string, (value: string) => boolean>>;
  sorts: readonly string[];
  /** The order without a choice in the address; without it, the server's (newest first). */
  defaultSort?: ListSort;
}

export interface ListSort {
  field: string;
  direction: SortDirection;
}

/** A list's state as the page uses it: page is 1-based, filters by URL name. */
export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  filter: Record<string, string>;
  sort: ListSort | null;
}

/** The list query as the API reads it in bracket notation (`pagination[page]=1`). */
export interface ListRequest {
  pagination: { page: number; pageSize: number };
  search?: string;
  filter?: Record<string, string>;
  sorting?: Record<string, SortDirection>;
  includes?: string[];
}

/** Helpers for `ListUrlSpec.filters`. */
export const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);
/** A record id: a positive integer the API's 32-bit id columns can hold. */
export const isId = (value: string): boolean =>
  /^[1-9]\d{0,9}$/.test(value) && Number(value) <= INT_MAX;

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/** Reads a list's state from the address; anything unknown or malformed falls back to defaults. */
export function parseListParams(search: URLSearchParams, spec: ListUrlSpec): ListParams {
  const pageSize = positiveInt(search.get('pageSize'));
  const filter: Record<string, string> = {};
  for (const [name, valid] of Object.entries(spec.filters)) {
    const value = search.get(name);
    if (value && valid(value)) filter[name] = value;
  }
  const field = search.get('sort');
  const order = search.get('order');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize:
      pageSize && (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
    search: (search.get('search') ?? '').trim().slice(0, 200),
    filter,
    sort:
      field && spec.sorts.includes(field)
        ? { field, direction: order === 'desc' ? 'desc' : 'asc' }
        : (spec.defaultSort ?? null),
  };
}

/** The address of a list's state: defaults are left out, so a plain list has a plain URL. */
export function listParamsToSearch(params: ListParams, spec: ListUrlSpec): URLSearchParams {
  const out = new URLSearchParams();
  if (params.search.trim()) out.set('search', params.search.trim());
  for (const name of Object.keys(spec.filters)) {
    const value = params.filter[name];
    if (value) out.set(name, value);
  }
  const isDefault =
    params.sort?.field === spec.defaultSort?.field &&
    params.sort?.direction === spec.defaultSort?.direction;
  if (params.sort && !isDefault && spec.sorts.includes(params.sort.field)) {
    out.set('sort', params.sort.field);
    out.set('order', params.sort.direction);
  }
  if (params.page > 1) out.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(params.pageSize));
  return out;
}

/** The API query of a list's state; without a sort the server's (newest first) applies. */
export function toListRequest(params: ListParams): ListRequest {
  const request: ListRequest = {
    pagination: { page: params.page, pageSize: params.pageSize },
  };
  if (params.search) request.search = params.search;
  if (Object.keys(params.filter).length > 0) request.filter = { ...params.filter };
  if (params.sort) request.sorting = { [params.sort.field]: params.sort.direction };
  return request;
}

/** The query key and API parameters of one page of `path` in a language. */
export function listQuery(path: string, request: ListRequest, locale: string) {
  const params = { ...request, locale };
  return { queryKey: [path, 'list', params] as const, params };
}

/** True when the list shows a subset: a search or any filter. */
export const isFiltered = (params: ListParams): boolean =>
  params.search !== '' || Object.keys(params.filter).length > 0;

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  listParamsToSearch,
  parseListParams,
  toListRequest,
  type ListParams,
  type ListSort,
  type ListUrlSpec,
} from './list-params';

/**
 * A list page's search, filters, sorting and page, kept in the address so reload and back
 * restore them. Any change but paging returns to the first page.
 */
export function useListParams(spec: ListUrlSpec) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, spec), [searchParams, spec]);
  const request = useMemo(() => toListRequest(params), [params]);

  const update = useCallback(
    (change: Partial<ListParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const base = parseListParams(current, spec);
          const next = { ...base, page: 1, ...change };
          return listParamsToSearch(next, spec);
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams, spec],
  );

  return {
    params,
    request,
    setPage: useCallback((page: number) => update({ page }), [update]),
    setPageSize: useCallback((pageSize: number) => update({ pageSize }), [update]),
    // Typing replaces the entry, so back does not step through every letter.
    setSearch: useCallback((search: string) => update({ search }, { replace: true }), [update]),
    setFilter: useCallback(
      (name: string, value: string) => update({ filter: { ...params.filter, [name]: value } }),
      [update, params.filter],
    ),
    setSort: useCallback((sort: ListSort | null) => update({ sort }), [update]),
    clear: useCallback(() => update({ search: '', filter: {} }), [update]),
  };
}

export type ListState = ReturnType<typeof useListParams>;

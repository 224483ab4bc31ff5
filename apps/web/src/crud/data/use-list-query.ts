import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PREFETCHED_FRESH_MS } from '../../components/lazy-page';
import { usePrefs } from '../../store/hooks';
import { fetchOptions, fetchPage, type Page } from './crud-api';
import { listQuery, type ListRequest } from './list-params';

/**
 * One page of `path`, keyed by the whole query and the language (names and descriptions
 * come back translated): what the list page shows, and what the app asks for ahead when it
 * opens on a list (records/nav-items.ts).
 */
export function listQueryOptions<T>(path: string, request: ListRequest, locale: string) {
  const { queryKey, params } = listQuery(path, request, locale);
  return queryOptions<Page<T>>({
    queryKey,
    queryFn: () => fetchPage<T>(path, params),
    staleTime: PREFETCHED_FRESH_MS,
  });
}

/** One page of `path`; the previous page stays on screen while the next one loads. */
export function useListQuery<T>(path: string, request: ListRequest) {
  const { locale } = usePrefs();
  return useQuery({
    ...listQueryOptions<T>(path, request, locale),
    placeholderData: keepPreviousData,
  });
}

/** Choices for a select (roles, institutes, categories); off when the role may not list them. */
export function useOptions(path: string, enabled = true) {
  const { locale } = usePrefs();
  return useQuery({
    queryKey: [path, 'options', locale],
    queryFn: () => fetchOptions(path, locale),
    enabled,
    staleTime: 60_000,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePrefs } from '../store/hooks';
import { fetchOptions, fetchPage } from './crud-api';
import { listQuery, type ListRequest } from './list-params';

/**
 * One page of `path`, keyed by the whole query and the language (names and descriptions
 * come back translated). The previous page stays on screen while the next one loads.
 */
export function useListQuery<T>(path: string, request: ListRequest) {
  const { locale } = usePrefs();
  const { queryKey, params } = listQuery(path, request, locale);
  return useQuery({
    queryKey,
    queryFn: () => fetchPage<T>(path, params),
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

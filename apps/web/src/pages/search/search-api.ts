import { API_PREFIX, type SearchEnvelope, type SearchHit } from '@caffee/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Page } from '../../crud/data/crud-api';
import { usePrefs } from '../../store/hooks';

/** A page of hits and, whatever the narrowing, how many of each record type were found. */
export interface SearchPage extends Page<SearchHit> {
  counts: Record<string, number>;
}

export async function fetchSearch(params: object): Promise<SearchPage> {
  const { data } = await api.get<SearchEnvelope>(`${API_PREFIX}/search`, { params });
  return {
    rows: data.payload,
    pagination: data._attributes.pagination,
    counts: data._attributes.counts,
  };
}

/** One page of `GET /search` for `q` (narrowed to `type`, if given); off while `q` is empty. */
export function useSearch(q: string, type: string | undefined, page: number, pageSize: number) {
  const { locale } = usePrefs();
  const params = {
    q,
    locale,
    pagination: { page, pageSize },
    ...(type ? { filter: { type } } : {}),
  };
  return useQuery({
    queryKey: ['search', params],
    queryFn: () => fetchSearch(params),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

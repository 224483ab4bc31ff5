import type { LawSearchHit } from '@caffee/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage } from '../../../crud/data/crud-api';
import { usePrefs } from '../../../store/hooks';

/** One page of `enacted-laws/search` for `q`, best first; off while `q` is empty. */
export function useLawSearch(q: string, page: number, pageSize: number) {
  const { locale } = usePrefs();
  const params = { q, locale, pagination: { page, pageSize } };
  return useQuery({
    queryKey: ['enacted-laws', 'search', params],
    queryFn: () => fetchPage<LawSearchHit>('enacted-laws/search', params),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

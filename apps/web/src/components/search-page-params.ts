import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../crud/data/list-params';

const DEFAULT_PAGE_SIZE = 8;
const positive = (v: string | null, fallback: number) =>
  v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : fallback;

/**
 * A search page's state in its address (`?q=&page=&pageSize=` and the page's own), so a result
 * can be shared, reloaded and gone back to; `set` changes some and keeps the rest.
 */
export function useSearchPageParams() {
  const [params, setParams] = useSearchParams();
  const size = positive(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const page = positive(params.get('page'), 1);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  /** What the results' `ListPagination` takes: the page and its size, kept in the address. */
  const pager = {
    page,
    pageSize,
    onPage: (next: number) => set({ page: next === 1 ? null : String(next) }),
    onPageSize: (next: number) => set({ pageSize: String(next), page: null }),
  };
  return { params, q: params.get('q') ?? '', page, pageSize, set, pager };
}

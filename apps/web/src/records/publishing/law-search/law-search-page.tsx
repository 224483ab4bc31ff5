import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PageHeader } from '../../../components/page-header';
import { ListPagination } from '../../../crud/list/list-pagination';
import { PAGE_SIZES } from '../../../crud/data/list-params';
import { firstFieldErrors } from '../../../forms/server-errors';
import { useLawSearch } from './law-search-api';
import { LawSearchForm } from './law-search-form';
import { LawSearchResults } from './law-search-results';

const DEFAULT_PAGE_SIZE = 8;
const positive = (v: string | null, fallback: number) =>
  v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : fallback;

/** `/<type>/laws/search`: the enacted laws' full text, best matches first (`?q=&page=`). */
export default function LawSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = positive(params.get('page'), 1);
  const size = positive(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const search = useLawSearch(q, page, pageSize);
  const fieldError = firstFieldErrors(search.error).get('q');
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return (
    <Stack spacing={2}>
      <PageHeader title={t('lawSearch.title')} subtitle={t('lawSearch.subtitle')} />
      <LawSearchForm
        query={q}
        error={fieldError}
        onSearch={(next) => set({ q: next, page: null })}
      />
      {!fieldError && <ApiErrorAlert error={search.error} />}
      {q && !fieldError && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <LawSearchResults page={search.data} loading={search.isFetching} q={q} />
          <ListPagination
            pagination={search.data?.pagination}
            page={page}
            pageSize={pageSize}
            onPage={(next) => set({ page: next === 1 ? null : String(next) })}
            onPageSize={(next) => set({ pageSize: String(next), page: null })}
          />
        </Paper>
      )}
    </Stack>
  );
}

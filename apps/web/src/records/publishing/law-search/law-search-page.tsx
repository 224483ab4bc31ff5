import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PageHeader } from '../../../components/page-header';
import { SearchForm } from '../../../components/search-form';
import { useSearchPageParams } from '../../../components/search-page-params';
import { ListPagination } from '../../../crud/list/list-pagination';
import { firstFieldErrors } from '../../../forms/server-errors';
import { useLawSearch } from './law-search-api';
import { LawSearchResults } from './law-search-results';

/** `/<type>/laws/search`: the enacted laws' full text, best matches first (`?q=&page=`). */
export default function LawSearchPage() {
  const { t } = useTranslation();
  const { q, page, pageSize, set, pager } = useSearchPageParams();
  const search = useLawSearch(q, page, pageSize);
  const fieldError = firstFieldErrors(search.error).get('q');
  return (
    <Stack spacing={2}>
      <PageHeader title={t('lawSearch.title')} subtitle={t('lawSearch.subtitle')} />
      <SearchForm
        texts="lawSearch"
        testId="law-search"
        query={q}
        error={fieldError}
        onSearch={(next) => set({ q: next, page: null })}
      />
      {!fieldError && <ApiErrorAlert error={search.error} />}
      {q && !fieldError && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <LawSearchResults page={search.data} loading={search.isFetching} q={q} />
          <ListPagination pagination={search.data?.pagination} {...pager} />
        </Paper>
      )}
    </Stack>
  );
}

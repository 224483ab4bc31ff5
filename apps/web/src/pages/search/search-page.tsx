import { SEARCHED_TYPES } from '@caffee/contract';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageHeader } from '../../components/page-header';
import { SearchForm } from '../../components/search-form';
import { useSearchPageParams } from '../../components/search-page-params';
import { ListPagination } from '../../crud/list/list-pagination';
import { firstFieldErrors } from '../../forms/server-errors';
import { useSearch } from './search-api';
import { SearchResults } from './search-results';

/**
 * `/<type>/search?q=&type=&page=`: everything the reader may read that matches, best first,
 * with a chip per record type found (and its count) to narrow to it. The header's box opens it.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const { params, q, page, pageSize, set, pager } = useSearchPageParams();
  const wanted = params.get('type');
  const type = SEARCHED_TYPES.find((path) => path === wanted);
  const search = useSearch(q, type, page, pageSize);
  const fieldError = firstFieldErrors(search.error).get('q');
  const counts = search.data?.counts ?? {};
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const found = SEARCHED_TYPES.filter((path) => counts[path] || path === type);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('search.title')} subtitle={t('search.subtitle')} />
      <SearchForm
        texts="search"
        testId="search"
        autoFocus={!q}
        query={q}
        error={fieldError}
        onSearch={(next) => set({ q: next, page: null })}
      />
      {!fieldError && <ApiErrorAlert error={search.error} />}
      {q && !fieldError && search.data && found.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label={t('search.byType')}
          data-testid="search-types"
        >
          <Chip
            label={t('search.all', { total: all })}
            color={type ? 'default' : 'primary'}
            variant={type ? 'outlined' : 'filled'}
            aria-pressed={!type}
            onClick={() => set({ type: null, page: null })}
          />
          {found.map((path) => (
            <Chip
              key={path}
              label={`${t(`records.types.${path}`)} (${counts[path] ?? 0})`}
              color={path === type ? 'primary' : 'default'}
              variant={path === type ? 'filled' : 'outlined'}
              aria-pressed={path === type}
              onClick={() => set({ type: path, page: null })}
            />
          ))}
        </Stack>
      )}
      {q && !fieldError && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <SearchResults rows={search.data?.rows} loading={search.isFetching} q={q} type={type} />
          <ListPagination pagination={search.data?.pagination} {...pager} />
        </Paper>
      )}
    </Stack>
  );
}

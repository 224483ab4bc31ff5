import AddOutlined from '@mui/icons-material/AddOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { DisplayModeSwitch } from './display-mode-switch';
import { ExportButton } from './export-button';
import { ImportButton } from './import-button';
import { isFiltered } from '../data/list-params';
import { ListPagination } from './list-pagination';
import { RecordCards } from './record-cards';
import { listRequestOf, listUrlSpec, withFixedFilter } from '../data/record-derive';
import { RecordFilters } from './record-filters';
import { RecordList, RecordTable } from './record-list-rows';
import { can, type RecordRow, type RecordScreen } from '../screen';
import { SearchField } from './search-field';
import { useDisplayMode } from './use-display-mode';
import { useListParams } from '../data/use-list-params';
import { useListQuery } from '../data/use-list-query';
import { useUndoDelete } from '../data/use-undo-delete';
import { ErrorState } from '../record-states';

/** A record type's list: search, filters, sorting, four display modes, pages, export, import. */
export function RecordListPage({ screen }: { screen: RecordScreen }) {
  const { t } = useTranslation();
  const allowed = useCan();
  const spec = useMemo(() => listUrlSpec(screen), [screen]);
  const list = useListParams(spec);
  const [mode, setMode] = useDisplayMode(screen.key);
  const query = useListQuery<RecordRow>(screen.contract.path, listRequestOf(screen, list.request));
  const { hidden } = useUndoDelete(screen.contract.path);
  // On a phone the filters wait behind a button, so the records come first on the screen
  // (and the first screen draws a few controls, not a row of selects).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [filtersShown, setFiltersShown] = useState(false);
  const filtersId = useId();
  const activeFilters = Object.keys(list.params.filter).length;
  // A page of records is drawn in a background render that yields to the browser every few
  // milliseconds (React's deferred value), rather than in one task that blocks input: the
  // page shows what it showed before until the new rows are ready.
  const data = useDeferredValue(query.data);
  const rows = (data?.rows ?? []).filter((row) => !hidden(row.id));
  // Who may create records may import them: the same screens, the same permission.
  const mayCreate = !screen.noForms && allowed(can(screen, 'create'));

  let body;
  if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!data)
    body = (
      <Stack
        spacing={1}
        role="status"
        aria-busy="true"
        aria-label={t('common.loading')}
        data-testid="list-loading"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  else if (rows.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="list-empty">
        <Typography color="text.secondary">
          {t(isFiltered(list.params) ? 'list.noMatches' : 'list.empty')}
        </Typography>
        {isFiltered(list.params) && (
          <Button sx={{ mt: 1.5 }} variant="outlined" onClick={list.clear}>
            {t('list.clearFilters')}
          </Button>
        )}
      </Paper>
    );
  else if (mode === 'table') body = <RecordTable screen={screen} rows={rows} list={list} />;
  else if (mode === 'list') body = <RecordList screen={screen} rows={rows} />;
  else body = <RecordCards screen={screen} rows={rows} masonry={mode === 'masonry'} />;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t(screen.labelKey)}
        subtitle={screen.hintKey && t(screen.hintKey)}
        actions={
          <>
            <ExportButton screen={screen} request={withFixedFilter(screen, list.request)} />
            {mayCreate && (
              <ImportButton
                path={screen.contract.path}
                title={t('crud.import.title', { type: t(screen.labelKey) })}
              />
            )}
            {mayCreate && (
              <Button
                component={RouterLink}
                to="new"
                variant="contained"
                startIcon={<AddOutlined />}
                data-testid="record-create"
              >
                {t(screen.createLabelKey ?? 'crud.create')}
              </Button>
            )}
          </>
        }
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {screen.contract.search.length > 0 && (
          <SearchField
            value={list.params.search}
            onChange={list.setSearch}
            labelKey="crud.search"
            testId="record-search"
          />
        )}
        {!phone && <RecordFilters screen={screen} list={list} />}
        {phone && screen.filters.length > 0 && (
          <Button
            variant={activeFilters > 0 ? 'contained' : 'outlined'}
            startIcon={<FilterListOutlined />}
            aria-expanded={filtersShown}
            aria-controls={filtersShown ? filtersId : undefined}
            onClick={() => setFiltersShown((shown) => !shown)}
            data-testid="record-filters-toggle"
          >
            {activeFilters > 0
              ? t('list.filtersShowActive', { count: activeFilters })
              : t('list.filtersShow')}
          </Button>
        )}
        <Stack direction="row" sx={{ ml: 'auto' }}>
          <DisplayModeSwitch mode={mode} onChange={setMode} />
        </Stack>
      </Stack>
      {phone && filtersShown && (
        <Stack id={filtersId} direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <RecordFilters screen={screen} list={list} />
        </Stack>
      )}
      {body}
      {/* Shown with the first page: a pager below placeholders would move when rows arrive. */}
      {data && (
        <ListPagination
          pagination={data.pagination}
          page={list.params.page}
          pageSize={list.params.pageSize}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}
    </Stack>
  );
}

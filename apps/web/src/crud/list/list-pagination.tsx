import type { Pagination } from '@caffee/contract';
import TablePagination from '@mui/material/TablePagination';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../data/list-params';

interface ListPaginationProps {
  pagination: Pagination | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

const PAGE_BUTTON_KEYS = {
  first: 'list.firstPage',
  previous: 'list.previousPage',
  next: 'list.nextPage',
  last: 'list.lastPage',
} as const;

/** The table's pager in the interface language; pages are 1-based in the address and the API. */
export function ListPagination(props: ListPaginationProps) {
  const { pagination, page, pageSize, onPage, onPageSize } = props;
  const { t } = useTranslation();
  const total = pagination?.total ?? 0;
  // While loading, or when the address names a page past the end, stay within range.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  // Past the end (the last row of the last page was deleted): go to the new last page.
  const beyondEnd = total > 0 && page - 1 > lastPage;
  useEffect(() => {
    if (beyondEnd) onPage(lastPage + 1);
  }, [beyondEnd, lastPage, onPage]);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, lastPage)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={t('list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(PAGE_BUTTON_KEYS[type])}
      showFirstButton
      showLastButton
      data-testid="list-pagination"
      // On a phone the pager wraps instead of running off the edge.
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}

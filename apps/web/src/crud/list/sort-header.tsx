import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ListSort } from '../data/list-params';

interface SortHeaderProps {
  field: string;
  labelKey: string;
  sort: ListSort | null;
  onSort: (sort: ListSort | null) => void;
  sx?: SxProps<Theme>;
}

/**
 * A column heading that sorts (the cell's `aria-sort` says how): ascending, then
 * descending, then back to the list's default order.
 */
export function SortHeader({ field, labelKey, sort, onSort, sx }: SortHeaderProps) {
  const { t } = useTranslation();
  const active = sort?.field === field;
  const direction = active ? sort.direction : 'asc';
  const next = (): ListSort | null => {
    if (!active) return { field, direction: 'asc' };
    return sort.direction === 'asc' ? { field, direction: 'desc' } : null;
  };
  return (
    <TableCell
      sortDirection={active ? direction : false}
      sx={[{ whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      data-testid={`sort-${field}`}
    >
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(next())}>
        {t(labelKey)}
      </TableSortLabel>
    </TableCell>
  );
}

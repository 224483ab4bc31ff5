import type { PermissionRecord } from '@caffee/contract';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyRow, ErrorRow, SkeletonRows } from '../../components/table-states';
import type { Page } from '../../crud/crud-api';
import { isFiltered } from '../../crud/list-params';
import { SortHeader } from '../../crud/sort-header';
import type { ListState } from '../../crud/use-list-params';
import { actionLabelKey, resourceLabelKey } from './labels';

interface PermissionsTableProps {
  list: ListState;
  query: UseQueryResult<Page<PermissionRecord>>;
  /** Present when the role may edit permissions. */
  onEdit: ((id: number) => void) | undefined;
}

/** One page of permissions: name, resource, action, description, category. */
export function PermissionsTable({ list, query, onEdit }: PermissionsTableProps) {
  const { t } = useTranslation();
  const { params, setSort } = list;
  const columns = onEdit ? 6 : 5;
  const page = query.data;
  const sortProps = { sort: params.sort, onSort: setSort };

  let body;
  if (!page && query.isFetching) body = <SkeletonRows rows={params.pageSize} columns={columns} />;
  else if (!page)
    body = <ErrorRow columns={columns} error={query.error} onRetry={() => void query.refetch()} />;
  else if (page.rows.length === 0)
    body = <EmptyRow columns={columns} filtered={isFiltered(params)} onClear={list.clear} />;
  else
    body = page.rows.map((permission) => (
      <TableRow key={permission.id} hover data-testid={`permission-row-${permission.name}`}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
            {permission.name}
          </Typography>
        </TableCell>
        <TableCell>{t(resourceLabelKey(permission.resource))}</TableCell>
        <TableCell>{t(actionLabelKey(permission.action))}</TableCell>
        <TableCell sx={{ color: 'text.secondary', minWidth: 220 }} dir="auto">
          {permission.description ?? '—'}
        </TableCell>
        <TableCell>{permission.category?.name ?? '—'}</TableCell>
        {onEdit && (
          <TableCell align="right" sx={{ py: 0.5 }}>
            <Tooltip title={t('permissions.edit')}>
              <IconButton
                size="small"
                aria-label={t('permissions.editNamed', { name: permission.name })}
                data-testid={`permission-edit-${permission.name}`}
                onClick={() => onEdit(permission.id)}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </TableCell>
        )}
      </TableRow>
    ));

  return (
    <TableContainer>
      <Table size="small" data-testid="permissions-table" aria-label={t('permissions.title')}>
        <TableHead>
          <TableRow>
            <SortHeader field="name" labelKey="permissions.fields.name" {...sortProps} />
            <SortHeader field="resource" labelKey="permissions.fields.resource" {...sortProps} />
            <SortHeader field="action" labelKey="permissions.fields.action" {...sortProps} />
            <TableCell>{t('permissions.fields.description')}</TableCell>
            <TableCell>{t('permissions.fields.category')}</TableCell>
            {onEdit && <TableCell align="right">{t('list.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody sx={{ opacity: query.isFetching && page ? 0.6 : 1 }}>{body}</TableBody>
      </Table>
    </TableContainer>
  );
}

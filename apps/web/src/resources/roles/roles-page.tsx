import type { Role } from '@caffee/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCan } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { EmptyRow, ErrorRow, SkeletonRows } from '../../components/table-states';
import { ListPagination } from '../../crud/list-pagination';
import { isFiltered, type ListUrlSpec } from '../../crud/list-params';
import { SearchField } from '../../crud/search-field';
import { SortHeader } from '../../crud/sort-header';
import { useListParams } from '../../crud/use-list-params';
import { useListQuery } from '../../crud/use-list-query';
import { RoleDialog } from './role-dialog';
import { RoleRowActions } from './role-row-actions';
import { ROLES_PATH } from './roles-api';

const ROLES_URL: ListUrlSpec = {
  filters: {},
  sorts: ['name', 'createdAt'],
  defaultSort: { field: 'name', direction: 'asc' },
};
const COLUMNS = 5;

/** `/admin/roles`: the roles, how many users and permissions each has, and their actions. */
export default function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const list = useListParams(ROLES_URL);
  const query = useListQuery<Role>(ROLES_PATH, list.request);
  // The dialog is mounted only while open, so each opening starts from its role.
  const [dialog, setDialog] = useState<{ role: Role | null } | null>(null);
  const open = (role: Role | null) => setDialog({ role });
  const page = query.data;

  let body;
  if (!page && query.isFetching) body = <SkeletonRows rows={4} columns={COLUMNS} />;
  else if (!page)
    body = <ErrorRow columns={COLUMNS} error={query.error} onRetry={() => void query.refetch()} />;
  else if (page.rows.length === 0)
    body = <EmptyRow columns={COLUMNS} filtered={isFiltered(list.params)} onClear={list.clear} />;
  else
    body = page.rows.map((role) => (
      <TableRow key={role.id} hover data-testid={`role-row-${role.name}`}>
        <TableCell sx={{ fontWeight: 500 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span dir="auto">{role.name}</span>
            {role.isSystem && (
              <Chip
                size="small"
                variant="outlined"
                label={t('roles.system')}
                data-testid="role-system"
              />
            )}
          </Stack>
        </TableCell>
        <TableCell sx={{ color: 'text.secondary', minWidth: 200 }} dir="auto">
          {role.description ?? '—'}
        </TableCell>
        <TableCell align="right">{role.userCount}</TableCell>
        <TableCell align="right">
          {can('roles:read') ? (
            <Button
              size="small"
              component={RouterLink}
              to={`${role.id}/permissions`}
              data-testid={`role-permissions-${role.name}`}
              aria-label={t('roles.openMatrix', { name: role.name })}
            >
              {role.permissionCount}
            </Button>
          ) : (
            role.permissionCount
          )}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
          <RoleRowActions role={role} onRename={() => open(role)} />
        </TableCell>
      </TableRow>
    ));

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        actions={
          can('roles:create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => open(null)}
              data-testid="role-create"
            >
              {t('roles.create')}
            </Button>
          )
        }
      />
      <Stack direction="row" role="search" aria-label={t('list.filters')}>
        <SearchField
          value={list.params.search}
          onChange={list.setSearch}
          labelKey="roles.search"
          testId="roles-search"
        />
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TableContainer>
          <Table size="small" data-testid="roles-table" aria-label={t('roles.title')}>
            <TableHead>
              <TableRow>
                <SortHeader
                  field="name"
                  labelKey="roles.fields.name"
                  sort={list.params.sort}
                  onSort={list.setSort}
                />
                <TableCell>{t('roles.fields.description')}</TableCell>
                <TableCell align="right">{t('roles.fields.users')}</TableCell>
                <TableCell align="right">{t('roles.fields.permissions')}</TableCell>
                <TableCell align="right">{t('list.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: query.isFetching && page ? 0.6 : 1 }}>{body}</TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          pagination={page?.pagination}
          page={list.params.page}
          pageSize={list.params.pageSize}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      </Paper>
      {dialog && (
        <RoleDialog
          role={dialog.role}
          open
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            // A new role has no permissions yet: choosing them is the next step.
            if (!dialog.role && can('roles:read')) void navigate(`${saved.id}/permissions`);
          }}
        />
      )}
    </Stack>
  );
}

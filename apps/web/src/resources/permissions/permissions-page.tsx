import { RESOURCES, type PermissionRecord } from '@caffee/contract';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { FilterSelect } from '../../crud/filter-select';
import { ListPagination } from '../../crud/list-pagination';
import { isFiltered, isId, oneOf, type ListUrlSpec } from '../../crud/list-params';
import { SearchField } from '../../crud/search-field';
import { useListParams } from '../../crud/use-list-params';
import { useListQuery, useOptions } from '../../crud/use-list-query';
import { MATRIX_ACTIONS } from '../roles/permission-matrix';
import { CategoriesDialog } from './categories-dialog';
import { actionLabelKey, resourceLabelKey } from './labels';
import { PermissionDialog } from './permission-dialog';
import { CATEGORIES_PATH, PERMISSIONS_PATH } from './permissions-api';
import { PermissionsTable } from './permissions-table';

const PERMISSIONS_URL: ListUrlSpec = {
  filters: { resource: oneOf(RESOURCES), action: oneOf(MATRIX_ACTIONS), categoryId: isId },
  sorts: ['name', 'resource', 'action'],
  defaultSort: { field: 'name', direction: 'asc' },
};

/** `/admin/permissions`: every `resource:action`, what it allows, and its category. */
export default function PermissionsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListParams(PERMISSIONS_URL);
  const query = useListQuery<PermissionRecord>(PERMISSIONS_PATH, {
    ...list.request,
    includes: ['category'],
  });
  const canCategories = can('permission-categories:list');
  const categories = useOptions(CATEGORIES_PATH, canCategories);
  const [editing, setEditing] = useState<number | null>(null);
  const [managing, setManaging] = useState(false);
  const { params, setFilter } = list;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('permissions.title')}
        subtitle={t('permissions.subtitle')}
        actions={
          canCategories && (
            <Button
              variant="outlined"
              startIcon={<CategoryOutlined />}
              onClick={() => setManaging(true)}
              data-testid="categories-open"
            >
              {t('permissions.categories.open')}
            </Button>
          )
        }
      />
      <Stack
        direction="row"
        role="search"
        aria-label={t('list.filters')}
        sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <SearchField
          value={params.search}
          onChange={list.setSearch}
          labelKey="permissions.search"
          testId="permissions-search"
        />
        <FilterSelect
          name="resource"
          labelKey="permissions.fields.resource"
          value={params.filter.resource ?? ''}
          options={RESOURCES.map((r) => ({ value: r, label: t(resourceLabelKey(r)) }))}
          onChange={(value) => setFilter('resource', value)}
        />
        <FilterSelect
          name="action"
          labelKey="permissions.fields.action"
          value={params.filter.action ?? ''}
          options={MATRIX_ACTIONS.map((a) => ({ value: a, label: t(actionLabelKey(a)) }))}
          onChange={(value) => setFilter('action', value)}
        />
        {canCategories && (
          <FilterSelect
            name="categoryId"
            labelKey="permissions.fields.category"
            value={params.filter.categoryId ?? ''}
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(value) => setFilter('categoryId', value)}
          />
        )}
        {isFiltered(params) && (
          <Button onClick={list.clear} data-testid="filters-clear">
            {t('list.clearFilters')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PermissionsTable
          list={list}
          query={query}
          onEdit={can('permissions:update') ? setEditing : undefined}
        />
        <ListPagination
          pagination={query.data?.pagination}
          page={params.page}
          pageSize={params.pageSize}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      </Paper>
      {editing !== null && <PermissionDialog id={editing} onClose={() => setEditing(null)} />}
      {managing && <CategoriesDialog onClose={() => setManaging(false)} />}
    </Stack>
  );
}

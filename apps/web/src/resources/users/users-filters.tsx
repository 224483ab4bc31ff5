import { USER_STATUSES, USER_TYPES } from '@caffee/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/auth-context';
import { USER_STATUS_KEYS, USER_TYPE_KEYS } from '../../auth/labels';
import { FilterSelect } from '../../crud/filter-select';
import { isFiltered } from '../../crud/list-params';
import { SearchField } from '../../crud/search-field';
import type { ListState } from '../../crud/use-list-params';
import { useOptions } from '../../crud/use-list-query';

/**
 * Search and the type, status, role and institute filters of the users list; the members list
 * has no type or institute to choose.
 */
export function UsersFilters({ list, members = false }: { list: ListState; members?: boolean }) {
  const { t } = useTranslation();
  const can = useCan();
  const roles = useOptions('roles', can('roles:list'));
  const institutes = useOptions('institutes', can('institutes:list'));
  const { params, setFilter } = list;
  const named = (options: { id: number; name: string }[] | undefined) =>
    (options ?? []).map(({ id, name }) => ({ value: String(id), label: name }));

  return (
    <Stack
      direction="row"
      role="search"
      aria-label={t('list.filters')}
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <SearchField
        value={params.search}
        onChange={list.setSearch}
        labelKey="users.search"
        testId="users-search"
      />
      {!members && (
        <FilterSelect
          name="type"
          labelKey="users.fields.type"
          value={params.filter.type ?? ''}
          options={USER_TYPES.map((type) => ({ value: type, label: t(USER_TYPE_KEYS[type]) }))}
          onChange={(value) => setFilter('type', value)}
        />
      )}
      <FilterSelect
        name="status"
        labelKey="users.fields.status"
        value={params.filter.status ?? ''}
        options={USER_STATUSES.map((status) => ({
          value: status,
          label: t(USER_STATUS_KEYS[status]),
        }))}
        onChange={(value) => setFilter('status', value)}
      />
      {can('roles:list') && (
        <FilterSelect
          name="roleId"
          labelKey="users.fields.role"
          value={params.filter.roleId ?? ''}
          options={named(roles.data)}
          onChange={(value) => setFilter('roleId', value)}
        />
      )}
      {!members && can('institutes:list') && (
        <FilterSelect
          name="instituteId"
          labelKey="users.fields.institute"
          value={params.filter.instituteId ?? ''}
          options={named(institutes.data)}
          onChange={(value) => setFilter('instituteId', value)}
        />
      )}
      {isFiltered(params) && (
        <Button onClick={list.clear} data-testid="filters-clear">
          {t('list.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}

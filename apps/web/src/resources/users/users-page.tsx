import { USER_STATUSES, USER_TYPES, type UserWithIncludes } from '@caffee/contract';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCan } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { ExportButton } from '../../crud/export-button';
import { ListPagination } from '../../crud/list-pagination';
import { isId, oneOf, type ListUrlSpec } from '../../crud/list-params';
import { useListParams } from '../../crud/use-list-params';
import { useListQuery } from '../../crud/use-list-query';
import { UsersFilters } from './users-filters';
import { USER_INCLUDES, USERS_PATH } from './users-api';
import { usersScreen } from './users-screen';
import { UsersTable } from './users-table';

/** What the users list keeps in its address. */
export const USERS_URL: ListUrlSpec = {
  filters: {
    type: oneOf(USER_TYPES),
    status: oneOf(USER_STATUSES),
    roleId: isId,
    instituteId: isId,
  },
  sorts: ['name', 'email', 'type', 'status', 'lastLoginAt', 'createdAt'],
};

/** The members list's address: the users list's, its type fixed. */
const MEMBERS_URL: ListUrlSpec = {
  ...USERS_URL,
  filters: Object.fromEntries(
    Object.entries(USERS_URL.filters).filter(([name]) => name !== 'type'),
  ),
};

/**
 * `/admin/users`: every account, searchable and filtered, with what the role may do to each;
 * `members` makes it the council members list (`caffee-users`, the seed's).
 */
export function UsersList({ members = false }: { members?: boolean }) {
  const { t } = useTranslation();
  const can = useCan();
  const location = useLocation();
  const list = useListParams(members ? MEMBERS_URL : USERS_URL);
  const path = members ? 'caffee-users' : USERS_PATH;
  const query = useListQuery<UserWithIncludes>(path, {
    ...list.request,
    includes: USER_INCLUDES,
  });
  const withActions = ['users:update', 'users:activate', 'users:delete'].some(can);

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t(members ? 'users.membersTitle' : 'users.title')}
        subtitle={t(members ? 'users.membersSubtitle' : 'users.subtitle')}
        actions={
          <>
            <ExportButton screen={usersScreen} request={list.request} path={path} />
            {can('users:create') && (
              <Button
                component={RouterLink}
                to={members ? '../users/new' : 'new'}
                relative="path"
                state={{ listSearch: location.search }}
                variant="contained"
                startIcon={<PersonAddOutlined />}
                data-testid="user-create"
              >
                {t(members ? 'users.createMember' : 'users.create')}
              </Button>
            )}
          </>
        }
      />
      <UsersFilters list={list} members={members} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <UsersTable
          list={list}
          page={query.data}
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          withActions={withActions}
        />
        <ListPagination
          pagination={query.data?.pagination}
          page={list.params.page}
          pageSize={list.params.pageSize}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      </Paper>
    </Stack>
  );
}

export default function UsersPage() {
  return <UsersList />;
}

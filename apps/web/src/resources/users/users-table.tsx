import type { UserWithIncludes } from '@caffee/contract';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan, useCurrentUser } from '../../auth/auth-context';
import { USER_STATUS_COLORS, USER_STATUS_KEYS, USER_TYPE_KEYS } from '../../auth/labels';
import { EmptyRow, ErrorRow, SkeletonRows } from '../../components/table-states';
import type { Page } from '../../crud/crud-api';
import { isFiltered } from '../../crud/list-params';
import { SortHeader } from '../../crud/sort-header';
import type { ListState } from '../../crud/use-list-params';
import { formatDate } from '../../i18n/format-date';
import { usePrefs } from '../../store/hooks';
import { UserRowActions } from './user-row-actions';

interface UsersTableProps {
  list: ListState;
  page: Page<UserWithIncludes> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  withActions: boolean;
}

const COLUMNS = 8;
// The creation date only where there is room; the actions stay in view while the rest scrolls.
const wideOnly = { whiteSpace: 'nowrap', display: { xs: 'none', lg: 'table-cell' } } as const;
// On a phone the type, role and status go under the name: beside it, the sticky actions would
// cover them.
const notPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { xs: 'flex', sm: 'none' } } as const;
const stickyEnd = {
  whiteSpace: 'nowrap',
  py: 0.5,
  position: 'sticky',
  insetInlineEnd: 0,
  bgcolor: 'background.paper',
  borderInlineStart: 1,
  borderInlineStartColor: 'divider',
} as const;

function StatusChip({ user }: { user: UserWithIncludes }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={USER_STATUS_COLORS[user.status]}
      label={t(USER_STATUS_KEYS[user.status])}
      data-testid="user-status"
    />
  );
}

/** The users of one page; sortable headings, a row per user with its actions. */
export function UsersTable({ list, page, loading, error, onRetry, withActions }: UsersTableProps) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const { params, setSort } = list;
  const me = useCurrentUser();
  const canRead = useCan()('users:read');
  const columns = withActions ? COLUMNS : COLUMNS - 1;
  const date = (value: string | null) =>
    value ? formatDate(value, locale, calendar, { dateStyle: 'medium' }) : '—';
  const sortProps = { sort: params.sort, onSort: setSort };

  let body;
  if (!page && loading) body = <SkeletonRows rows={params.pageSize} columns={columns} />;
  else if (!page) body = <ErrorRow columns={columns} error={error} onRetry={onRetry} />;
  else if (page.rows.length === 0)
    body = <EmptyRow columns={columns} filtered={isFiltered(params)} onClear={list.clear} />;
  else
    body = page.rows.map((user) => (
      <TableRow key={user.id} hover data-testid={`user-row-${user.email}`}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }} dir="auto">
            {canRead ? (
              <Link
                component={RouterLink}
                to={`/${me.type}/users/${user.id}`}
                underline="hover"
                data-testid={`user-link-${user.id}`}
              >
                {user.name}
              </Link>
            ) : (
              user.name
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary" dir="auto">
            {user.email}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ ...phoneOnly, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}
          >
            <StatusChip user={user} />
            <Typography variant="caption" dir="auto">
              {[t(USER_TYPE_KEYS[user.type]), user.role?.name, user.institute?.name]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
        </TableCell>
        <TableCell sx={notPhone}>{t(USER_TYPE_KEYS[user.type])}</TableCell>
        <TableCell sx={notPhone}>{user.role?.name ?? '—'}</TableCell>
        <TableCell sx={notPhone}>{user.institute?.name ?? '—'}</TableCell>
        <TableCell sx={{ ...notPhone, whiteSpace: 'nowrap' }}>
          <StatusChip user={user} />
        </TableCell>
        <TableCell sx={{ ...notPhone, whiteSpace: 'nowrap' }}>{date(user.lastLoginAt)}</TableCell>
        <TableCell sx={wideOnly}>{date(user.createdAt)}</TableCell>
        {withActions && (
          <TableCell align="right" sx={stickyEnd}>
            <UserRowActions user={user} />
          </TableCell>
        )}
      </TableRow>
    ));

  return (
    <TableContainer>
      <Table size="small" data-testid="users-table" aria-label={t('users.title')}>
        <TableHead>
          <TableRow>
            <SortHeader field="name" labelKey="users.fields.name" {...sortProps} />
            <SortHeader field="type" labelKey="users.fields.type" sx={notPhone} {...sortProps} />
            <TableCell sx={notPhone}>{t('users.fields.role')}</TableCell>
            <TableCell sx={notPhone}>{t('users.fields.institute')}</TableCell>
            <SortHeader
              field="status"
              labelKey="users.fields.status"
              sx={notPhone}
              {...sortProps}
            />
            <SortHeader
              field="lastLoginAt"
              labelKey="users.fields.lastLoginAt"
              sx={notPhone}
              {...sortProps}
            />
            <SortHeader
              field="createdAt"
              labelKey="users.fields.createdAt"
              sx={wideOnly}
              {...sortProps}
            />
            {withActions && (
              <TableCell align="right" sx={stickyEnd}>
                {t('list.actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {body}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

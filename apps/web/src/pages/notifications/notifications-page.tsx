import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ListPagination } from '../../crud/list/list-pagination';
import { PAGE_SIZES } from '../../crud/data/list-params';
import { usePrefs } from '../../store/hooks';
import { NotificationList } from './notification-list';
import { notificationsQuery, UNREAD_COUNT_KEY, fetchUnreadCount } from './notifications-api';
import { useNotificationActions } from './use-notification-actions';

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
};

/** `/{type}/notifications`: every notification by page, all or unread only, read one or all. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const [search, setSearch] = useSearchParams();
  const page = positive(search.get('page'), 1);
  const wanted = positive(search.get('pageSize'), PAGE_SIZES[0]);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(wanted) ? wanted : PAGE_SIZES[0];
  const unreadOnly = search.get('unread') === 'true';
  const { readAll } = useNotificationActions();
  const unread = useQuery({ queryKey: UNREAD_COUNT_KEY, queryFn: fetchUnreadCount }).data ?? 0;
  const query = useQuery({
    ...notificationsQuery({ page, pageSize, unreadOnly, locale }),
    placeholderData: keepPreviousData,
  });

  const go = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearch],
  );
  const onPage = useCallback((p: number) => go({ page: p > 1 ? String(p) : null }), [go]);
  const onPageSize = useCallback(
    (size: number) => go({ pageSize: String(size), page: null }),
    [go],
  );

  let body;
  if (query.isPending) {
    body = [0, 1, 2, 3].map((i) => (
      <Skeleton key={i} variant="rounded" height={48} sx={{ m: 2 }} />
    ));
  } else if (query.isError) {
    body = <ApiErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.rows.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="notifications-empty">
        {t(unreadOnly ? 'notifications.emptyUnread' : 'notifications.empty')}
      </Typography>
    );
  } else {
    body = <NotificationList notifications={query.data.rows} readButtons />;
  }

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('notifications.title')}
        subtitle={t('notifications.unreadCount', { count: unread })}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAllOutlined />}
            onClick={() => readAll.mutate()}
            disabled={unread === 0 || readAll.isPending}
            data-testid="notifications-read-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(_event, value: string | null) => {
          if (value) go({ unread: value === 'unread' ? 'true' : null, page: null });
        }}
        aria-label={t('notifications.show')}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="all" data-testid="notifications-filter-all">
          {t('notifications.filterAll')}
        </ToggleButton>
        <ToggleButton value="unread" data-testid="notifications-filter-unread">
          {t('notifications.filterUnread')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined">
        {body}
        {query.data && query.data.pagination.total > 0 && (
          <ListPagination
            pagination={query.data.pagination}
            page={page}
            pageSize={pageSize}
            onPage={onPage}
            onPageSize={onPageSize}
          />
        )}
      </Paper>
    </Stack>
  );
}

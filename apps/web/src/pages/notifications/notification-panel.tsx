import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessageKey } from '../../api/error-message';
import { useCurrentUser } from '../../auth/auth-context';
import { usePrefs } from '../../store/hooks';
import { NotificationList } from './notification-list';
import { notificationsQuery } from './notifications-api';
import { useNotificationActions } from './use-notification-actions';

/** How many the bell's panel shows; the page has the rest. */
const NEWEST = 10;

interface NotificationPanelProps {
  id: string;
  anchor: HTMLElement;
  /** The bell's count: whether there is anything to mark read, beyond the newest too. */
  unread: number;
  onClose: () => void;
}

/** The bell's panel: the newest notifications by day, "mark all as read", "see all". */
export function NotificationPanel({ id, anchor, unread, onClose }: NotificationPanelProps) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const user = useCurrentUser();
  const { readAll } = useNotificationActions();
  const query = useQuery(
    notificationsQuery({ page: 1, pageSize: NEWEST, unreadOnly: false, locale }),
  );
  const rows = query.data?.rows ?? [];
  const titleId = `${id}-title`;

  let body;
  if (query.isPending) {
    body = (
      <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {t(errorMessageKey(query.error))}
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="notifications-empty">
        {t('notifications.empty')}
      </Typography>
    );
  } else {
    body = <NotificationList notifications={rows} onOpen={onClose} />;
  }

  return (
    <Popover
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      // On a phone the panel takes the screen's width below the header.
      marginThreshold={0}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: { xs: '100vw', sm: 400 },
            maxWidth: '100vw',
            maxHeight: { xs: 'calc(100vh - 48px)', sm: 'min(560px, calc(100vh - 64px))' },
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Stack data-testid="notification-panel" sx={{ flex: 1, minHeight: 0 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, gap: 1 }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('notifications.title')}
          </Typography>
          <Button
            size="small"
            onClick={() => readAll.mutate()}
            disabled={unread === 0 || readAll.isPending}
            data-testid="notifications-read-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>{body}</Box>
        <Divider />
        <Button
          component={RouterLink}
          to={`/${user.type}/notifications`}
          onClick={onClose}
          sx={{ m: 1 }}
          data-testid="notifications-see-all"
        >
          {t('notifications.seeAll')}
        </Button>
      </Stack>
    </Popover>
  );
}

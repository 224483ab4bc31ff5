import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUnreadCount, UNREAD_COUNT_KEY } from './notifications-api';
import { lazyPart } from '../../crud/data/lazy-part';

// The panel (MUI's Popover, the list and its actions) loads when the bell is first pressed,
// not with every first screen (issue 41).
const NotificationPanel = lazyPart(() =>
  import('./notification-panel').then((m) => m.NotificationPanel),
);

/** How often the bell asks for the count while the app is open (and on coming back to it). */
const POLL_MS = 60_000;

/** The header's bell: the unread count, and the newest notifications when pressed. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const count = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: fetchUnreadCount,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: 'always',
  }).data;
  const unread = count ?? 0;

  return (
    <>
      <IconButton
        color="inherit"
        data-testid="notification-bell"
        aria-label={t('notifications.bell', { count: unread })}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge
          badgeContent={unread}
          color="error"
          max={99}
          data-testid="notification-count"
          data-count={unread}
        >
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            anchor={anchor}
            unread={unread}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

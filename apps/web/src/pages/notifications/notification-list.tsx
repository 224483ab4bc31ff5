import type { Notification } from '@caffee/contract';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../auth/auth-context';
import { usePrefs } from '../../store/hooks';
import { formatTimeOfDay, groupByDay } from './group-by-day';
import { notificationSentence } from './notification-text';
import { useRecordHref } from '../../components/record-href';
import { useNotificationActions } from './use-notification-actions';

/** Read by screen readers only. */
const SPOKEN_ONLY = {
  position: 'absolute',
  // Strings: in `sx` the number 1 is 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface NotificationListProps {
  notifications: readonly Notification[];
  /** Called when one is opened (the bell's panel closes). */
  onOpen?: () => void;
  /** A "mark as read" button beside each unread one (the full page). */
  readButtons?: boolean;
}

/**
 * Notifications under their day's heading, each a sentence in the reader's language linking to
 * its record; unread ones are marked (a dot, bold, and said to screen readers). Opening one
 * marks it read.
 */
export function NotificationList({ notifications, onOpen, readButtons }: NotificationListProps) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const user = useCurrentUser();
  const { readOne } = useNotificationActions();
  const hrefOf = useRecordHref();
  const groups = useMemo(
    () => groupByDay(notifications, { t, locale, calendar }),
    [notifications, t, locale, calendar],
  );

  return (
    <List disablePadding data-testid="notification-list">
      {groups.map((group) => (
        <Fragment key={group.day}>
          <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
            {group.label}
          </ListSubheader>
          {group.items.map((n) => {
            const unread = n.readAt === null;
            return (
              <ListItem
                key={n.id}
                disablePadding
                data-testid={`notification-${n.id}`}
                data-unread={unread || undefined}
                secondaryAction={
                  readButtons && unread ? (
                    <IconButton
                      edge="end"
                      aria-label={t('notifications.markRead')}
                      title={t('notifications.markRead')}
                      onClick={() => readOne.mutate(n.id)}
                      data-testid={`notification-read-${n.id}`}
                    >
                      <DoneOutlined />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemButton
                  component={RouterLink}
                  // An import's line opens the list it wrote into.
                  to={n.imported ? hrefOf(n.imported.into) : hrefOf(n.resource, n.recordId)}
                  onClick={() => {
                    if (unread) readOne.mutate(n.id);
                    onOpen?.();
                  }}
                  sx={{ alignItems: 'flex-start', gap: 1.5 }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      mt: 1,
                      width: 8,
                      height: 8,
                      flexShrink: 0,
                      borderRadius: '50%',
                      bgcolor: unread ? 'primary.main' : 'transparent',
                    }}
                  />
                  <ListItemText
                    primary={
                      <>
                        {unread && (
                          <Box component="span" sx={SPOKEN_ONLY}>
                            {t('notifications.unreadMark')}{' '}
                          </Box>
                        )}
                        {notificationSentence(n, user.type, t)}
                      </>
                    }
                    secondary={formatTimeOfDay(n.createdAt, locale)}
                    slotProps={{
                      primary: { sx: { fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </Fragment>
      ))}
    </List>
  );
}

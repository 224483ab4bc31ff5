import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format-date';
import { usePrefs } from '../store/hooks';
import { keptReads } from './kept-queries';

/**
 * Says, above the page, that the connection is gone, or that what the screen shows was loaded
 * earlier and when (the oldest kept answer among the queries on screen). Gone once the screen's
 * queries are answered from the network again.
 */
export function OfflineStrip() {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const queryCache = useQueryClient().getQueryCache();
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () =>
    onlineManager.isOnline(),
  );
  // The queries on screen are those with an observer; the cache says when that changes.
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopCache = queryCache.subscribe(listener);
      const stopKept = keptReads.subscribe(listener);
      return () => {
        stopCache();
        stopKept();
      };
    },
    [queryCache],
  );
  const loadedAt = useSyncExternalStore(subscribe, () =>
    keptReads.oldestAmong(
      queryCache
        .getAll()
        .filter((q) => q.getObserversCount() > 0)
        .map((q) => q.queryHash),
    ),
  );
  if (online && loadedAt === null) return null;
  const time =
    loadedAt === null
      ? null
      : formatDate(loadedAt, locale, calendar, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert
      severity="warning"
      icon={<CloudOffOutlined />}
      role="status"
      data-testid="offline-strip"
      sx={{ mb: 2 }}
    >
      {time === null
        ? t('offline.noConnection')
        : t(online ? 'offline.serverUnreachable' : 'offline.showingKept', { time })}
    </Alert>
  );
}

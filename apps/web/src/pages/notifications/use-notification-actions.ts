import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-message';
import { markAllRead, markRead, refreshNotifications } from './notifications-api';

/** Marking one or all as read; either refreshes the bell's count and the lists. */
export function useNotificationActions() {
  const client = useQueryClient();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const onError = (error: unknown) =>
    enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' });
  const readOne = useMutation({
    mutationFn: markRead,
    onSettled: () => refreshNotifications(client),
    onError,
  });
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSettled: () => refreshNotifications(client),
    onError,
  });
  return { readOne, readAll };
}

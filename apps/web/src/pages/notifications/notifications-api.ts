import {
  API_PREFIX,
  type ListEnvelope,
  type Notification,
  type UnreadCount as Count,
} from '@caffee/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchPayload, sendPayload, toPage, type Page } from '../../crud/data/crud-api';

/** Every notification query starts with this key: reading one refetches them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_KEY, 'unread-count'] as const;

/** What a page of notifications is asked with. */
export interface NotificationsRequest {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
  locale: string;
}

/** One page of the caller's notifications, newest first, names in `locale`. */
export async function fetchNotifications(
  request: NotificationsRequest,
): Promise<Page<Notification>> {
  const { page, pageSize, unreadOnly, locale } = request;
  const { data } = await api.get<ListEnvelope<Notification>>(`${API_PREFIX}/notifications`, {
    params: {
      pagination: { page, pageSize },
      locale,
      ...(unreadOnly ? { unread: 'true' } : {}),
    },
  });
  return toPage(data);
}

export const notificationsQuery = (request: NotificationsRequest) => ({
  queryKey: [...NOTIFICATIONS_KEY, 'list', request] as const,
  queryFn: () => fetchNotifications(request),
});

export const fetchUnreadCount = () =>
  fetchPayload<Count>('notifications/unread-count').then((p) => p.count);

export const markRead = (id: number) =>
  sendPayload<Notification>('post', `notifications/${id}/read`);

export const markAllRead = () => sendPayload<Count>('post', 'notifications/read-all');

/** After a read: the bell's count and every list ask again. */
export const refreshNotifications = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

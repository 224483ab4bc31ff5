import {
  MAX_PAGE_SIZE,
  type Calendar,
  type CategoryColor,
  type Occurrence,
  type TranslatedInput,
} from '@caffee/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchPage, fetchPayload, sendPayload } from '../../../crud/data/crud-api';
import { usePrefs } from '../../../store/hooks';

export const EVENTS_PATH = 'calendar-events';
export const EVENT_CATEGORIES_PATH = 'calendar-event-categories';

/** An event category as the calendar reads it: its name and colour. */
export interface EventCategory {
  id: number;
  name: string;
  color: CategoryColor | null;
}

/** The event categories with their colours, for the filter, the legend and the new event form. */
export function useEventCategories(enabled: boolean) {
  const { locale } = usePrefs();
  return useQuery({
    queryKey: [EVENT_CATEGORIES_PATH, 'calendar', locale],
    queryFn: async () => {
      const { rows } = await fetchPage<EventCategory>(EVENT_CATEGORIES_PATH, {
        pagination: { page: 1, pageSize: MAX_PAGE_SIZE },
        sorting: { name: 'asc' },
        locale,
      });
      return rows.map(({ id, name, color }) => ({ id, name, color: color ?? null }));
    },
    enabled,
    staleTime: 60_000,
  });
}

/**
 * What the calendar shows in [from, to) (at most 400 days): events with their repeats expanded,
 * the meetings and deadlines the user may see; one request per view.
 */
export function useOccurrences(from: Date, to: Date, categoryId: string, kind: string) {
  const { locale } = usePrefs();
  const params = {
    from: from.toISOString(),
    to: to.toISOString(),
    locale,
    ...(categoryId ? { categoryId } : {}),
    ...(kind ? { kind } : {}),
  };
  return useQuery({
    queryKey: [EVENTS_PATH, 'occurrences', params],
    queryFn: () => fetchPayload<Occurrence[]>(`${EVENTS_PATH}/occurrences`, params),
  });
}

export interface FeedLink {
  url: string;
  expiresAt: string;
}

/** A personal `.ics` address, asked for only when the export dialog opens. */
export function useFeedLink(enabled: boolean) {
  const { locale } = usePrefs();
  return useQuery({
    queryKey: [EVENTS_PATH, 'feed-link', locale],
    queryFn: () => fetchPayload<FeedLink>(`${EVENTS_PATH}/feed-link`, { locale }),
    enabled,
    staleTime: 60 * 60_000,
  });
}

export interface EventBody {
  title: TranslatedInput;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string | null;
  categoryId: number | null;
  repeat: 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** Sent with a monthly or yearly repeat only. */
  repeatCalendar?: Calendar;
  repeatUntil: string | null;
  repeatCount: number | null;
}

export const createEvent = (body: EventBody) =>
  sendPayload<{ id: number }>('post', EVENTS_PATH, body);

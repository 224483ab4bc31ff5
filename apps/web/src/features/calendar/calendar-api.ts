import type { Occurrence, TranslatedInput } from '@caffee/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchPayload, sendPayload } from '../../crud/crud-api';
import { usePrefs } from '../../store/hooks';

export const EVENTS_PATH = 'calendar-events';
export const EVENT_CATEGORIES_PATH = 'calendar-event-categories';

/** The occurrences in [from, to), repeats expanded by the server (at most 400 days). */
export function useOccurrences(from: Date, to: Date, categoryId: string) {
  const { locale } = usePrefs();
  const params = {
    from: from.toISOString(),
    to: to.toISOString(),
    locale,
    ...(categoryId ? { categoryId } : {}),
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
  repeatUntil: string | null;
  repeatCount: number | null;
}

export const createEvent = (body: EventBody) =>
  sendPayload<{ id: number }>('post', EVENTS_PATH, body);

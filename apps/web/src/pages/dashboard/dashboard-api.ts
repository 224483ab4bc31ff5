import type { CountData, TimelinePoint, TimelineType } from '@caffee/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { PREFETCHED_FRESH_MS } from '../../components/lazy-page';
import { fetchPayload } from '../../crud/data/crud-api';
import { readTimelineType } from './timeline-type';

/** How many records of each kind the caller may see. */
const countData = queryOptions({
  queryKey: ['dashboard', 'count-data'],
  queryFn: () => fetchPayload<CountData>('dashboard/count-data'),
  staleTime: PREFETCHED_FRESH_MS,
});

/** Created/updated/deleted per period, the current one last. */
const timeline = (type: TimelineType) =>
  queryOptions({
    queryKey: ['dashboard', 'activity-timeline', type],
    queryFn: () => fetchPayload<TimelinePoint[]>('dashboard/activity-timeline', { type }),
    staleTime: PREFETCHED_FRESH_MS,
  });

export const useCountData = (enabled: boolean) => useQuery({ ...countData, enabled });

export const useTimeline = (type: TimelineType, enabled: boolean) =>
  useQuery({ ...timeline(type), enabled });

/** The dashboard's data, asked for when the app opens on it (app/navigation.ts). */
export function prefetchDashboard(client: QueryClient): void {
  void client.prefetchQuery(countData);
  void client.prefetchQuery(timeline(readTimelineType()));
}

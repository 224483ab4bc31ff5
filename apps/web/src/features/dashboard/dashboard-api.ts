import type { CountData, TimelinePoint, TimelineType } from '@caffee/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchPayload } from '../../crud/crud-api';

/** How many records of each kind the caller may see. */
export const useCountData = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'count-data'],
    queryFn: () => fetchPayload<CountData>('dashboard/count-data'),
    enabled,
  });

/** Created/updated/deleted per period, the current one last. */
export const useTimeline = (type: TimelineType, enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'activity-timeline', type],
    queryFn: () => fetchPayload<TimelinePoint[]>('dashboard/activity-timeline', { type }),
    enabled,
  });

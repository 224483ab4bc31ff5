import type { CountData, Envelope, TimelinePoint, TimelineType } from '@caffee/contract';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { takeEarly } from '../../api/early-queries';
import { fetchPayload } from '../../crud/crud-api';
import { COUNT_DATA_KEY, timelineKey } from './dashboard-queries';

/** The payload the app's start asked for already (`fetchDashboardEarly`), else asked now. */
async function payload<T>(key: QueryKey, path: string, params?: object): Promise<T> {
  const early = (await takeEarly(key)) as Envelope<T> | undefined;
  return early ? early.payload : fetchPayload<T>(path, params);
}

/** How many records of each kind the caller may see. */
export const useCountData = (enabled: boolean) =>
  useQuery({
    queryKey: COUNT_DATA_KEY,
    queryFn: () => payload<CountData>(COUNT_DATA_KEY, 'dashboard/count-data'),
    enabled,
  });

/** Created/updated/deleted per period, the current one last. */
export const useTimeline = (type: TimelineType, enabled: boolean) =>
  useQuery({
    queryKey: timelineKey(type),
    queryFn: () =>
      payload<TimelinePoint[]>(timelineKey(type), 'dashboard/activity-timeline', { type }),
    enabled,
  });

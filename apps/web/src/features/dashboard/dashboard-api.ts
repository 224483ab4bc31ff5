import type { CountData, Envelope, TimelinePoint, TimelineType } from '@caffee/contract';
import { useQuery } from '@tanstack/react-query';
import { takeEarly } from '../../api/early-queries';
import { fetchPayload } from '../../crud/crud-api';
import { COUNT_DATA_KEY, COUNT_DATA_URL, timelineKey, timelineUrl } from './dashboard-queries';

/** The payload asked for already at `url` as the app started, else asked now. */
async function payload<T>(url: string, path: string, params?: object): Promise<T> {
  const early = (await takeEarly(url)) as Envelope<T> | undefined;
  return early ? early.payload : fetchPayload<T>(path, params);
}

/** How many records of each kind the caller may see. */
export const useCountData = (enabled: boolean) =>
  useQuery({
    queryKey: COUNT_DATA_KEY,
    queryFn: () => payload<CountData>(COUNT_DATA_URL, 'dashboard/count-data'),
    enabled,
  });

/** Created/updated/deleted per period, the current one last. */
export const useTimeline = (type: TimelineType, enabled: boolean) =>
  useQuery({
    queryKey: timelineKey(type),
    queryFn: () =>
      payload<TimelinePoint[]>(timelineUrl(type), 'dashboard/activity-timeline', { type }),
    enabled,
  });

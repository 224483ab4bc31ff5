import { API_PREFIX, type TimelineType } from '@caffee/contract';
import { fetchEarly } from '../../api/early-queries';
import { readTimelineType } from './timeline-type';

// The dashboard's queries, apart from the page (dashboard-api.ts) so the app's start can ask
// for them with the page's files without loading the page's own code.
export const COUNT_DATA_KEY = ['dashboard', 'count-data'] as const;
export const timelineKey = (type: TimelineType) =>
  ['dashboard', 'activity-timeline', type] as const;

/** The counts and the remembered period's timeline, asked beside the dashboard's files. */
export function fetchDashboardEarly(locale: string): void {
  const type = readTimelineType();
  fetchEarly(COUNT_DATA_KEY, `${API_PREFIX}/dashboard/count-data`, locale);
  fetchEarly(timelineKey(type), `${API_PREFIX}/dashboard/activity-timeline?type=${type}`, locale);
}

import { API_PREFIX, type TimelineType } from '@caffee/contract';
import { fetchEarly } from '../../api/early-queries';
import { readTimelineType } from './timeline-choice';

// The dashboard's queries, apart from the page (dashboard-api.ts) so the app's start can ask
// for them with the page's files without loading the page's own code.
export const COUNT_DATA_KEY = ['dashboard', 'count-data'] as const;
export const timelineKey = (type: TimelineType) =>
  ['dashboard', 'activity-timeline', type] as const;

/** Where the counts are: the same for every reader's address and language. */
export const COUNT_DATA_URL = `${API_PREFIX}/dashboard/count-data`;
/** Where a period's timeline is. */
export const timelineUrl = (type: TimelineType) =>
  `${API_PREFIX}/dashboard/activity-timeline?type=${type}`;

/**
 * The remembered period's timeline, asked beside the dashboard's files: by the page's entry
 * (app/first-screens.ts) or the app's start. (The counts, which depend on nothing stored, are
 * the page's `firstData`.)
 */
export function fetchTimelineEarly(locale: string): void {
  fetchEarly(timelineUrl(readTimelineType()), locale);
}

import { DEFAULT_TIMELINE_TYPE, TIMELINE_TYPES, type TimelineType } from '@caffee/contract';

// Without React: the page's entry reads the choice to ask for the dashboard's data early.
export const TIMELINE_STORAGE_KEY = 'caffee.dashboard.timeline';

/** The remembered timeline period (daily by default, as the seed); bad values fall back. */
export function readTimelineType(): TimelineType {
  try {
    const stored = localStorage.getItem(TIMELINE_STORAGE_KEY);
    return TIMELINE_TYPES.find((type) => type === stored) ?? DEFAULT_TIMELINE_TYPE;
  } catch {
    return DEFAULT_TIMELINE_TYPE;
  }
}

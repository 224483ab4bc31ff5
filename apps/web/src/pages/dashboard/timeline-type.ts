import { DEFAULT_TIMELINE_TYPE, TIMELINE_TYPES, type TimelineType } from '@caffee/contract';
import { useCallback, useState } from 'react';

const TIMELINE_STORAGE_KEY = 'caffee.dashboard.timeline';

/** The remembered timeline period (daily by default, as the seed); bad values fall back. */
export function readTimelineType(): TimelineType {
  try {
    const stored = localStorage.getItem(TIMELINE_STORAGE_KEY);
    return TIMELINE_TYPES.find((type) => type === stored) ?? DEFAULT_TIMELINE_TYPE;
  } catch {
    return DEFAULT_TIMELINE_TYPE;
  }
}

/** The timeline period, kept in this browser across visits. */
export function useTimelineType(): [TimelineType, (type: TimelineType) => void] {
  const [type, setType] = useState(readTimelineType);
  const update = useCallback((next: TimelineType) => {
    setType(next);
    try {
      localStorage.setItem(TIMELINE_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage: the choice still holds for this visit.
    }
  }, []);
  return [type, update];
}

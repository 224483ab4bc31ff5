import type { TimelineType } from '@caffee/contract';
import { useCallback, useState } from 'react';
import { readTimelineType, TIMELINE_STORAGE_KEY } from './timeline-choice';

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

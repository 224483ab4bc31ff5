import { fetchTimelineEarly } from '../features/dashboard/dashboard-queries';
import type { FirstScreen } from './first-screens';

/**
 * Data of a first screen that follows from a choice the reader stored in this browser rather
 * than from the address (the dashboard's period). Without React or the app: the page's entry
 * asks for it with the screen's files, and the app's start when the entry did not (the early
 * requests are kept by address, so neither asks twice).
 */
const STORED_CHOICE_DATA: Partial<Record<FirstScreen, (locale: string) => void>> = {
  dashboard: fetchTimelineEarly,
};

/** Asks for the stored-choice data of `screen`, if it has any. */
export function fetchStoredChoiceData(screen: FirstScreen | undefined, locale: string): void {
  if (screen) STORED_CHOICE_DATA[screen]?.(locale);
}

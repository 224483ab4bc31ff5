import type { RecordScreen } from '../crud/screen';
import { caffeeGroupsScreen, institutesScreen, placeScreens } from './address';
import { categoryScreens } from './categories';
import { complainsScreen, forumsScreen, questionsScreen, surveysScreen } from './engagement';
import { attendancesScreen, calendarEventsScreen, meetingsScreen } from './meetings';
import { enactedLawsScreen, newsFeedsScreen, publicationsScreen } from './publishing';

/** Every plain record type with its own menu item, in menu order. */
export const MENU_SCREENS: readonly RecordScreen[] = [
  newsFeedsScreen,
  enactedLawsScreen,
  publicationsScreen,
  forumsScreen,
  meetingsScreen,
  calendarEventsScreen,
  attendancesScreen,
  complainsScreen,
  surveysScreen,
  questionsScreen,
  institutesScreen,
  caffeeGroupsScreen,
];

/** Record types reached under another item: the places (address), the categories. */
export const NESTED_SCREENS: Readonly<Record<string, readonly RecordScreen[]>> = {
  address: placeScreens,
  categories: categoryScreens,
};

export const ALL_SCREENS: readonly RecordScreen[] = [
  ...MENU_SCREENS,
  ...Object.values(NESTED_SCREENS).flat(),
];

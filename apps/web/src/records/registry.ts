import { RECORD_METAS } from '@caffee/contract';
import { defineScreen, type RecordScreen } from '../crud/screen';
import { permissionsScreen, rolesScreen } from './access/screens';
import { calendarEventsScreen } from './meetings/calendar-events';
import { caffeeGroupsScreen, institutesScreen, placeScreens } from './address/screens';
import {
  complainsScreen,
  forumsScreen,
  questionsScreen,
  surveysScreen,
} from './engagement/screens';
import {
  attendancesScreen,
  calendarEventCategoriesScreen,
  meetingsScreen,
} from './meetings/screens';
import { newsFeedsScreen } from './publishing/screens';

/**
 * The screens that add something of their own to their type's declaration (a card image, a
 * part of the detail page, an input). Every other declared type with a menu place gets the
 * generic screens of its declaration alone.
 */
const OWN_SCREENS: ReadonlyMap<string, RecordScreen> = new Map(
  [
    newsFeedsScreen,
    forumsScreen,
    meetingsScreen,
    attendancesScreen,
    calendarEventCategoriesScreen,
    complainsScreen,
    questionsScreen,
    surveysScreen,
    institutesScreen,
    caffeeGroupsScreen,
    ...placeScreens,
    rolesScreen,
    permissionsScreen,
    calendarEventsScreen,
  ].map((screen) => [screen.key, screen]),
);

/** Every record type with screens, in the declarations' order (the menu's). */
export const ALL_SCREENS: readonly RecordScreen[] = RECORD_METAS.filter((meta) => meta.menu).map(
  (meta) => OWN_SCREENS.get(meta.path) ?? defineScreen(meta),
);

/** Every record type with its own menu item, in menu order. */
export const MENU_SCREENS = ALL_SCREENS.filter((screen) => !screen.parent);

/** Record types reached under another item: the places (address), the categories. */
export const NESTED_SCREENS: Readonly<Record<'address' | 'categories', readonly RecordScreen[]>> = {
  address: ALL_SCREENS.filter((screen) => screen.parent === 'address'),
  categories: ALL_SCREENS.filter((screen) => screen.parent === 'categories'),
};

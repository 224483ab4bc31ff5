import { calendarEventsMeta } from '@caffee/contract';
import { lazyPart } from '../../crud/data/lazy-part';
import { defineScreen } from '../../crud/screen';

/**
 * Events: the generic screens (a new event's repeat follows the reader's calendar), and on an
 * event's page the way to its attendance register.
 */
export const calendarEventsScreen = defineScreen(calendarEventsMeta, {
  newValues: ({ calendar }) => ({ repeatCalendar: calendar }),
  detailExtra: lazyPart(() =>
    import('./attendance/event-attendance-link').then((m) => m.EventAttendanceLink),
  ),
});

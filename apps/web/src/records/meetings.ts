import { attendancesMeta, calendarEventCategoriesMeta, meetingsMeta } from '@caffee/contract';
import { lazyPart } from '../crud/lazy-part';
import { defineScreen } from '../crud/screen';
import { CategoryColorValue } from './category-color';

export const meetingsScreen = defineScreen(meetingsMeta, {
  recordIncludes: ['agenda', 'invitees', 'minutes'],
  detailExtra: lazyPart(() =>
    import('../features/meetings/meeting-detail-extra').then((m) => m.MeetingDetailExtra),
  ),
});

export const attendancesScreen = defineScreen(attendancesMeta, {
  noForms: true,
});

/** Event categories are chosen a colour from the palette, shown as a swatch. */
export const calendarEventCategoriesScreen = defineScreen(calendarEventCategoriesMeta, {
  inputs: {
    color: lazyPart(() =>
      import('../features/calendar/category-color-field').then((m) => m.CategoryColorField),
    ),
  },
  displays: { color: CategoryColorValue },
});

import { attendancesMeta, calendarEventCategoriesMeta, meetingsMeta } from '@caffee/contract';
import { lazyPart } from '../../crud/data/lazy-part';
import { lazyPage } from '../../components/lazy-page';
import { registerTitle } from './attendance/subject';
import { defineScreen } from '../../crud/screen';
import { CategoryColorValue } from '../categories/category-color';

export const meetingsScreen = defineScreen(meetingsMeta, {
  recordIncludes: ['agenda', 'invitees', 'minutes'],
  inputs: {
    includeSubgroups: lazyPart(() => import('./subgroups-field').then((m) => m.SubgroupsField)),
    inviteeIds: lazyPart(() => import('./invitees-field').then((m) => m.MeetingInviteesField)),
  },
  detailExtra: lazyPart(() => import('./meeting-detail-extra').then((m) => m.MeetingDetailExtra)),
});

/**
 * Registers: named by their meeting or event and day; the page lists the lines and the
 * summary; taken on the register screen (from a meeting or an event) and corrected there.
 */
export const attendancesScreen = defineScreen(attendancesMeta, {
  noForms: true,
  recordIncludes: ['summary'],
  titleOf: (record, { t, locale, calendar }) =>
    registerTitle(record, t('attendance.untitled'), locale, calendar),
  titleCovers: ['meetingId'],
  detailExtra: lazyPart(() => import('./attendance/register-detail').then((m) => m.RegisterDetail)),
  pages: [
    {
      key: 'correct',
      path: ':id/correct',
      permission: 'attendances:update',
      page: lazyPage(() => import('./attendance/correct-attendance-page')),
    },
  ],
});

/** Event categories are chosen a colour from the palette, shown as a swatch. */
export const calendarEventCategoriesScreen = defineScreen(calendarEventCategoriesMeta, {
  inputs: {
    color: lazyPart(() =>
      import('./calendar/category-color-field').then((m) => m.CategoryColorField),
    ),
  },
  displays: { color: CategoryColorValue },
});

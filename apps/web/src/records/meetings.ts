import { attendancesMeta, meetingsMeta } from '@caffee/contract';
import { lazyPart } from '../crud/lazy-part';
import { defineScreen } from '../crud/screen';

export const meetingsScreen = defineScreen(meetingsMeta, {
  recordIncludes: ['agenda', 'invitees', 'minutes'],
  detailExtra: lazyPart(() =>
    import('../features/meetings/meeting-detail-extra').then((m) => m.MeetingDetailExtra),
  ),
});

export const attendancesScreen = defineScreen(attendancesMeta, {
  noForms: true,
});

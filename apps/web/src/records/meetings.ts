import { attendancesMeta, calendarEventsMeta, meetingsMeta } from '@caffee/contract';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { lazyPart } from '../crud/lazy-part';
import { defineScreen } from '../crud/screen';

export const meetingsScreen = defineScreen(meetingsMeta, {
  icon: EventNoteOutlined,
  recordIncludes: ['agenda', 'invitees', 'minutes'],
  types: ['admin', 'institute', 'member'],
  detailExtra: lazyPart(() =>
    import('../features/meetings/meeting-detail-extra').then((m) => m.MeetingDetailExtra),
  ),
});

export const calendarEventsScreen = defineScreen(calendarEventsMeta, {
  icon: EventOutlined,
  types: ['admin', 'institute', 'member'],
});

export const attendancesScreen = defineScreen(attendancesMeta, {
  icon: HowToRegOutlined,
  types: ['admin', 'member'],
  noForms: true,
});

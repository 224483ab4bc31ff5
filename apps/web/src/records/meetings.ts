import {
  attendancesMeta,
  calendarEventsMeta,
  meetingsMeta,
  REPEAT_PERIODS,
} from '@caffee/contract';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import type { RecordScreen } from '../crud/screen';
import { lazyPart } from '../crud/lazy-part';

export const meetingsScreen: RecordScreen = {
  key: 'meetings',
  contract: meetingsMeta,
  labelKey: 'records.types.meetings',
  icon: EventNoteOutlined,
  titleField: 'title',
  fields: [
    { name: 'title', kind: 'text', column: true },
    { name: 'description', kind: 'multiline' },
    { name: 'categoryId', kind: 'reference', ref: 'meeting-categories', refField: 'category' },
    { name: 'groupId', kind: 'reference', ref: 'caffee-groups' },
    { name: 'startsAt', kind: 'datetime', column: true },
    { name: 'endsAt', kind: 'datetime', column: true },
    { name: 'location', kind: 'text', column: true },
    // Both are shown by the detail extra: invitees as chips, the agenda with its files.
    { name: 'inviteeIds', kind: 'users', source: 'invitees', hidden: true },
    { name: 'agendaItems', kind: 'titles', source: 'agenda', hidden: true },
  ],
  filters: ['categoryId'],
  defaultSort: { field: 'startsAt', direction: 'desc' },
  includes: ['category'],
  recordIncludes: ['agenda', 'invitees', 'minutes'],
  types: ['admin', 'institute', 'member'],
  detailExtra: lazyPart(() =>
    import('../features/meetings/meeting-detail-extra').then((m) => m.MeetingDetailExtra),
  ),
};

export const calendarEventsScreen: RecordScreen = {
  key: 'calendar-events',
  contract: calendarEventsMeta,
  labelKey: 'records.types.calendar-events',
  icon: EventOutlined,
  titleField: 'title',
  fields: [
    { name: 'title', kind: 'text', column: true },
    { name: 'description', kind: 'multiline' },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'calendar-event-categories',
      refField: 'category',
      column: true,
    },
    { name: 'startsAt', kind: 'datetime', column: true },
    { name: 'endsAt', kind: 'datetime' },
    { name: 'allDay', kind: 'boolean' },
    { name: 'location', kind: 'text' },
    { name: 'repeat', kind: 'select', values: REPEAT_PERIODS, column: true },
    { name: 'repeatUntil', kind: 'date' },
    { name: 'repeatCount', kind: 'number' },
  ],
  filters: ['categoryId', 'repeat'],
  defaultSort: { field: 'startsAt', direction: 'desc' },
  includes: ['category'],
  types: ['admin', 'institute', 'member'],
};

export const attendancesScreen: RecordScreen = {
  key: 'attendances',
  contract: attendancesMeta,
  labelKey: 'records.types.attendances',
  icon: HowToRegOutlined,
  titleField: 'date',
  fields: [
    { name: 'date', kind: 'date', column: true },
    { name: 'meetingId', kind: 'reference', ref: 'meetings', refField: 'subject', column: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'attendance-categories',
      refField: 'category',
      column: true,
    },
    { name: 'note', kind: 'multiline' },
  ],
  filters: ['categoryId'],
  defaultSort: { field: 'date', direction: 'desc' },
  includes: ['category', 'subject'],
  types: ['admin', 'member'],
  noForms: true,
};

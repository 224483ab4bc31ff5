import type { ServerResource } from '../server-resource.js';
import { attendancesResource } from './attendances.js';
import { calendarEventsResource } from './calendar-events.js';
import { meetingsResource } from './meetings.js';

/** Meetings with agenda items, calendar events with repeats, attendances. */
export const meetingsResources: ServerResource[] = [
  meetingsResource,
  calendarEventsResource,
  attendancesResource,
];

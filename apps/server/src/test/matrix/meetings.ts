import { ADMIN_ONLY, crudEntries, EVERYONE, type Entry, type MatrixDomain } from './types.js';

/** Readable by the invited (institute and member users), by every admin. */
const INVITED: Entry = {
  admin: 'allow',
  institute: { own: 'allow', other: 'hidden' },
  member: { own: 'allow', other: 'hidden' },
};
/** Members read the registers they are on; institute users have no attendances grant. */
const ON_REGISTER: Entry = {
  admin: 'allow',
  institute: 'deny',
  member: { own: 'allow', other: 'hidden' },
};
const MEMBERS_LIST: Entry = { admin: 'allow', institute: 'deny', member: 'allow' };

const meetings = '/api/v1/meetings';
const attendances = '/api/v1/attendances';

/** Meetings (with agenda items and minutes), calendar events and attendances. */
export const meetingsMatrix: MatrixDomain = {
  entries: {
    ...crudEntries('meeting-categories', { read: EVERYONE, write: ADMIN_ONLY }),
    [`GET ${meetings}`]: EVERYONE,
    [`GET ${meetings}/export.csv`]: EVERYONE,
    [`POST ${meetings}`]: ADMIN_ONLY,
    [`POST ${meetings}/import`]: ADMIN_ONLY,
    [`GET ${meetings}/import/template.csv`]: ADMIN_ONLY,
    [`GET ${meetings}/import/progress/:id`]: ADMIN_ONLY,
    [`GET ${meetings}/:id`]: INVITED,
    [`GET ${meetings}/:id/document.pdf`]: INVITED,
    [`GET ${meetings}/:id/agenda.pdf`]: INVITED,
    [`GET ${meetings}/:id/minutes.pdf`]: INVITED,
    [`PUT ${meetings}/:id`]: ADMIN_ONLY,
    [`PATCH ${meetings}/:id`]: ADMIN_ONLY,
    [`DELETE ${meetings}/:id`]: ADMIN_ONLY,
    [`GET ${meetings}/:id/comments`]: INVITED,
    [`POST ${meetings}/:id/comments`]: INVITED,
    [`POST ${meetings}/:id/agenda-items`]: ADMIN_ONLY,
    [`PUT ${meetings}/:id/agenda-items/:itemId`]: ADMIN_ONLY,
    [`PATCH ${meetings}/:id/agenda-items/:itemId`]: ADMIN_ONLY,
    [`DELETE ${meetings}/:id/agenda-items/:itemId`]: ADMIN_ONLY,
    [`PUT ${meetings}/:id/minutes`]: ADMIN_ONLY,
    [`DELETE ${meetings}/:id/minutes`]: ADMIN_ONLY,
    [`GET ${meetings}/:id/attendance-summary`]: INVITED,

    ...crudEntries('calendar-event-categories', { read: EVERYONE, write: ADMIN_ONLY }),
    ...crudEntries('calendar-events', {
      read: EVERYONE,
      write: ADMIN_ONLY,
      comments: { read: EVERYONE, write: EVERYONE },
    }),
    'GET /api/v1/calendar-events/occurrences': EVERYONE,
    'GET /api/v1/calendar-events/feed-link': EVERYONE,
    // A calendar app sends no bearer header: the handler checks a signed link or the token.
    'GET /api/v1/calendar-events/feed.ics': 'public',

    ...crudEntries('attendance-categories', { read: EVERYONE, write: ADMIN_ONLY }),
    [`GET ${attendances}`]: MEMBERS_LIST,
    [`GET ${attendances}/export.csv`]: MEMBERS_LIST,
    [`POST ${attendances}`]: ADMIN_ONLY,
    [`POST ${attendances}/import`]: ADMIN_ONLY,
    [`GET ${attendances}/import/template.csv`]: ADMIN_ONLY,
    [`GET ${attendances}/import/progress/:id`]: ADMIN_ONLY,
    // Whom a new register lists: for those who take attendance.
    [`GET ${attendances}/roll`]: ADMIN_ONLY,
    [`GET ${attendances}/:id`]: ON_REGISTER,
    [`GET ${attendances}/:id/document.pdf`]: ON_REGISTER,
    [`GET ${attendances}/:id/sign-in-sheet.pdf`]: ADMIN_ONLY,
    [`PUT ${attendances}/:id`]: ADMIN_ONLY,
    [`PATCH ${attendances}/:id`]: ADMIN_ONLY,
    [`DELETE ${attendances}/:id`]: ADMIN_ONLY,
    [`GET ${attendances}/:id/attendees`]: ON_REGISTER,
    [`POST ${attendances}/:id/attendees`]: ADMIN_ONLY,
    [`GET ${attendances}/mine`]: EVERYONE,
  },

  async setup(t, callers) {
    const post = async (url: string, body: unknown) => {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/${url}`,
        token: callers.admin.token,
        body,
      });
      if (res.status !== 200) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
      return res.body.payload.id as number;
    };
    const times = { startsAt: '2026-05-04T06:00:00Z', endsAt: '2026-05-04T08:00:00Z' };
    const closed = await post('meetings', { title: 'Closed session', ...times });
    const invited = await post('meetings', {
      title: 'Open session',
      ...times,
      inviteeIds: [callers.institute.userId, callers.member.userId],
    });
    const attended = await post('attendances', { meetingId: invited, date: '2026-05-04' });
    await t.request({
      method: 'POST',
      url: `/api/v1/attendances/${attended}/attendees`,
      token: callers.admin.token,
      body: { attendees: [{ userId: callers.member.userId, status: 'present' }] },
    });
    return {
      other: {
        'meeting-categories': await post('meeting-categories', { name: 'Matrix' }),
        meetings: closed,
        'calendar-event-categories': await post('calendar-event-categories', { name: 'Matrix' }),
        'calendar-events': await post('calendar-events', { title: 'Matrix', ...times }),
        'attendance-categories': await post('attendance-categories', { name: 'Matrix' }),
        attendances: await post('attendances', { meetingId: closed, date: '2026-05-04' }),
      },
      own: {
        institute: { meetings: invited },
        member: { meetings: invited, attendances: attended },
      },
    };
  },
};

import type { Attendee, ListQuery } from '@caffee/contract';
import {
  ATTENDANCE_STATUSES,
  AttendeeSchema,
  AttendeesBodySchema,
  AttendeesQuerySchema,
  AttendeesResultSchema,
  envelope,
  IdParamsSchema,
  listEnvelope,
  MyAttendanceQuerySchema,
  MyAttendanceSchema,
  pickTranslation,
  RollEntrySchema,
  RollQuerySchema,
} from '@caffee/contract';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/guard.js';
import { ok, page } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { runList, type ListFields } from '../../http/list-query.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import { translationsOf } from '../fields.js';
import type { RequestContext, Row } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import { recordAttendees } from './attendees.js';
import { registerSignInSheet } from '../documents/sign-in-sheet.js';
import { rollOf } from './roll.js';
import { registerMeetingSeen, seesAll } from './scoping.js';

const tags = ['attendances'];
const statuses = { kind: 'enum', values: ATTENDANCE_STATUSES } as const;

const ATTENDEE_FIELDS: ListFields = {
  fields: {
    id: { column: 'attendanceAttendees.id', kind: 'number' },
    userId: { column: 'attendanceAttendees.userId', kind: 'number' },
    status: { column: 'attendanceAttendees.status', ...statuses },
    userName: { column: 'users.name', kind: 'string' },
  },
};

const MINE_FIELDS: ListFields = {
  fields: {
    id: { column: 'line.id', kind: 'number' },
    status: { column: 'line.status', ...statuses },
    date: { column: 'register.date', kind: 'string' },
    meetingId: { column: 'register.meetingId', kind: 'number' },
    calendarEventId: { column: 'register.calendarEventId', kind: 'number' },
  },
};

/** A register's lines: all of them for council staff, only their own for anyone else. */
function attendeesOf(services: Services, id: number, query: ListQuery, ctx: RequestContext) {
  let base = services.db
    .selectFrom('attendanceAttendees')
    .leftJoin('users', 'users.id', 'attendanceAttendees.userId')
    .where('attendanceAttendees.attendanceId', '=', id);
  if (!seesAll(ctx)) base = base.where('attendanceAttendees.userId', '=', ctx.auth.user.id);
  return runList<Attendee>(
    base,
    (qb) =>
      qb.select([
        'attendanceAttendees.id',
        'attendanceAttendees.attendanceId',
        'attendanceAttendees.userId',
        'users.name as userName',
        'attendanceAttendees.status',
        'attendanceAttendees.note',
        'attendanceAttendees.updatedAt',
      ]),
    query,
    ATTENDEE_FIELDS,
    { kind: services.kind, idColumn: 'attendanceAttendees.id' },
  );
}

/** The caller's own lines in every live register, with the meeting's or event's title. */
async function mine(services: Services, query: ListQuery, ctx: RequestContext) {
  let base = services.db
    .selectFrom('attendanceAttendees as line')
    .innerJoin('attendances as register', 'register.id', 'line.attendanceId')
    .leftJoin('meetings', 'meetings.id', 'register.meetingId')
    .leftJoin('calendarEvents', 'calendarEvents.id', 'register.calendarEventId')
    .where('line.userId', '=', ctx.auth.user.id)
    .where('register.deletedAt', 'is', null);
  // A line of a meeting one is no longer invited to would name the meeting: left out.
  if (!seesAll(ctx)) base = base.where((eb) => registerMeetingSeen(eb, 'register.meetingId', ctx));
  const result = await runList<Row>(
    base,
    (qb) =>
      qb.select([
        'line.id',
        'line.attendanceId',
        'register.date',
        'line.status',
        'line.note',
        'register.meetingId',
        'register.calendarEventId',
        'meetings.titleOm as meetingTitleOm',
        'meetings.titleEn as meetingTitleEn',
        'meetings.titleAm as meetingTitleAm',
        'calendarEvents.titleOm as eventTitleOm',
        'calendarEvents.titleEn as eventTitleEn',
        'calendarEvents.titleAm as eventTitleAm',
      ]),
    query,
    MINE_FIELDS,
    { kind: services.kind, idColumn: 'line.id' },
  );
  const title = (r: Row, prefix: string) =>
    pickTranslation(translationsOf(r, `${prefix}Title`), query.locale) || null;
  const rows = result.rows.map((r) => ({
    id: r.id,
    attendanceId: r.attendanceId as number,
    date: r.date as string,
    status: r.status as Attendee['status'],
    note: (r.note as string | null) ?? null,
    meetingId: (r.meetingId as number | null) ?? null,
    calendarEventId: (r.calendarEventId as number | null) ?? null,
    title: r.meetingId != null ? title(r, 'meeting') : title(r, 'event'),
  }));
  return { ...result, rows };
}

/** `attendances/{id}/attendees` (GET, POST), `attendances/mine` and `attendances/roll`. */
export function registerAttendeeRoutes(
  app: FastifyInstance,
  services: Services,
  store: ResourceStore,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const visible = async (ctx: RequestContext, id: number) => {
    if (!(await store.find(id, ctx))) throw notFound('Attendance');
  };
  registerSignInSheet(app, services, store);

  r.get('/attendances/mine', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "Attendances: one's own attendance history",
      querystring: MyAttendanceQuerySchema,
      response: responses(listEnvelope(MyAttendanceSchema), 400, 401),
    },
    handler: async (request) => {
      requireAuth(request);
      const result = await mine(services, request.query, contextOf(request));
      return page(result.rows, result);
    },
  });

  r.get('/attendances/roll', {
    config: { access: 'attendances:record' },
    schema: {
      tags,
      summary: 'Attendances: the people a new register lists',
      description:
        'The people a register of the meeting (its invitees) or of the calendar event (every ' +
        'active council member) lists, by name: give `meetingId` or `calendarEventId`.',
      querystring: RollQuerySchema,
      response: responses(envelope(z.array(RollEntrySchema)), 401, 403, 404),
    },
    handler: async (request) => ok(await rollOf(services, request.query, contextOf(request))),
  });

  r.get('/attendances/:id/attendees', {
    config: { access: 'attendances:read' },
    schema: {
      tags,
      summary: "Attendances: a register's attendees",
      params: IdParamsSchema,
      querystring: AttendeesQuerySchema,
      response: responses(listEnvelope(AttendeeSchema), 400, 401, 403, 404),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      await visible(ctx, request.params.id);
      const result = await attendeesOf(services, request.params.id, request.query, ctx);
      return page(result.rows, result);
    },
  });

  r.post('/attendances/:id/attendees', {
    config: { access: 'attendances:record' },
    schema: {
      tags,
      summary: "Attendances: record the attendees' status",
      params: IdParamsSchema,
      body: AttendeesBodySchema,
      response: responses(envelope(AttendeesResultSchema), 401, 403, 404),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      await visible(ctx, request.params.id);
      return ok(await recordAttendees(services, request.params.id, request.body, ctx));
    },
  });
}

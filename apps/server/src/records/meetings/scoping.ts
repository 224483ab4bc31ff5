import type { ScopeAt } from '../../audit/access-span.js';
import type { ExpressionBuilder } from 'kysely';
import type { AnyQuery, RequestContext } from '../server-resource.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's tables
type AnyEb = ExpressionBuilder<any, any>;

/** Council staff see every meeting and register; everyone else only where they are named. */
export const seesAll = (ctx: RequestContext) => ctx.auth.user.type === 'admin';

/** Meetings the caller is invited to (all of them for council staff). */
export function invitedOnly(qb: AnyQuery, ctx: RequestContext): AnyQuery {
  if (seesAll(ctx)) return qb;
  return qb.where((eb) =>
    eb.exists(
      eb
        .selectFrom('meetingInvitees as invited')
        .select('invited.meetingId')
        .whereRef('invited.meetingId', '=', 'meetings.id')
        .where('invited.userId', '=', ctx.auth.user.id),
    ),
  );
}

/**
 * `invitedOnly` on a meeting's invitees at a point of its history (its `invitees` entries
 * hold the whole list before and after each change).
 */
export const invitedAt: ScopeAt = {
  fields: ['invitees'],
  sees: (s, user) =>
    user.type === 'admin' || (Array.isArray(s.invitees) && s.invitees.includes(user.id)),
};

/**
 * Attendance registers the caller is on (all of them for council staff). A meeting's register
 * follows its meeting as well: a line left from an invitation since withdrawn (or written
 * before invitations were checked) shows no more of the meeting than the meeting itself does.
 */
export function attendeeOnly(qb: AnyQuery, ctx: RequestContext): AnyQuery {
  if (seesAll(ctx)) return qb;
  return qb.where((eb) =>
    eb.and([
      eb.exists(
        eb
          .selectFrom('attendanceAttendees as listed')
          .select('listed.attendanceId')
          .whereRef('listed.attendanceId', '=', 'attendances.id')
          .where('listed.userId', '=', ctx.auth.user.id),
      ),
      registerMeetingSeen(eb, 'attendances.meetingId', ctx),
    ]),
  );
}

/**
 * A register's meeting is one the caller is invited to, or it has none (an event's register).
 * `meetingColumn` is the register's `meetingId` as the query names it.
 */
export function registerMeetingSeen(eb: AnyEb, meetingColumn: string, ctx: RequestContext) {
  return eb.or([
    eb(meetingColumn, 'is', null),
    eb.exists(
      eb
        .selectFrom('meetingInvitees as invitedTo')
        .select('invitedTo.meetingId')
        .whereRef('invitedTo.meetingId', '=', meetingColumn)
        .where('invitedTo.userId', '=', ctx.auth.user.id),
    ),
  ]);
}

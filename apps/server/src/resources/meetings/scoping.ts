import type { AnyQuery, RequestContext } from '../server-resource.js';

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

/** Attendance registers the caller is on (all of them for council staff). */
export function attendeeOnly(qb: AnyQuery, ctx: RequestContext): AnyQuery {
  if (seesAll(ctx)) return qb;
  return qb.where((eb) =>
    eb.exists(
      eb
        .selectFrom('attendanceAttendees as listed')
        .select('listed.attendanceId')
        .whereRef('listed.attendanceId', '=', 'attendances.id')
        .where('listed.userId', '=', ctx.auth.user.id),
    ),
  );
}

import { ATTENDEES_MAX, type RollEntry } from '@caffee/contract';
import { invalidField, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { RequestContext } from '../server-resource.js';
import { invitedOnly } from './scoping.js';

/**
 * The people a register of a meeting or an event lists, by name. A meeting's are its invitees.
 * An event has no invitees (the calendar's events are the council's: sessions, visits,
 * trainings), so its roll is every active council member; only those marked go on the register.
 * A meeting or event that does not exist, or a meeting the caller is not invited to, is a 404.
 */
export async function rollOf(
  services: Services,
  query: { meetingId?: number | undefined; calendarEventId?: number | undefined },
  ctx: RequestContext,
): Promise<RollEntry[]> {
  const { meetingId, calendarEventId } = query;
  if ((meetingId === undefined) === (calendarEventId === undefined)) {
    throw invalidField('meetingId', 'meetingOrEvent');
  }
  const db = services.db;
  if (meetingId !== undefined) {
    const meeting = await invitedOnly(
      db
        .selectFrom('meetings')
        .select('id')
        .where('id', '=', meetingId)
        .where('deletedAt', 'is', null),
      ctx,
    ).executeTakeFirst();
    if (!meeting) throw notFound('Meeting');
    return db
      .selectFrom('meetingInvitees')
      .innerJoin('users', 'users.id', 'meetingInvitees.userId')
      .select(['users.id as userId', 'users.name', 'users.type'])
      .where('meetingInvitees.meetingId', '=', meetingId)
      .where('users.deletedAt', 'is', null)
      .orderBy('users.name')
      .orderBy('users.id')
      .limit(ATTENDEES_MAX)
      .execute();
  }
  const event = await db
    .selectFrom('calendarEvents')
    .select('id')
    .where('id', '=', calendarEventId as number)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!event) throw notFound('Calendar event');
  return db
    .selectFrom('users')
    .select(['id as userId', 'name', 'type'])
    .where('type', '=', 'member')
    .where('status', '=', 'active')
    .where('deletedAt', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .limit(ATTENDEES_MAX)
    .execute();
}

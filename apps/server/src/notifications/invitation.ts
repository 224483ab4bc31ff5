import { LOCALES, pickTranslation, type Locale, type NotificationKind } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database, MailedUser, UserRow } from '../db/database.js';
import { translatedColumn, translationsOf } from '../records/fields.js';
import { renderCalendar } from '../records/meetings/ical.js';
import type { Row } from '../records/server-resource.js';
import type { EventEntry } from './events.js';
import { columnsSeen } from './names.js';

type Db = Kysely<Database>;

/** The kinds whose mail carries the meeting itself, and the iTIP method of each. */
const METHODS: Partial<Record<NotificationKind, 'REQUEST' | 'CANCEL'>> = {
  'meeting-invited': 'REQUEST',
  'meeting-changed': 'REQUEST',
  'meeting-cancelled': 'CANCEL',
  // Off the invitees: the meeting leaves their calendar as a cancelled one would.
  'meeting-uninvited': 'CANCEL',
};

/** A meeting's columns an invitation shows, all of which a reader may have seen otherwise. */
const SHOWN = [
  ...['title', 'description', 'location'].flatMap((f) =>
    LOCALES.map((l) => translatedColumn(f, l)),
  ),
  'startsAt',
  'endsAt',
];

/** The address part of `MAIL_FROM` (`Caffee <no-reply@…>`): the invitations' organizer. */
const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim();

/**
 * A meeting's invitation (or cancellation) for each reader, as calendar programs accept it
 * in a mail: the meeting as the feed writes it (resources/meetings/ical.ts), with the same
 * UID, an organizer, the reader as attendee and a sequence that grows with each change (the
 * meeting's history entries up to this one), and its start (the mail's words say it).
 * Each reader gets the meeting as they saw it when this happened (notifications/names.ts):
 * one taken off it, not what the change that took them off (or any later one) gave it.
 * Undefined for other kinds.
 */
export async function meetingInvitations(
  db: Db,
  kind: NotificationKind,
  entry: EventEntry,
  o: { host: string; mailFrom: string; link: string },
) {
  const method = METHODS[kind];
  if (!method) return undefined;
  const meeting = (await db
    .selectFrom('meetings')
    .selectAll()
    .where('id', '=', entry.recordId)
    .executeTakeFirst()) as unknown as Row | undefined;
  if (!meeting) return undefined;
  const changes = await db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('resource', '=', 'meetings')
    .where('recordId', '=', entry.recordId)
    .where('id', '<=', entry.id)
    .executeTakeFirst();
  const organizer = { name: 'Caffee', email: addressOf(o.mailFrom) };
  const stamp = (value: unknown) => new Date(value as string).toISOString();
  const seen = await columnsSeen(db, 'meetings', [entry.recordId], SHOWN);
  const asSeenBy = (reader: UserRow): Row => ({
    ...meeting,
    ...seen(entry.recordId, entry.id, reader),
  });

  const forReader = (reader: MailedUser, locale: Locale) => {
    // Deliberately shadows the row as it is now: every value below is the reader's.
    const meeting = asSeenBy(reader);
    return renderCalendar(
      [
        {
          source: 'meeting',
          id: entry.recordId,
          url: o.link,
          title: pickTranslation(translationsOf(meeting, 'title'), locale),
          description: pickTranslation(translationsOf(meeting, 'description'), locale) || null,
          location: pickTranslation(translationsOf(meeting, 'location'), locale) || null,
          category: null,
          startsAt: stamp(meeting.startsAt),
          endsAt: stamp(meeting.endsAt),
          allDay: false,
          repeat: 'none',
          repeatUntil: null,
          repeatCount: null,
          createdAt: stamp(meeting.createdAt),
          updatedAt: stamp(meeting.updatedAt),
          invitation: {
            organizer,
            attendee: { name: reader.name, email: reader.email },
            sequence: Number(changes?.n ?? 0),
            cancelled: method === 'CANCEL',
          },
        },
      ],
      { host: o.host, name: 'Caffee', method },
    );
  };
  return { startsAt: (reader: UserRow) => stamp(asSeenBy(reader).startsAt), forReader };
}

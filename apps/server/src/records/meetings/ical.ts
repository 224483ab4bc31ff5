import { CALENDAR_REPEATS, CALENDAR_TIME_ZONE } from '@caffee/contract';
import { DAY_MS, occurrencesBetween, wallClock, type Series } from './recurrence.js';

/**
 * One item as the feed writes it (a calendar event, a meeting, a deadline), its texts already
 * in the caller's language. `source` and `id` make its UID; `url` opens it in the web app.
 */
export interface FeedEvent extends Series {
  source: 'calendar-event' | 'meeting' | 'question' | 'survey';
  id: number;
  url: string | null;
  title: string;
  description: string | null;
  location: string | null;
  category: string | null;
  createdAt: string;
  updatedAt: string;
  /** A mailed invitation's own lines (`METHOD:REQUEST`/`CANCEL`); absent in a feed. */
  invitation?: Invitation;
}

/** RFC 5546: who invites whom, and which version of the event this is. */
export interface Invitation {
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** Raised with each change, so a calendar program keeps the newest. */
  sequence: number;
  cancelled: boolean;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: a line longer than 75 octets continues on the next line after CRLF and a
 * space. Lines are cut between characters, never inside a UTF-8 sequence (Ethiopic script
 * takes three octets a character).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const basic = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** `20260131T060000Z` */
const utcStamp = (iso: string) => basic(new Date(iso));
/** `20260131T090000`: council wall-clock time, written with TZID. */
const localStamp = (iso: string) => basic(wallClock(iso, false)).replace('Z', '');
const dateStamp = (t: number) => new Date(t).toISOString().slice(0, 10).replace(/-/g, '');

function timeLines(e: FeedEvent): string[] {
  const tz = `TZID=${CALENDAR_TIME_ZONE.id}`;
  if (e.allDay) {
    // DTEND of a date is exclusive: the day after the last day.
    return [
      `DTSTART;VALUE=DATE:${dateStamp(Date.parse(e.startsAt))}`,
      `DTEND;VALUE=DATE:${dateStamp(Date.parse(e.endsAt) + DAY_MS)}`,
    ];
  }
  const lines = [`DTSTART;${tz}:${localStamp(e.startsAt)}`];
  // An instant (a deadline) has no DTEND: RFC 5545 says it then ends when it starts.
  if (e.endsAt !== e.startsAt) lines.push(`DTEND;${tz}:${localStamp(e.endsAt)}`);
  return lines;
}

/** A monthly or yearly repeat on the Ethiopian calendar, which no RRULE can say. */
const followsEthiopicCalendar = (e: Series) =>
  e.repeatCalendar === 'ethiopic' && (CALENDAR_REPEATS as readonly string[]).includes(e.repeat);

/**
 * How far ahead of now the feed lists an Ethiopian repeat that has no end: explicit dates
 * must stop somewhere, and a calendar app re-reads the feed long before ten years are out.
 */
export const RDATE_HORIZON_YEARS = 10;

/**
 * An Ethiopian repeat as explicit dates (RFC 5545 3.8.5.2), one RDATE a line, written like
 * DTSTART (a date for all-day events, council wall-clock time with TZID else): every
 * occurrence to its until or count, or to the horizon for one without an end. The first too:
 * DTSTART is the first instance and a duplicate counts once (3.8.5.3), but some readers
 * (ical.js) start a set of RDATEs alone at its first RDATE. Other repeats have none: their
 * RRULE says them.
 */
export function rdateLines(e: Series, now: number): string[] {
  if (!followsEthiopicCalendar(e)) return [];
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + RDATE_HORIZON_YEARS);
  const endless = e.repeatCount === null && e.repeatUntil === null;
  const spans = occurrencesBetween(
    e,
    Date.parse(e.startsAt),
    endless ? horizon.getTime() : Infinity,
  );
  const tz = `TZID=${CALENDAR_TIME_ZONE.id}`;
  return spans.map((o) =>
    e.allDay
      ? `RDATE;VALUE=DATE:${dateStamp(Date.parse(o.startsAt))}`
      : `RDATE;${tz}:${localStamp(o.startsAt)}`,
  );
}

/**
 * The RRULE that means what the server computes; none for an Ethiopian repeat (see
 * `rdateLines`). A plain monthly RRULE from the 29th-31st would skip shorter months
 * (RFC 5545); ours falls on their last day: from the 31st that is BYMONTHDAY=-1, from the
 * 29th or 30th the last of 28..day a month has (BYSETPOS=-1). A yearly repeat from
 * 29 February is the last day of February.
 */
export function rruleOf(e: Series): string | null {
  if (e.repeat === 'none' || followsEthiopicCalendar(e)) return null;
  const parts = [`FREQ=${e.repeat.toUpperCase()}`];
  const start = wallClock(e.startsAt, e.allDay);
  const day = start.getUTCDate();
  if (e.repeat === 'monthly' && day === 31) parts.push('BYMONTHDAY=-1');
  if (e.repeat === 'monthly' && (day === 29 || day === 30)) {
    parts.push(`BYMONTHDAY=${[28, 29, 30].filter((d) => d <= day).join(',')}`, 'BYSETPOS=-1');
  }
  if (e.repeat === 'yearly' && start.getUTCMonth() === 1 && day === 29) {
    parts.push('BYMONTH=2', 'BYMONTHDAY=-1');
  }
  if (e.repeatCount !== null) parts.push(`COUNT=${e.repeatCount}`);
  if (e.repeatUntil !== null) {
    const until = Date.parse(`${e.repeatUntil}T00:00:00Z`);
    // UNTIL is a date for all-day events and a UTC time (the end of that council day) else.
    parts.push(
      `UNTIL=${
        e.allDay
          ? dateStamp(until)
          : utcStamp(
              new Date(
                until + DAY_MS - 1000 - CALENDAR_TIME_ZONE.offsetMinutes * 60_000,
              ).toISOString(),
            )
      }`,
    );
  }
  return `RRULE:${parts.join(';')}`;
}

/** A CN is a quoted parameter value: quotes cannot appear in it (RFC 5545 3.2). */
const commonName = (name: string) => `"${name.replace(/"/g, "'")}"`;

function invitationLines(i: Invitation): string[] {
  return [
    `SEQUENCE:${i.sequence}`,
    `STATUS:${i.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${commonName(i.organizer.name)}:mailto:${i.organizer.email}`,
    `ATTENDEE;CN=${commonName(i.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${i.attendee.email}`,
  ];
}

function eventLines(e: FeedEvent, host: string, now: number): string[] {
  const rrule = rruleOf(e);
  return [
    'BEGIN:VEVENT',
    `UID:${e.source}-${e.id}@${host}`,
    `DTSTAMP:${utcStamp(e.updatedAt)}`,
    `CREATED:${utcStamp(e.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
    ...timeLines(e),
    ...(rrule ? [rrule] : []),
    ...rdateLines(e, now),
    `SUMMARY:${escapeText(e.title)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.category ? [`CATEGORIES:${escapeText(e.category)}`] : []),
    // A URI, not TEXT: written as it is (RFC 5545 3.3.13).
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.invitation ? invitationLines(e.invitation) : []),
    'END:VEVENT',
  ];
}

const ZONE_LINES = (() => {
  const h = Math.floor(CALENDAR_TIME_ZONE.offsetMinutes / 60);
  const m = CALENDAR_TIME_ZONE.offsetMinutes % 60;
  const offset = `+${String(h).padStart(2, '0')}${String(m).padStart(2, '0')}`;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${CALENDAR_TIME_ZONE.id}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'TZNAME:EAT',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
})();

/**
 * An RFC 5545 calendar of the given events: CRLF line ends, folded at 75 octets. With a
 * `method`, an iTIP message (RFC 5546) that a mail carries: an invitation or a cancellation.
 * `now` (default: the clock) is where the horizon of endless Ethiopian repeats counts from.
 */
export function renderCalendar(
  events: FeedEvent[],
  o: { host: string; name: string; method?: 'REQUEST' | 'CANCEL'; now?: number },
): string {
  const now = o.now ?? Date.now();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Caffee//Council calendar//EN',
    'CALSCALE:GREGORIAN',
    ...(o.method ? [`METHOD:${o.method}`] : []),
    `X-WR-CALNAME:${escapeText(o.name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE.id}`,
    ...ZONE_LINES,
    ...events.flatMap((e) => eventLines(e, o.host, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

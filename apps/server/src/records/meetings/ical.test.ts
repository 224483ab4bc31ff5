import ICAL from 'ical.js';
import { rrulestr } from 'rrule';
import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  RDATE_HORIZON_YEARS,
  renderCalendar,
  type FeedEvent,
} from './ical.js';
import { occurrencesBetween } from './recurrence.js';

const event = (e: Partial<FeedEvent>): FeedEvent => ({
  source: 'calendar-event',
  id: 1,
  url: null,
  title: 'Walga’ii',
  description: null,
  location: null,
  category: null,
  startsAt: '2026-01-05T06:00:00.000Z',
  endsAt: '2026-01-05T08:00:00.000Z',
  allDay: false,
  repeat: 'none',
  repeatUntil: null,
  repeatCount: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...e,
});

/** Parses a feed with ical.js (Mozilla's parser) and expands each event's RRULE. */
function expand(text: string, until: string): Map<string, string[]> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const out = new Map<string, string[]>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const e = new ICAL.Event(vevent);
    const starts: string[] = [];
    const it = e.iterator();
    for (let next = it.next(); next && next.toJSDate() < new Date(until); next = it.next()) {
      starts.push(next.isDate ? next.toString() : next.toJSDate().toISOString());
    }
    out.set(e.uid, starts);
  }
  return out;
}

describe('the iCalendar feed', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const amharic = 'SUMMARY:' + 'የኦሮሚያ ክልል ምክር ቤት መደበኛ ጉባኤ '.repeat(5);
    const folded = foldLine(amharic);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [i, line] of lines.entries()) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
    }
    expect(lines.map((l, i) => (i > 0 ? l.slice(1) : l)).join('')).toBe(amharic);
  });

  it('writes a valid calendar that a parser reads back with the same texts', () => {
    const text = renderCalendar(
      [
        event({
          title: 'Board, budget; review\\plan',
          description: 'Line one\nLine two',
          location: 'Hall 1, Adama',
          category: 'Sessions',
        }),
      ],
      { host: 'caffee.example', name: 'Caffee' },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(text).toContain('DTSTART;TZID=Africa/Addis_Ababa:20260105T090000');
    expect(text).toContain('UID:calendar-event-1@caffee.example');
    expect(text).toContain('DTSTAMP:20260102T100000Z');
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe('Board, budget; review\\plan');
    expect(vevent?.getFirstPropertyValue('description')).toBe('Line one\nLine two');
    expect(vevent?.getFirstPropertyValue('location')).toBe('Hall 1, Adama');
  });

  it('writes all-day events as dates with an exclusive end, and deadlines without DTEND', () => {
    const text = renderCalendar(
      [
        event({ id: 2, startsAt: '2026-10-04', endsAt: '2026-10-05', allDay: true }),
        event({ id: 3, endsAt: '2026-01-05T06:00:00.000Z' }),
      ],
      { host: 'h', name: 'C' },
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20261004\r\nDTEND;VALUE=DATE:20261006');
    const deadline = text.split('UID:calendar-event-3@h')[1] ?? '';
    expect(deadline.split('END:VEVENT')[0]).not.toContain('DTEND');
  });

  it("each repeat's RRULE expands, in a standard parser, to the server's occurrences", () => {
    const events = READER_CASES.map((c, i) => event({ ...c, id: i + 1 }));
    const parsed = expand(renderCalendar(events, { host: 'h', name: 'C' }), '2030-01-01');
    for (const e of events) {
      expect(parsed.get(`calendar-event-${e.id}@h`), `${e.repeat} ${e.startsAt}`).toEqual(
        ours(e).map((o) => (e.allDay ? o.slice(0, 10) : o)),
      );
    }
  });

  it('monthly from the 29th or 30th: BYSETPOS picks the last of 28..day in every month', () => {
    // ical.js (like libical) ignores BYSETPOS with BYMONTHDAY; rrule follows RFC 5545 fully.
    for (const startsAt of ['2026-01-30T06:00:00.000Z', '2027-01-29T06:00:00.000Z']) {
      const e = event({ startsAt, endsAt: startsAt, repeat: 'monthly', repeatCount: 14 });
      const text = renderCalendar([e], { host: 'h', name: 'C' }).replace(/\r\n /g, '');
      const dtstart = /DTSTART;TZID=[^:]+:(\S+)/.exec(text)?.[1];
      const rule = /RRULE:(\S+)/.exec(text)?.[1];
      const dates = rrulestr(`DTSTART:${dtstart}\nRRULE:${rule}`).all();
      // Floating times: rrule answers the wall-clock digits as UTC; ours are 09:00 council time.
      expect(dates.map((d) => d.toISOString().slice(0, 10))).toEqual(
        ours(e).map((o) => o.slice(0, 10)),
      );
      expect(dates[1]?.toISOString().slice(0, 10)).toMatch(/-02-2[89]$/);
    }
  });
});

describe('Ethiopian repeats in the feed', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const render = (events: FeedEvent[]) => renderCalendar(events, { host: 'h', name: 'C', now });
  const meskel = event({
    id: 1,
    startsAt: '2026-09-27',
    endsAt: '2026-09-27',
    allDay: true,
    repeat: 'yearly',
    repeatCalendar: 'ethiopic',
    repeatCount: 4,
  });
  // 09:00 council time on 30 Hamle 2019, monthly for ever: Pagume's last day included.
  const monthly = event({
    id: 2,
    startsAt: '2027-08-06T06:00:00.000Z',
    endsAt: '2027-08-06T07:00:00.000Z',
    repeat: 'monthly',
    repeatCalendar: 'ethiopic',
  });

  it('writes explicit dates (RDATE) like DTSTART instead of an RRULE', () => {
    const text = render([meskel, monthly]);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).not.toContain('RRULE');
    expect(unfolded).toContain(
      'DTSTART;VALUE=DATE:20260927\r\nDTEND;VALUE=DATE:20260928\r\n' +
        ['20260927', '20270928', '20280927', '20290927']
          .map((d) => `RDATE;VALUE=DATE:${d}\r\n`)
          .join('') +
        'SUMMARY:',
    );
    expect(unfolded).toContain('DTSTART;TZID=Africa/Addis_Ababa:20270806T090000');
    expect(unfolded).toContain('RDATE;TZID=Africa/Addis_Ababa:20270911T090000\r\n');
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it("a standard parser expands them to the server's occurrences, to the horizon without an end", () => {
    const parsed = expand(render([meskel, monthly]), '2099-01-01');
    expect(parsed.get('calendar-event-1@h')).toEqual([
      '2026-09-27',
      '2027-09-28',
      '2028-09-27',
      '2029-09-27',
    ]);
    const horizon = Date.parse(`${2026 + RDATE_HORIZON_YEARS}-06-01T00:00:00Z`);
    const expected = occurrencesBetween(monthly, 0, horizon).map((o) => o.startsAt);
    expect(expected.length).toBeGreaterThan(100);
    // Cut at the horizon, not at the end of the series.
    expect(occurrencesBetween(monthly, horizon, horizon + 40 * 86_400_000)).not.toEqual([]);
    expect(parsed.get('calendar-event-2@h')).toEqual(expected);
  });

  it('takes an until, and leaves daily and weekly repeats to their RRULE', () => {
    const until = event({ ...monthly, id: 3, repeatUntil: '2027-11-10' });
    expect(expand(render([until]), '2099-01-01').get('calendar-event-3@h')).toEqual([
      '2027-08-06T06:00:00.000Z',
      '2027-09-05T06:00:00.000Z',
      '2027-09-11T06:00:00.000Z',
      '2027-10-11T06:00:00.000Z',
      '2027-11-10T06:00:00.000Z',
    ]);
    const weekly = event({ repeat: 'weekly', repeatCalendar: 'ethiopic', repeatCount: 2 });
    expect(render([weekly])).toContain('RRULE:FREQ=WEEKLY;COUNT=2');
    expect(render([weekly])).not.toContain('RDATE');
  });
});

/** Repeats every calendar reader understands (no BYSETPOS). */
const READER_CASES: Partial<FeedEvent>[] = [
  { repeat: 'daily', repeatCount: 4 },
  { repeat: 'weekly', repeatUntil: '2026-02-02' },
  {
    startsAt: '2026-01-31T06:00:00.000Z',
    endsAt: '2026-01-31T07:00:00.000Z',
    repeat: 'monthly',
    repeatCount: 14,
  },
  // 01:00 council time on the 31st is the 30th in UTC: still the last-day rule.
  {
    startsAt: '2026-01-30T22:00:00.000Z',
    endsAt: '2026-01-30T23:00:00.000Z',
    repeat: 'monthly',
    repeatUntil: '2027-06-01',
  },
  { startsAt: '2026-01-15T06:00:00.000Z', endsAt: '2026-01-15T06:00:00.000Z', repeat: 'monthly' },
  { startsAt: '2024-02-29', endsAt: '2024-02-29', allDay: true, repeat: 'yearly' },
  {
    startsAt: '2025-09-27',
    endsAt: '2025-09-27',
    allDay: true,
    repeat: 'yearly',
    repeatUntil: '2028-09-27',
  },
];

const ours = (e: FeedEvent) =>
  occurrencesBetween(e, Date.parse('2020-01-01'), Date.parse('2030-01-01')).map((o) => o.startsAt);

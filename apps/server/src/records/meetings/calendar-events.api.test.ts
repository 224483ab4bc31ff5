import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSigningSecret } from '../../settings.js';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { createFeedLinks } from './feed-links.js';

let t: TestServer;
let admin: string;
const member = { id: 0, token: '' };

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  const m = await t.signedIn({ type: 'member' });
  Object.assign(member, { id: m.user.id, token: m.token });
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);
const create = async (body: Record<string, unknown>) => {
  const res = await api('POST', 'calendar-events', { body: { title: 'Event', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as { id: number; [k: string]: unknown };
};
const occurrences = (from: string, to: string, extra = '') =>
  api('GET', 'calendar-events/occurrences', { query: `from=${from}&to=${to}${extra}` });

describe('calendar events', () => {
  it('keep their place in each language, read in the reader’s on the calendar too', async () => {
    const event = await create({
      startsAt: '2031-05-06T07:00:00Z',
      endsAt: '2031-05-06T08:00:00Z',
      location: { om: 'Galma Caffee', en: 'Council Hall' },
    });
    const read = await api('GET', `calendar-events/${event.id}`, {
      query: 'locale=en&includes[]=translations',
    });
    expect(read.body.payload.location).toBe('Council Hall');
    expect(read.body.payload.translations.location).toMatchObject({ om: 'Galma Caffee', am: null });
    const day = (locale: string) =>
      occurrences('2031-05-06T00:00:00Z', '2031-05-07T00:00:00Z', `&locale=${locale}`);
    const placeOf = async (locale: string) =>
      (await day(locale)).body.payload.find((o: { recordId: number }) => o.recordId === event.id)
        ?.location;
    expect(await placeOf('en')).toBe('Council Hall');
    // Amharic was not written: the reader falls back to Afaan Oromoo.
    expect(await placeOf('am')).toBe('Galma Caffee');
  });

  it('takes the multipart form the seed sends, with an image and a downloadable file', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const { body, headers } = multipart([
      { name: 'title[om]', value: 'Irreecha' },
      { name: 'startsAt', value: '2026-10-04' },
      { name: 'endsAt', value: '2026-10-04' },
      { name: 'allDay', value: 'true' },
      { name: 'repeat', value: 'yearly' },
      { name: 'media[0][type]', value: 'image' },
      { name: 'media[0][file]', value: png, filename: 'poster.png', contentType: 'image/png' },
      { name: 'media[1][type]', value: 'DOWNLOADABLE' },
      { name: 'media[1][file]', value: Buffer.from('Programme\n'), filename: 'programme.txt' },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/calendar-events',
      token: admin,
      body,
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ allDay: true, repeat: 'yearly', repeatCount: null });
    expect(res.body.payload.files.map((f: { category: string }) => f.category)).toEqual([
      'image',
      'downloadable',
    ]);
  });

  it('refuses repeats that do not add up, each with a 422 on its field', async () => {
    const base = { title: 'x', startsAt: '2026-01-05T06:00:00Z', endsAt: '2026-01-05T07:00:00Z' };
    const cases: [Record<string, unknown>, string][] = [
      [{ repeat: 'weekly', repeatUntil: '2026-03-01', repeatCount: 3 }, 'repeatCount'],
      [{ repeatCount: 3 }, 'repeat'],
      [{ repeat: 'daily', repeatUntil: '2026-01-04' }, 'repeatUntil'],
      [{ allDay: true }, 'startsAt'],
      [{ endsAt: '2026-01-05T05:00:00Z' }, 'endsAt'],
      [{ repeat: 'hourly' }, 'repeat'],
      [{ repeat: 'daily', repeatCount: 0 }, 'repeatCount'],
      [{ repeatUntil: '2026-02-30', repeat: 'daily' }, 'repeatUntil'],
    ];
    for (const [extra, field] of cases) {
      const res = await api('POST', 'calendar-events', { body: { ...base, ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.body.errors[0])).toEqual([field]);
    }
  });

  it('naming one end of a repeat clears the other; a one-off clears both', async () => {
    const e = await create({
      startsAt: '2026-01-05T06:00:00Z',
      endsAt: '2026-01-05T07:00:00Z',
      repeat: 'weekly',
      repeatCount: 3,
    });
    const until = await api('PATCH', `calendar-events/${e.id}`, {
      body: { repeatUntil: '2026-02-02' },
    });
    expect(until.body.payload).toMatchObject({ repeatUntil: '2026-02-02', repeatCount: null });
    const once = await api('PATCH', `calendar-events/${e.id}`, { body: { repeat: 'none' } });
    expect(once.body.payload).toMatchObject({ repeat: 'none', repeatUntil: null });
    const later = await occurrences('2026-01-12', '2026-03-01');
    expect(later.body.payload.filter((o: { recordId: number }) => o.recordId === e.id)).toEqual([]);
  });
});

describe('occurrences of a date range', () => {
  let weekly: number, monthEnd: number, leap: number, once: number;
  beforeAll(async () => {
    weekly = (
      await create({
        title: { om: 'Walga’ii torbanii', en: 'Weekly session' },
        startsAt: '2027-01-04T06:00:00Z',
        endsAt: '2027-01-04T08:00:00Z',
        repeat: 'weekly',
        repeatCount: 3,
        location: 'Finfinnee',
      })
    ).id;
    monthEnd = (
      await create({
        startsAt: '2027-01-31T12:00:00Z',
        endsAt: '2027-01-31T12:00:00Z',
        repeat: 'monthly',
        repeatUntil: '2027-04-30',
      })
    ).id;
    leap = (
      await create({
        startsAt: '2028-02-29',
        endsAt: '2028-02-29',
        allDay: true,
        repeat: 'yearly',
      })
    ).id;
    once = (await create({ startsAt: '2027-02-10T07:00:00Z', endsAt: '2027-02-10T09:00:00Z' })).id;
  });

  it('expands each repeat into the range, sorted by start, in the request language', async () => {
    const res = await occurrences('2027-01-01', '2027-05-01', '&locale=en');
    expect(res.status).toBe(200);
    const of = (id: number) =>
      res.body.payload
        .filter((o: { recordId: number }) => o.recordId === id)
        .map((o: { startsAt: string }) => o.startsAt.slice(0, 10));
    expect(of(weekly)).toEqual(['2027-01-04', '2027-01-11', '2027-01-18']);
    expect(of(monthEnd)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(of(once)).toEqual(['2027-02-10']);
    const starts = res.body.payload.map((o: { startsAt: string }) => o.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(res.body.payload[0]).toMatchObject({
      recordId: weekly,
      title: 'Weekly session',
      endsAt: '2027-01-04T08:00:00.000Z',
      allDay: false,
      location: 'Finfinnee',
    });
  });

  it('a yearly event from 29 February falls on 28 February in common years', async () => {
    const datesIn = async (from: string, to: string) =>
      (await occurrences(from, to)).body.payload
        .filter((o: { recordId: number }) => o.recordId === leap)
        .map((o: { startsAt: string }) => o.startsAt.slice(0, 10));
    expect(await datesIn('2028-02-01', '2029-03-01')).toEqual(['2028-02-29', '2029-02-28']);
    expect(await datesIn('2031-01-01', '2031-12-31')).toEqual(['2031-02-28']);
    expect(await datesIn('2032-02-29', '2032-03-01')).toEqual(['2032-02-29']);
  });

  it('refuses a range that is backwards, missing or longer than 400 days', async () => {
    expect((await occurrences('2027-01-01', '2028-02-06')).status).toBe(422);
    expect((await occurrences('2027-01-01', '2028-02-05')).status).toBe(200);
    const back = await occurrences('2027-02-01', '2027-01-01');
    expect(back.status).toBe(422);
    expect(back.body.errors).toEqual([{ to: expect.any(String) }]);
    expect((await api('GET', 'calendar-events/occurrences')).status).toBe(422);
    expect((await occurrences('yesterday', '2027-01-01')).status).toBe(422);
  });

  it('members read the calendar but do not write it', async () => {
    const res = await api('GET', 'calendar-events/occurrences', {
      token: member.token,
      query: 'from=2027-01-01&to=2027-02-01',
    });
    expect(res.status).toBe(200);
    const write = await api('POST', 'calendar-events', { token: member.token, body: {} });
    expect(write.status).toBe(403);
  });
});

describe('repeats on the Ethiopian calendar', () => {
  const startsOf = async (id: number, from: string, to: string) =>
    (await occurrences(from, to)).body.payload
      .filter((o: { recordId: number }) => o.recordId === id)
      .map((o: { startsAt: string }) => o.startsAt);

  it('a yearly event on 17 Meskerem (Meskel) falls on 28 September 2027', async () => {
    const meskel = await create({
      title: { om: 'Masqalaa', en: 'Meskel' },
      startsAt: '2026-09-27',
      endsAt: '2026-09-27',
      allDay: true,
      repeat: 'yearly',
      repeatCalendar: 'ethiopic',
    });
    expect(meskel.repeatCalendar).toBe('ethiopic');
    expect(await startsOf(meskel.id, '2027-01-01', '2028-01-01')).toEqual([
      '2027-09-28T00:00:00.000Z',
    ]);
    const feed = await api('GET', 'calendar-events/feed.ics', { query: 'locale=en' });
    const vevent = new ICAL.Component(ICAL.parse(feed.body as string))
      .getAllSubcomponents('vevent')
      .find((e) => e.getFirstPropertyValue('uid') === `calendar-event-${meskel.id}@localhost`);
    expect(vevent?.hasProperty('rrule')).toBe(false);
    const dates = vevent?.getAllProperties('rdate').map((p) => String(p.getFirstValue())) ?? [];
    expect(dates.slice(0, 3)).toEqual(['2026-09-27', '2027-09-28', '2028-09-27']);
    // No end: the dates run ten years ahead of now.
    expect(dates.length).toBeGreaterThanOrEqual(10);
  });

  it('is Gregorian unless asked; switching a counted series moves its end', async () => {
    // 09:00 council time, twice: 27 September 2027 (Gregorian) or 28 September (Ethiopian).
    const e = await create({
      startsAt: '2026-09-27T06:00:00Z',
      endsAt: '2026-09-27T07:00:00Z',
      repeat: 'yearly',
      repeatCount: 2,
    });
    expect(e.repeatCalendar).toBe('gregorian');
    const day = () => startsOf(e.id, '2027-09-27T00:00:00Z', '2027-09-30T00:00:00Z');
    expect(await day()).toEqual(['2027-09-27T06:00:00.000Z']);
    const patched = await api('PATCH', `calendar-events/${e.id}`, {
      body: { repeatCalendar: 'ethiopic' },
    });
    expect(patched.status).toBe(200);
    expect(await day()).toEqual(['2027-09-28T06:00:00.000Z']);
    // Only the end after the last occurrence was Ethiopian: the range query must find it.
    expect(await startsOf(e.id, '2027-09-28T06:30:00Z', '2027-09-29T00:00:00Z')).toHaveLength(1);
  });

  it('a weekly repeat ignores the calendar; an unknown calendar is a 422', async () => {
    const weekly = await create({
      startsAt: '2027-01-04T06:00:00Z',
      endsAt: '2027-01-04T07:00:00Z',
      repeat: 'weekly',
      repeatCount: 3,
      repeatCalendar: 'ethiopic',
    });
    expect(await startsOf(weekly.id, '2027-01-01', '2027-02-01')).toEqual([
      '2027-01-04T06:00:00.000Z',
      '2027-01-11T06:00:00.000Z',
      '2027-01-18T06:00:00.000Z',
    ]);
    const base = { title: 'x', startsAt: '2027-01-05T06:00:00Z', endsAt: '2027-01-05T07:00:00Z' };
    for (const repeatCalendar of ['julian', '', null, 1]) {
      const res = await api('POST', 'calendar-events', {
        body: { ...base, repeat: 'yearly', repeatCalendar },
      });
      expect(res.status, JSON.stringify(repeatCalendar)).toBe(422);
      expect(Object.keys(res.body.errors[0])).toEqual(['repeatCalendar']);
    }
    const patch = await api('PATCH', `calendar-events/${weekly.id}`, {
      body: { repeatCalendar: 'coptic' },
    });
    expect(patch.status).toBe(422);
  });
});

describe('the iCalendar feed', () => {
  let feedText = '';
  beforeAll(async () => {
    await create({
      title: { om: 'Gabaasa ji’aa', en: 'Report deadline; finance, planning\\budget' },
      description: { en: 'Send it to the secretariat.\nOn time.' },
      startsAt: '2027-01-31T12:00:00Z',
      endsAt: '2027-01-31T12:00:00Z',
      repeat: 'monthly',
      repeatCount: 12,
      location: 'Online',
    });
    const res = await api('GET', 'calendar-events/feed.ics', { query: 'locale=en' });
    expect(res.status).toBe(200);
    feedText = res.body as string;
  });

  it('answers RFC 5545 text: CRLF lines of at most 75 octets, escaped, in the asked language', async () => {
    const res = await api('GET', 'calendar-events/feed.ics', { query: 'locale=en' });
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(feedText.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feedText.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of feedText.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = feedText.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Report deadline\\; finance\\, planning\\\\budget');
    expect(unfolded).toContain('DESCRIPTION:Send it to the secretariat.\\nOn time.');
    expect(unfolded).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=12');
    expect(unfolded).toContain('DTSTART;TZID=Africa/Addis_Ababa:20270131T150000');
    expect(unfolded).toMatch(/DTSTART;VALUE=DATE:20280229\r\nDTEND;VALUE=DATE:20280301/);
    expect(unfolded).toContain('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
    const events = new ICAL.Component(ICAL.parse(feedText)).getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThanOrEqual(5);
    expect(
      events.every((e) => e.getFirstPropertyValue('uid') && e.getFirstPropertyValue('dtstamp')),
    ).toBe(true);
  });

  it('needs a bearer token or a signed link', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/v1/calendar-events/feed.ics' });
    expect(anonymous.status).toBe(401);
  });

  it('a personal feed link works without a bearer header; a tampered or expired one does not', async () => {
    const link = await api('GET', 'calendar-events/feed-link', {
      token: member.token,
      query: 'locale=am',
    });
    expect(link.status).toBe(200);
    const url = new URL(link.body.payload.url);
    expect(Date.parse(link.body.payload.expiresAt)).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const get = (search: URLSearchParams) =>
      t.request({ method: 'GET', url: `${url.pathname}?${search}` });
    const ok = await get(url.searchParams);
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('BEGIN:VEVENT');

    const tamper = (key: string, value: string) => {
      const s = new URLSearchParams(url.searchParams);
      s.set(key, value);
      return get(s);
    };
    expect((await tamper('user', String(member.id + 1))).status).toBe(401);
    expect((await tamper('sig', 'A'.repeat(43))).status).toBe(401);
    expect((await tamper('exp', String(Number(url.searchParams.get('exp')) + 86_400))).status).toBe(
      401,
    );
    const links = createFeedLinks(await ensureSigningSecret(t.services.db));
    const old = links.create(member.id, 0, Date.now() - 400 * 86_400_000);
    const expired = new URLSearchParams({
      user: String(old.user),
      exp: String(old.exp),
      sig: old.sig,
    });
    expect((await get(expired)).status).toBe(401);

    await t.services.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    expect((await get(url.searchParams)).status).toBe(401);
    await t.services.db
      .updateTable('users')
      .set({ status: 'active' })
      .where('id', '=', member.id)
      .execute();
  });
});

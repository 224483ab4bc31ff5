import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';

// Issue 39, item 3: an all-day event's start and end are days. The web form sends dates
// (`YYYY-MM-DD`), an unchanged client of the seed may send them as 00:00 UTC; both are
// stored alike, read back as the seed's clients read them, and exported and fed as dates.

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);
const create = (body: Record<string, unknown>) => api('POST', 'calendar-events', { body });
const csvLines = async (query: string) => {
  const res = await api('GET', 'calendar-events/export.csv', { query });
  expect(res.status, String(res.body)).toBe(200);
  return (res.body as string)
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
};

describe('all-day events', () => {
  it('are made from dates, as the form sends them, and read back as the seed reads them', async () => {
    const res = await create({
      title: { en: 'Meskel day off' },
      startsAt: '2026-09-27',
      endsAt: '2026-09-28',
      allDay: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.payload.id as number;
    const read = await api('GET', `calendar-events/${id}`);
    expect(read.body.payload).toMatchObject({
      allDay: true,
      startsAt: '2026-09-27T00:00:00.000Z',
      endsAt: '2026-09-28T00:00:00.000Z',
    });
    const day = await api('GET', 'calendar-events/occurrences', {
      query: 'from=2026-09-27T00:00:00Z&to=2026-09-30T00:00:00Z&kind=event',
    });
    const mine = day.body.payload.filter((o: { recordId: number }) => o.recordId === id);
    expect(mine).toEqual([
      expect.objectContaining({
        allDay: true,
        startsAt: '2026-09-27T00:00:00.000Z',
        endsAt: '2026-09-28T00:00:00.000Z',
      }),
    ]);
    // The feed gives the days (DTEND is the day after the last).
    const feed = await api('GET', 'calendar-events/feed.ics', { query: 'locale=en' });
    const vevent = new ICAL.Component(ICAL.parse(feed.body as string))
      .getAllSubcomponents('vevent')
      .find((e) => e.getFirstPropertyValue('uid') === `calendar-event-${id}@localhost`);
    expect(String(vevent?.getFirstPropertyValue('dtstart'))).toBe('2026-09-27');
    expect(String(vevent?.getFirstPropertyValue('dtend'))).toBe('2026-09-29');
  });

  it('still take the instants at 00:00 UTC an unchanged client sends', async () => {
    const res = await create({
      title: { om: 'Irreecha' },
      startsAt: '2026-10-04T00:00:00Z',
      endsAt: '2026-10-04T00:00:00.000Z',
      allDay: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toMatchObject({
      startsAt: '2026-10-04T00:00:00.000Z',
      endsAt: '2026-10-04T00:00:00.000Z',
    });
  });

  it('refuse a time of day on their field, and an end before the start', async () => {
    const timed = await create({
      title: { en: 'Timed' },
      startsAt: '2026-09-27T09:00:00+03:00',
      endsAt: '2026-09-27',
      allDay: true,
    });
    expect(timed.status).toBe(422);
    expect(JSON.stringify(timed.body)).toContain('startsAt');
    const backwards = await create({
      title: { en: 'Backwards' },
      startsAt: '2026-09-28',
      endsAt: '2026-09-27',
      allDay: true,
    });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.body)).toContain('endsAt');
  });

  it('become all-day in one edit that gives the days', async () => {
    const made = await create({
      title: { en: 'Workshop' },
      startsAt: '2026-11-02T06:00:00Z',
      endsAt: '2026-11-02T09:00:00Z',
    });
    const id = made.body.payload.id as number;
    const alone = await api('PATCH', `calendar-events/${id}`, { body: { allDay: true } });
    expect(alone.status).toBe(422);
    const edit = await api('PATCH', `calendar-events/${id}`, {
      body: { allDay: true, startsAt: '2026-11-02', endsAt: '2026-11-03' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.payload).toMatchObject({
      allDay: true,
      startsAt: '2026-11-02T00:00:00.000Z',
      endsAt: '2026-11-03T00:00:00.000Z',
    });
  });

  it('export their days as dates, in the reader’s calendar, beside timed events’ times', async () => {
    await create({
      title: { en: 'Enkutatash holiday' },
      startsAt: '2031-09-12',
      endsAt: '2031-09-12',
      allDay: true,
    });
    await create({
      title: { en: 'Enkutatash reception' },
      startsAt: '2031-09-12T07:00:00Z',
      endsAt: '2031-09-12T09:00:00Z',
    });
    const columns = 'labels[title]=Title&labels[startsAt]=Starts&labels[endsAt]=Ends';
    const range = 'filter[startsAt][gte]=2031-09-01T00:00:00Z';
    const lines = await csvLines(`locale=en&calendar=ethiopic&${columns}&${range}`);
    expect(lines).toContain(
      'Enkutatash holiday,1 Meskerem 2024 E.C.,2031-09-12,1 Meskerem 2024 E.C.,2031-09-12',
    );
    expect(lines).toContain(
      'Enkutatash reception,"1 Meskerem 2024 E.C., 10:00",2031-09-12T07:00:00.000Z,"1 Meskerem 2024 E.C., 12:00",2031-09-12T09:00:00.000Z',
    );
    const am = await csvLines(`locale=am&calendar=ethiopic&${columns}&${range}`);
    expect(am).toContain(
      'Enkutatash holiday,1 መስከረም 2024 ዓ.ም.,2031-09-12,1 መስከረም 2024 ዓ.ም.,2031-09-12',
    );
  });
});

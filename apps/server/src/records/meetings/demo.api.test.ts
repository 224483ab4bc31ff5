import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { seedMeetingsDemo } from './demo.js';

let t: TestServer;
const tokens = { admin: '', institute: '', member: '' };

beforeAll(async () => {
  t = await createTestServer();
  const userIds = { admin: 0, institute: 0, member: 0 };
  for (const type of ['admin', 'institute', 'member'] as const) {
    const { user, token } = await t.signedIn({ type });
    userIds[type] = user.id;
    tokens[type] = token;
  }
  await seedMeetingsDemo({
    db: t.services.db,
    instituteIds: [],
    userIds,
    storage: t.services.storage,
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (who: keyof typeof tokens, url: string, query?: string) =>
  t.request({
    method: 'GET',
    url: `/api/v1/${url}`,
    token: tokens[who],
    ...(query ? { query } : {}),
  });

describe('the meetings demo data', () => {
  it('has meetings with agendas in three languages, agenda files and minutes', async () => {
    const all = await get(
      'admin',
      'meetings',
      'pagination[pageSize]=20&includes[]=agenda&includes[]=minutes&locale=am',
    );
    expect(all.body.payload).toHaveLength(6);
    const withMinutes = all.body.payload.filter((m: { minutes: unknown }) => m.minutes);
    expect(withMinutes).toHaveLength(1);
    const item = all.body.payload[0].agenda[0];
    expect(item.translations.title).toEqual({
      om: expect.any(String),
      en: expect.any(String),
      am: expect.any(String),
    });
    expect(item.files[0]).toMatchObject({ category: 'downloadable', mediaType: 'text/plain' });
    expect((await get('institute', 'meetings')).body._attributes.pagination.total).toBe(4);
    expect((await get('member', 'meetings')).body._attributes.pagination.total).toBe(6);
  });

  it("has the demo member's attendance history and a calendar with repeats", async () => {
    const mine = await get('member', 'attendances/mine', 'locale=en');
    expect(mine.body._attributes.pagination.total).toBe(4);
    expect(mine.body.payload.map((r: { status: string }) => r.status)).toContain('late');
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const occurrences = await get('member', 'calendar-events/occurrences', `from=${from}&to=${to}`);
    const counts = new Map<number, number>();
    for (const o of occurrences.body.payload) {
      if (o.kind === 'event') counts.set(o.recordId, (counts.get(o.recordId) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBeGreaterThanOrEqual(8);
    const feed = await get('member', 'calendar-events/feed.ics');
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('RRULE:FREQ=YEARLY');
    expect(feed.body).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=-1');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let admin: string;
const member = { id: 0, token: '' };
const other = { id: 0, token: '' };
const third = { id: 0, token: '' };
let meetingId = 0;
let eventId = 0;

const api = apiFor(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  for (const who of [member, other, third]) {
    const { user, token } = await t.signedIn({ type: 'member' });
    Object.assign(who, { id: user.id, token });
  }
  meetingId = (
    await api('POST', 'meetings', {
      body: {
        title: { om: 'Walga’ii', en: 'Session' },
        startsAt: '2026-02-02T06:00:00Z',
        endsAt: '2026-02-02T09:00:00Z',
        inviteeIds: [member.id, other.id, third.id],
      },
    })
  ).body.payload.id;
  eventId = (
    await api('POST', 'calendar-events', {
      body: { title: 'Leenjii', startsAt: '2026-02-03', endsAt: '2026-02-03', allDay: true },
    })
  ).body.payload.id;
});
afterAll(async () => {
  await t?.close();
});

const register = async (body: Record<string, unknown>) => {
  const res = await api('POST', 'attendances', { body: { date: '2026-02-02', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload.id as number;
};
const record = (id: number, body: unknown, token = admin) =>
  api('POST', `attendances/${id}/attendees`, { body, token });

describe('attendance registers', () => {
  it('is for one meeting or one event, which must exist', async () => {
    const both = await api('POST', 'attendances', {
      body: { date: '2026-02-02', meetingId, calendarEventId: eventId },
    });
    expect(both.status).toBe(422);
    expect((await api('POST', 'attendances', { body: { date: '2026-02-02' } })).status).toBe(422);
    const missing = await api('POST', 'attendances', {
      body: { date: '2026-02-02', meetingId: 999999 },
    });
    expect(missing.body.errors).toEqual([{ meetingId: expect.any(String) }]);
    const badDate = await api('POST', 'attendances', { body: { date: '2026-13-01', meetingId } });
    expect(badDate.status).toBe(422);
    const id = await register({ calendarEventId: eventId, date: '2026-02-03' });
    const read = await api('GET', `attendances/${id}`, { query: 'includes[]=subject' });
    expect(read.body.payload.subject).toEqual({
      type: 'calendar-event',
      id: eventId,
      title: 'Leenjii',
      startsAt: '2026-02-03T00:00:00.000Z',
      endsAt: '2026-02-03T00:00:00.000Z',
      allDay: true,
    });
  });

  it('records attendees: merge, each user once, statuses, replace, and one audit entry each', async () => {
    const id = await register({ meetingId });
    const first = await record(id, {
      attendees: [
        { userId: member.id, status: 'present' },
        { userId: other.id, status: 'excused', note: 'Ill' },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.payload).toMatchObject({
      written: 2,
      removed: 0,
      summary: { total: 2, present: 1, excused: 1, absent: 0, late: 0, rate: 0.5 },
    });
    const merged = await record(id, { attendees: [{ userId: third.id, status: 'late' }] });
    expect(merged.body.payload.summary).toMatchObject({ total: 3, late: 1 });

    const twice = await record(id, {
      attendees: [
        { userId: member.id, status: 'present' },
        { userId: member.id, status: 'absent' },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([{ 'attendees.1.userId': expect.any(String) }]);
    const nobody = await record(id, { attendees: [{ userId: 999999, status: 'present' }] });
    expect(nobody.body.errors).toEqual([{ 'attendees.0.userId': expect.any(String) }]);
    const status = await record(id, { attendees: [{ userId: member.id, status: 'asleep' }] });
    expect(status.status).toBe(422);

    const replaced = await record(id, {
      mode: 'replace',
      attendees: [{ userId: member.id, status: 'absent' }],
    });
    expect(replaced.body.payload).toMatchObject({ written: 1, removed: 2 });
    const lines = await api('GET', `attendances/${id}/attendees`);
    expect(lines.body.payload).toEqual([
      expect.objectContaining({ userId: member.id, status: 'absent', note: null }),
    ]);
    const history = (await api('GET', `attendances/${id}`, { query: 'includes[]=auditHistory' }))
      .body.payload.auditHistory;
    const recorded = history.filter((h: { action: string }) => h.action === 'record');
    expect(recorded).toHaveLength(3);
    expect(recorded[0].changes).toMatchObject({
      [`user${member.id}`]: ['present', 'absent'],
      [`user${other.id}`]: ['excused: Ill', null],
    });
  });

  it('members see only registers they are on, and only their own line', async () => {
    const on = await register({ meetingId, date: '2026-02-09' });
    const off = await register({ meetingId, date: '2026-02-16' });
    await record(on, {
      attendees: [
        { userId: member.id, status: 'present' },
        { userId: other.id, status: 'absent' },
      ],
    });
    await record(off, { attendees: [{ userId: other.id, status: 'present' }] });
    const list = await api('GET', 'attendances', {
      token: member.token,
      query: 'pagination[pageSize]=100&includes[]=summary',
    });
    const ids = list.body.payload.map((a: { id: number }) => a.id);
    expect(ids).toContain(on);
    expect(ids).not.toContain(off);
    expect((await api('GET', `attendances/${off}`, { token: member.token })).status).toBe(404);
    expect((await api('GET', `attendances/${off}/attendees`, { token: member.token })).status).toBe(
      404,
    );
    const own = await api('GET', `attendances/${on}/attendees`, { token: member.token });
    expect(own.body.payload.map((l: { userId: number }) => l.userId)).toEqual([member.id]);
    const write = await record(on, { attendees: [] }, member.token);
    expect(write.status).toBe(403);
  });

  it("attendances/mine is a member's own history, titled, paginated as the seed expects", async () => {
    for (let week = 0; week < 9; week++) {
      const id = await register({
        meetingId,
        date: `2026-03-${String(week + 10).padStart(2, '0')}`,
      });
      await record(id, {
        attendees: [{ userId: third.id, status: week % 3 ? 'present' : 'late' }],
      });
    }
    const res = await api('GET', 'attendances/mine', { token: third.token, query: 'locale=en' });
    expect(res.status).toBe(200);
    expect(res.body._attributes.pagination).toMatchObject({ page: 1, pageSize: 8, total: 9 });
    expect(res.body.payload).toHaveLength(8);
    expect(res.body.payload[0]).toMatchObject({
      meetingId,
      date: '2026-03-18',
      title: 'Session',
      status: 'present',
    });
    const late = await api('GET', 'attendances/mine', {
      token: third.token,
      query: 'filter[status]=late&sorting[date]=asc&pagination[pageSize]=20',
    });
    // Replacing the first register took this member off it.
    expect(late.body.payload.map((r: { date: string }) => r.date)).toEqual([
      '2026-03-10',
      '2026-03-13',
      '2026-03-16',
    ]);
    const none = await api('GET', 'attendances/mine', { token: (await t.signedIn()).token });
    expect(none.body.payload).toEqual([]);
  });

  it("a meeting's summary counts every register of it; the uninvited do not see it", async () => {
    const res = await api('GET', `meetings/${meetingId}/attendance-summary`, {
      token: member.token,
    });
    expect(res.status).toBe(200);
    const { total, present, absent, excused, late, rate, registers } = res.body.payload;
    expect(registers).toBe(12);
    expect(present + absent + excused + late).toBe(total);
    expect(rate).toBeCloseTo((present + late) / total, 4);
    const hidden = await api('GET', `meetings/${meetingId}/attendance-summary`, {
      token: (await t.signedIn({ type: 'member' })).token,
    });
    expect(hidden.status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';

// Registers as the secretariat keeps them: for a meeting or an event, one a day, corrected
// later; read in full by the staff, by a member only for their own line, by nobody else.
let t: TestServer;
let admin: string;
const member = { id: 0, token: '' };
const second = { id: 0, token: '' };
const clerk = { id: 0, token: '' };
let institute = '';
let meetingId = 0;
let hiddenMeetingId = 0;
let eventId = 0;

const api = apiFor(
  () => t,
  () => admin,
);
const ok = async (method: 'POST' | 'PUT', url: string, body: unknown, token = admin) => {
  const res = await api(method, url, { body, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload;
};

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  for (const [who, name] of [
    [member, 'Aadde Caaltuu'],
    [second, 'Obbo Gammachuu'],
  ] as const) {
    const { user, token } = await t.signedIn({ type: 'member', name });
    Object.assign(who, { id: user.id, token });
  }
  // Someone not yet activated is on no roll.
  await t.createUser({ type: 'member', status: 'pending', name: 'Hawi Eeggataa' });
  const instituteId = (await ok('POST', 'institutes', { name: 'Biiroo Qonnaa' })).id;
  institute = (await t.signedIn({ type: 'institute', instituteId })).token;
  // A member whose role lets them keep registers, but who sees only meetings they are invited to.
  const role = await ok('POST', 'roles', {
    name: 'Register clerk',
    permissions: [
      'attendances:list',
      'attendances:read',
      'attendances:create',
      'attendances:record',
      'meetings:list',
      'meetings:read',
    ],
  });
  const { user, password } = await t.createUser({ type: 'member', name: 'Barreessaa' });
  await api('PATCH', `users/${user.id}`, { body: { roleId: role.id } });
  Object.assign(clerk, { id: user.id, token: (await t.login(user.email, password)).accessToken });

  meetingId = (
    await ok('POST', 'meetings', {
      title: { om: 'Walga’ii Koree', en: 'Committee session', am: 'የኮሚቴ ስብሰባ' },
      startsAt: '2026-04-07T06:30:00Z',
      endsAt: '2026-04-07T09:00:00Z',
      inviteeIds: [member.id, second.id, clerk.id],
    })
  ).id;
  hiddenMeetingId = (
    await ok('POST', 'meetings', {
      title: 'Walga’ii Dhoksaa',
      startsAt: '2026-04-08T06:30:00Z',
      endsAt: '2026-04-08T09:00:00Z',
      inviteeIds: [member.id],
    })
  ).id;
  eventId = (
    await ok('POST', 'calendar-events', {
      title: { om: 'Daawwannaa Hojii', en: 'Field visit' },
      startsAt: '2026-04-10T07:00:00Z',
      endsAt: '2026-04-10T12:00:00Z',
      repeat: 'weekly',
      repeatCount: 4,
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

describe('the roll of a register', () => {
  it("is a meeting's invitees, or every active member for an event, by name", async () => {
    const meeting = await api('GET', 'attendances/roll', { query: `meetingId=${meetingId}` });
    expect(meeting.status).toBe(200);
    expect(meeting.body.payload.map((p: { name: string }) => p.name)).toEqual([
      'Aadde Caaltuu',
      'Barreessaa',
      'Obbo Gammachuu',
    ]);
    const event = await api('GET', 'attendances/roll', { query: `calendarEventId=${eventId}` });
    expect(event.status).toBe(200);
    const names = event.body.payload.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Aadde Caaltuu', 'Obbo Gammachuu']));
    expect(names).not.toContain('Hawi Eeggataa');
    expect(event.body.payload.every((p: { type: string }) => p.type === 'member')).toBe(true);
  });

  it('takes one meeting or one event that the caller may see, and the record permission', async () => {
    expect((await api('GET', 'attendances/roll')).status).toBe(422);
    const both = await api('GET', 'attendances/roll', {
      query: `meetingId=${meetingId}&calendarEventId=${eventId}`,
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual([{ meetingId: expect.any(String) }]);
    expect((await api('GET', 'attendances/roll', { query: 'meetingId=abc' })).status).toBe(422);
    expect((await api('GET', 'attendances/roll', { query: 'meetingId=999999' })).status).toBe(404);
    expect((await api('GET', 'attendances/roll', { query: 'calendarEventId=999999' })).status).toBe(
      404,
    );
    const notInvited = await api('GET', 'attendances/roll', {
      query: `meetingId=${hiddenMeetingId}`,
      token: clerk.token,
    });
    expect(notInvited.status).toBe(404);
    const invited = await api('GET', 'attendances/roll', {
      query: `meetingId=${meetingId}`,
      token: clerk.token,
    });
    expect(invited.status).toBe(200);
    for (const token of [member.token, institute]) {
      const res = await api('GET', 'attendances/roll', { query: `meetingId=${meetingId}`, token });
      expect(res.status).toBe(403);
    }
  });
});

describe('registers for meetings and events', () => {
  it('names its meeting or event with its times', async () => {
    const forEvent = await ok('POST', 'attendances', {
      calendarEventId: eventId,
      date: '2026-04-17',
    });
    const read = await api('GET', `attendances/${forEvent.id}`, {
      query: 'includes[]=subject&locale=en',
    });
    expect(read.body.payload.subject).toEqual({
      type: 'calendar-event',
      id: eventId,
      title: 'Field visit',
      startsAt: '2026-04-10T07:00:00.000Z',
      endsAt: '2026-04-10T12:00:00.000Z',
      allDay: false,
    });
    const forMeeting = await ok('POST', 'attendances', { meetingId, date: '2026-04-07' });
    const list = await api('GET', 'attendances', {
      query: `includes[]=subject&locale=am&filter[meetingId]=${meetingId}`,
    });
    expect(list.body.payload).toEqual([
      expect.objectContaining({
        id: forMeeting.id,
        subject: expect.objectContaining({ type: 'meeting', title: 'የኮሚቴ ስብሰባ', allDay: false }),
      }),
    ]);
  });

  it('refuses both or neither, a second register on a day, and a meeting out of sight', async () => {
    const both = await api('POST', 'attendances', {
      body: { date: '2026-04-24', meetingId, calendarEventId: eventId },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual([{ meetingId: expect.any(String) }]);
    const neither = await api('POST', 'attendances', { body: { date: '2026-04-24' } });
    expect(neither.status).toBe(422);
    const wrongType = await api('POST', 'attendances', {
      body: { date: '2026-04-24', calendarEventId: 'visit' },
    });
    expect(wrongType.status).toBe(422);

    const again = await api('POST', 'attendances', {
      body: { calendarEventId: eventId, date: '2026-04-17' },
    });
    expect(again.status).toBe(409);
    expect(again.body.details).toEqual([{ field: 'date', code: 'registerExists' }]);
    // Another day of the same event is another register; moving it onto a taken day is not.
    const other = await ok('POST', 'attendances', { calendarEventId: eventId, date: '2026-04-24' });
    const moved = await api('PATCH', `attendances/${other.id}`, { body: { date: '2026-04-17' } });
    expect(moved.status).toBe(409);
    const noteOnly = await api('PATCH', `attendances/${other.id}`, { body: { note: 'Roobni' } });
    expect(noteOnly.status).toBe(200);
    // A deleted register leaves its day free.
    expect((await api('DELETE', `attendances/${other.id}`)).status).toBe(200);
    await ok('POST', 'attendances', { calendarEventId: eventId, date: '2026-04-24' });

    const hidden = await api('POST', 'attendances', {
      body: { meetingId: hiddenMeetingId, date: '2026-04-08' },
      token: clerk.token,
    });
    expect(hidden.status).toBe(422);
    expect(hidden.body.errors).toEqual([{ meetingId: 'No such record' }]);
    const missing = await api('POST', 'attendances', {
      body: { meetingId: 999999, date: '2026-04-08' },
      token: clerk.token,
    });
    expect(missing.body.errors).toEqual(hidden.body.errors);
  });

  it('is read in full by the staff, by a member for their own line, by no institute', async () => {
    const reg = await ok('POST', 'attendances', { meetingId, date: '2026-04-14' });
    await ok('POST', `attendances/${reg.id}/attendees`, {
      attendees: [
        { userId: member.id, status: 'present' },
        { userId: second.id, status: 'excused', note: 'Dhukkubsate' },
      ],
    });
    const lines = await api('GET', `attendances/${reg.id}/attendees`, {
      query: 'sorting[userName]=asc',
    });
    expect(lines.body.payload).toEqual([
      expect.objectContaining({ userName: 'Aadde Caaltuu', status: 'present', note: null }),
      expect.objectContaining({
        userName: 'Obbo Gammachuu',
        status: 'excused',
        note: 'Dhukkubsate',
      }),
    ]);
    const own = await api('GET', `attendances/${reg.id}/attendees`, { token: second.token });
    expect(own.body.payload).toEqual([
      expect.objectContaining({ userId: second.id, status: 'excused', note: 'Dhukkubsate' }),
    ]);
    const summary = await api('GET', `attendances/${reg.id}`, {
      query: 'includes[]=summary',
      token: second.token,
    });
    expect(summary.status).toBe(200);
    for (const path of [
      `attendances/${reg.id}`,
      `attendances/${reg.id}/attendees`,
      'attendances',
    ]) {
      expect((await api('GET', path, { token: institute })).status).toBe(403);
    }
    // The history a member reads holds only their own line.
    await ok('POST', `attendances/${reg.id}/attendees`, {
      attendees: [{ userId: member.id, status: 'late' }],
    });
    const history = async (token: string) =>
      (
        await api('GET', `attendances/${reg.id}`, { query: 'includes[]=auditHistory', token })
      ).body.payload.auditHistory.flatMap((e: { changes: object | null }) =>
        Object.keys(e.changes ?? {}),
      );
    expect(await history(second.token)).not.toContain(`user${member.id}`);
    expect(await history(admin)).toContain(`user${member.id}`);
  });

  it('is corrected: a status changed, a line taken off, each in a history naming the person', async () => {
    const reg = await ok('POST', 'attendances', { meetingId, date: '2026-04-21' });
    await ok('POST', `attendances/${reg.id}/attendees`, {
      attendees: [
        { userId: member.id, status: 'absent' },
        { userId: second.id, status: 'present' },
      ],
    });
    const corrected = await ok('POST', `attendances/${reg.id}/attendees`, {
      mode: 'replace',
      attendees: [{ userId: member.id, status: 'excused', note: 'Hojii biroo' }],
    });
    expect(corrected.summary).toEqual({
      total: 1,
      present: 0,
      absent: 0,
      excused: 1,
      late: 0,
      rate: 0,
    });
    const entry = (
      await api('GET', `attendances/${reg.id}`, { query: 'includes[]=auditHistory' })
    ).body.payload.auditHistory.find(
      (e: { action: string; changes: Record<string, unknown> }) =>
        e.action === 'record' && `user${second.id}` in e.changes,
    );
    expect(entry.changes).toMatchObject({
      [`user${member.id}`]: ['absent', 'excused: Hojii biroo'],
      [`user${second.id}`]: ['present', null],
    });
    expect(entry.names).toMatchObject({
      [`user${member.id}`]: { [member.id]: 'Aadde Caaltuu' },
      [`user${second.id}`]: { [second.id]: 'Obbo Gammachuu' },
    });
  });

  it('lets one who reads only their own line replace only that line', async () => {
    const reg = await ok('POST', 'attendances', { meetingId, date: '2026-04-28' });
    await ok('POST', `attendances/${reg.id}/attendees`, {
      attendees: [
        { userId: member.id, status: 'present' },
        { userId: clerk.id, status: 'absent' },
      ],
    });
    const own = await ok(
      'POST',
      `attendances/${reg.id}/attendees`,
      { mode: 'replace', attendees: [{ userId: clerk.id, status: 'present' }] },
      clerk.token,
    );
    expect(own).toMatchObject({ written: 1, removed: 0, summary: { total: 2, present: 2 } });
    const cleared = await ok(
      'POST',
      `attendances/${reg.id}/attendees`,
      { mode: 'replace', attendees: [] },
      clerk.token,
    );
    expect(cleared).toMatchObject({ removed: 1, summary: { total: 1, present: 1 } });
    const lines = await api('GET', `attendances/${reg.id}/attendees`);
    expect(lines.body.payload.map((l: { userId: number }) => l.userId)).toEqual([member.id]);
  });

  it('exports the meeting or event by name and the date both local and ISO', async () => {
    const res = await api('GET', 'attendances/export.csv', {
      query: [
        'locale=en',
        'calendar=ethiopic',
        'sorting[date]=asc',
        `labels[date]=${encodeURIComponent('Date')}`,
        `labels[meetingId]=${encodeURIComponent('Meeting or event')}`,
      ].join('&'),
    });
    expect(res.status).toBe(200);
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Date (ISO 8601),Meeting or event');
    expect(lines.slice(1)).toEqual([
      '29 Megabit 2018 E.C.,2026-04-07,Committee session',
      '6 Miazia 2018 E.C.,2026-04-14,Committee session',
      '9 Miazia 2018 E.C.,2026-04-17,Field visit',
      '13 Miazia 2018 E.C.,2026-04-21,Committee session',
      '16 Miazia 2018 E.C.,2026-04-24,Field visit',
      '20 Miazia 2018 E.C.,2026-04-28,Committee session',
    ]);
  });
});

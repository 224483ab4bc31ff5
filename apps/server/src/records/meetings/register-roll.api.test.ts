import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';

// Issue #38: an administrator could put someone not invited to a meeting on its register, and
// that person then read the meeting's title through the register (its `subject`, and
// `attendances/mine`). A meeting's register takes its invitees and the secretariat (users of
// type admin) only; a line left from an invitation since withdrawn shows nothing of it.

let t: TestServer;
let admin: string;
const api = apiFor(
  () => t,
  () => admin,
);
type Who = { id: number; token: string; name: string };
const who = async (type: 'member' | 'institute' | 'admin', name: string, instituteId?: number) => {
  const { user, token } = await t.signedIn({ type, name, ...(instituteId ? { instituteId } : {}) });
  return { id: user.id, token, name } satisfies Who;
};
const ok = async (method: 'POST' | 'PATCH', url: string, body: unknown, token = admin) => {
  const res = await api(method, url, { body, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload;
};

const TITLE = 'Walga’ii Baajataa Dhoksaa';
let invited: Who;
let outsider: Who;
let staff: Who;
let otherInstitute: Who;
let clerk: Who;
let meetingId = 0;
let otherMeetingId = 0;

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  invited = await who('member', 'Aadde Caaltuu');
  outsider = await who('member', 'Obbo Dhugaasaa');
  staff = await who('admin', 'Barreessituu Sekreteriyaatii');
  const instituteId = (await ok('POST', 'institutes', { name: 'Biiroo Lammaffaa' })).id;
  otherInstitute = await who('institute', 'Hojjetaa Biiroo', instituteId);
  // A custom role that keeps registers but reads only the meetings it is invited to.
  const role = await ok('POST', 'roles', {
    name: 'Register keeper',
    permissions: ['attendances:list', 'attendances:read', 'attendances:record', 'meetings:read'],
  });
  const { user, password } = await t.createUser({ type: 'member', name: 'Galmeessaa' });
  await ok('PATCH', `users/${user.id}`, { roleId: role.id });
  clerk = { id: user.id, token: (await t.login(user.email, password)).accessToken, name: '' };
  const meeting = (inviteeIds: number[], title: string) =>
    ok('POST', 'meetings', {
      title,
      startsAt: '2026-06-01T06:00:00Z',
      endsAt: '2026-06-01T08:00:00Z',
      inviteeIds,
    });
  meetingId = (await meeting([invited.id, clerk.id], TITLE)).id;
  otherMeetingId = (await meeting([invited.id, outsider.id], 'Walga’ii Biraa')).id;
});
afterAll(async () => {
  await t?.close();
});

const register = async (meeting: number, date: string) =>
  (await ok('POST', 'attendances', { meetingId: meeting, date })).id as number;
const record = (id: number, attendees: { userId: number }[], token = admin) =>
  api('POST', `attendances/${id}/attendees`, {
    token,
    body: { attendees: attendees.map((a) => ({ ...a, status: 'present' })) },
  });

/** Everything `token` may read of registers, as one text to search for the meeting. */
async function whatTheySee(token: string, registerId: number) {
  const answers = await Promise.all([
    api('GET', 'attendances', { token, query: 'includes[]=subject&pagination[pageSize]=100' }),
    api('GET', `attendances/${registerId}`, { token, query: 'includes[]=subject' }),
    api('GET', `attendances/${registerId}/attendees`, { token }),
    api('GET', 'attendances/mine', { token, query: 'pagination[pageSize]=100' }),
    api('GET', `meetings/${meetingId}`, { token }),
  ]);
  return {
    statuses: answers.map((a) => a.status),
    text: JSON.stringify(answers.map((a) => a.body)),
  };
}

describe("a meeting's register takes its invitees and the secretariat only", () => {
  it('refuses a person not invited, naming them, at the place they are listed', async () => {
    const id = await register(meetingId, '2026-06-01');
    for (const person of [outsider, otherInstitute]) {
      const res = await record(id, [{ userId: invited.id }, { userId: person.id }]);
      expect(res.status).toBe(422);
      expect(res.body.details).toEqual([
        { field: 'attendees.1.userId', code: 'notInvited', params: { name: person.name } },
      ]);
      expect(res.body.errors).toEqual([
        { 'attendees.1.userId': `${person.name} is not invited to this meeting` },
      ]);
    }
    // Nothing of a refused write is kept: the invitee's line was not written either.
    const lines = await api('GET', `attendances/${id}/attendees`);
    expect(lines.body.payload).toEqual([]);
    // Invitees and the secretariat (another administrator, not invited) are taken.
    const taken = await record(id, [{ userId: invited.id }, { userId: staff.id }]);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.payload.written).toBe(2);
  });

  it('names nobody to a keeper who may not read other people: the id only', async () => {
    const id = await register(meetingId, '2026-06-02');
    await record(id, [{ userId: clerk.id }]);
    const res = await record(id, [{ userId: outsider.id }], clerk.token);
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual([
      { field: 'attendees.0.userId', code: 'notInvited', params: { name: `#${outsider.id}` } },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(outsider.name);
    const own = await record(id, [{ userId: invited.id }], clerk.token);
    expect(own.status).toBe(200);
  });

  it('refuses moving a register to a meeting its people are not invited to', async () => {
    const id = await register(otherMeetingId, '2026-06-03');
    expect((await record(id, [{ userId: outsider.id }, { userId: invited.id }])).status).toBe(200);
    const moved = await api('PATCH', `attendances/${id}`, { body: { meetingId } });
    expect(moved.status).toBe(422);
    expect(moved.body.details).toEqual([
      { field: 'meetingId', code: 'notInvited', params: { name: outsider.name } },
    ]);
    // What the outsider could read before is still theirs, and no more.
    const seen = await whatTheySee(outsider.token, id);
    expect(seen.text).not.toContain(TITLE);
  });

  it('shows nothing of the meeting to someone whose invitation was withdrawn', async () => {
    const id = await register(meetingId, '2026-06-04');
    expect((await record(id, [{ userId: invited.id }])).status).toBe(200);
    const before = await whatTheySee(invited.token, id);
    expect(before.statuses).toEqual([200, 200, 200, 200, 200]);
    expect(before.text).toContain(TITLE);

    await ok('PATCH', `meetings/${meetingId}`, { inviteeIds: [clerk.id] });
    const after = await whatTheySee(invited.token, id);
    // The lists answer without the register; the register and the meeting are not found.
    expect(after.statuses).toEqual([200, 404, 404, 200, 404]);
    expect(after.text).not.toContain(TITLE);
    expect(after.text).not.toContain(`"meetingId":${meetingId}`);
    // The secretariat still reads the line: the record of who came is kept.
    const lines = await api('GET', `attendances/${id}/attendees`);
    expect(lines.body.payload.map((l: { userId: number }) => l.userId)).toEqual([invited.id]);

    // Invited again, they see it again.
    await ok('PATCH', `meetings/${meetingId}`, { inviteeIds: [clerk.id, invited.id] });
    expect((await whatTheySee(invited.token, id)).text).toContain(TITLE);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let admin: string;
/** Council members: a, b sit in the committee, c in its sub-group, d in neither. */
const m = { a: { id: 0, token: '' }, b: { id: 0, token: '' }, c: { id: 0, token: '' } };
const d = { id: 0, token: '' };
let committee = 0;

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  for (const who of [m.a, m.b, m.c, d]) {
    const { user, token } = await t.signedIn({ type: 'member' });
    Object.assign(who, { id: user.id, token });
  }
  committee = await group('Koree Baajataa', null, [m.a.id, m.b.id]);
  // Its sub-group, where c sits.
  await group('Koree xiqqaa', committee, [m.c.id]);
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);

async function group(name: string, parentId: number | null, userIds: number[]) {
  const res = await api('POST', 'caffee-groups', { body: { name, parentId } });
  expect(res.status).toBe(200);
  const id = res.body.payload.id as number;
  await setMembers(id, userIds);
  return id;
}
async function setMembers(id: number, userIds: number[]) {
  const res = await api('PUT', `caffee-groups/${id}/members`, { body: { userIds } });
  expect(res.status).toBe(200);
}

/** Starts tomorrow: a meeting still to come follows its committee. */
const soon = (days = 1) => {
  const start = new Date(Date.now() + days * 86_400_000);
  return {
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  };
};

async function createMeeting(body: Record<string, unknown>) {
  const res = await api('POST', 'meetings', {
    body: { title: 'Walgahii koree', ...soon(), ...body },
  });
  expect(res.status).toBe(200);
  return res.body.payload.id as number;
}
const invitees = async (id: number) => {
  const res = await api('GET', `meetings/${id}`, { query: 'includes[]=invitees' });
  expect(res.status).toBe(200);
  return (res.body.payload.invitees as { userId: number; viaGroup: boolean }[])
    .map((i) => [i.userId, i.viaGroup] as const)
    .sort((x, y) => x[0] - y[0]);
};
const history = async (id: number) =>
  (
    await api('GET', `meetings/${id}`, { query: 'includes[]=auditHistory' })
  ).body.payload.auditHistory.map((e: { action: string }) => e.action) as string[];
const notified = async (token: string, meeting: number) => {
  await t.services.mailQueue.drain();
  const res = await api('GET', 'notifications', { token });
  return (res.body.payload as { kind: string; resource: string; recordId: number }[])
    .filter((n) => n.resource === 'meetings' && n.recordId === meeting)
    .map((n) => n.kind);
};

describe('a meeting held by a committee', () => {
  it('invites the committee’s members, who are told, see it and are on its register', async () => {
    const id = await createMeeting({ groupId: committee, inviteeIds: [d.id] });
    expect(await invitees(id)).toEqual([
      [m.a.id, true],
      [m.b.id, true],
      [d.id, false],
    ]);
    expect(await notified(m.a.token, id)).toEqual(['meeting-invited']);
    const seen = await api('GET', `meetings/${id}`, { token: m.b.token });
    expect(seen.status).toBe(200);
    // The sub-group is not invited unless asked for.
    expect((await api('GET', `meetings/${id}`, { token: m.c.token })).status).toBe(404);
    const roll = await api('GET', 'attendances/roll', { query: `meetingId=${id}` });
    expect(roll.status).toBe(200);
    const listed = (roll.body.payload as { userId?: number; id?: number }[]).map(
      (r) => r.userId ?? r.id,
    );
    expect(listed).toEqual(expect.arrayContaining([m.a.id, m.b.id, d.id]));
  });

  it('invites the sub-groups’ members too when asked, and drops them when no longer', async () => {
    const id = await createMeeting({ groupId: committee, includeSubgroups: true });
    expect((await invitees(id)).map(([u]) => u)).toEqual([m.a.id, m.b.id, m.c.id]);
    const res = await api('PATCH', `meetings/${id}`, { body: { includeSubgroups: false } });
    expect(res.status).toBe(200);
    expect((await invitees(id)).map(([u]) => u)).toEqual([m.a.id, m.b.id]);
    expect(await notified(m.c.token, id)).toEqual(['meeting-uninvited', 'meeting-invited']);
  });

  it('follows the committee’s membership until the meeting ends', async () => {
    const group = await group_('Koree hordoftuu', [m.a.id, m.b.id]);
    // b is invited by name as well: leaving the committee keeps that invitation.
    const coming = await createMeeting({ groupId: group, inviteeIds: [m.b.id] });
    const past = await createMeeting({
      groupId: group,
      startsAt: '2025-01-10T06:00:00Z',
      endsAt: '2025-01-10T08:00:00Z',
    });
    await setMembers(group, [d.id]);
    expect(await invitees(coming)).toEqual([
      [m.b.id, false],
      [d.id, true],
    ]);
    expect(await notified(d.token, coming)).toEqual(['meeting-invited']);
    expect(await notified(m.a.token, coming)).toEqual(['meeting-uninvited', 'meeting-invited']);
    // A meeting already held keeps whom it invited, as its register does.
    expect((await invitees(past)).map(([u]) => u)).toEqual([m.a.id, m.b.id]);
  });

  it('keeps those invited by name when the committee is taken off', async () => {
    const id = await createMeeting({ groupId: committee, inviteeIds: [d.id] });
    const res = await api('PATCH', `meetings/${id}`, { body: { groupId: null } });
    expect(res.status).toBe(200);
    expect(await invitees(id)).toEqual([[d.id, false]]);
  });

  it('follows a sub-group moved under a committee that invites its sub-groups', async () => {
    const top = await group_('Koree olaanaa', [m.a.id]);
    const loose = await group_('Garee bilisaa', [d.id]);
    const id = await createMeeting({ groupId: top, includeSubgroups: true });
    expect((await invitees(id)).map(([u]) => u)).toEqual([m.a.id]);
    const moved = await api('PATCH', `caffee-groups/${loose}`, { body: { parentId: top } });
    expect(moved.status).toBe(200);
    expect((await invitees(id)).map(([u]) => u)).toEqual([m.a.id, d.id]);
  });
});

describe('a meeting’s history', () => {
  it('has a line only for what a save changed', async () => {
    const id = await createMeeting({
      inviteeIds: [d.id],
      agendaItems: [{ title: 'Baajata' }],
      location: 'Adama',
    });
    expect(await history(id)).toEqual(['agenda', 'invitees', 'create']);
    const read = await api('GET', `meetings/${id}`, { query: 'includes[]=agenda' });
    const agendaItems = read.body.payload.agenda.map((i: { id: number }) => ({
      id: i.id,
      title: 'Baajata',
    }));
    // As the form saves: the whole agenda again, with only the invitees changed...
    const invited = await api('PUT', `meetings/${id}`, {
      body: { inviteeIds: [d.id, m.a.id], agendaItems },
    });
    expect(invited.status).toBe(200);
    expect(await history(id)).toEqual(['invitees', 'agenda', 'invitees', 'create']);
    // ... with only the place changed ...
    const placed = await api('PUT', `meetings/${id}`, {
      body: { location: 'Finfinnee', inviteeIds: [d.id, m.a.id], agendaItems },
    });
    expect(placed.status).toBe(200);
    expect((await history(id))[0]).toBe('update');
    expect(await history(id)).toHaveLength(5);
    // ... and with nothing changed.
    const same = await api('PUT', `meetings/${id}`, {
      body: { location: 'Finfinnee', inviteeIds: [d.id, m.a.id], agendaItems },
    });
    expect(same.status).toBe(200);
    expect(await history(id)).toHaveLength(5);
  });
});

async function group_(name: string, userIds: number[]) {
  return group(name, null, userIds);
}

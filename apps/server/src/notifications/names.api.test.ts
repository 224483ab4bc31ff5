import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, type EngagementKit } from '../records/engagement/test-kit.js';

/**
 * A notification names its record, read as the attacker did: someone taken off a
 * record (uninvited from a meeting, the institute a complaint moved away from) must not learn
 * its later names through the lines they were sent, in the bell's list, on marking a line
 * read, by mail or in the daily digest. They keep the name they knew; readers keep the name
 * the record has now.
 */

let k: EngagementKit;
let ids: EngagementKit['users'];

beforeAll(async () => {
  k = await engagementKit();
  ids = k.users;
});
afterAll(async () => {
  await k?.t.close();
});

/** Fans out what the last requests queued, as the worker does after each write. */
const settle = () => k.t.services.mailQueue.drain();
type Line = { id: number; kind: string; resource: string; recordId: number; recordName: string };
const about = async (token: string, resource: string, recordId: number) => {
  await settle();
  const res = await k.api('GET', 'notifications', { token });
  expect(res.status).toBe(200);
  return (res.body.payload as Line[]).filter(
    (n) => n.resource === resource && n.recordId === recordId,
  );
};
const names = (lines: Line[]) => lines.map((n) => [n.kind, n.recordName]);
const patch = async (url: string, body: unknown) => {
  const res = await k.api('PATCH', url, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const mailTo = async (userId: number) => {
  const { email } = await k.t.services.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return k.t.outbox().filter((m) => m.to === email);
};
const when = { startsAt: '2026-06-01T06:00:00Z', endsAt: '2026-06-01T08:00:00Z' };

let renamed: number;

describe('a meeting one was uninvited from', () => {
  it('keeps the name the member knew after it is renamed, in the list and on marking', async () => {
    const meeting = (renamed = await k.create('meetings', {
      title: 'Walgahii jalqabaa',
      ...when,
      inviteeIds: [ids.member, ids.otherMember],
    }));
    await settle();
    await patch(`meetings/${meeting}`, { inviteeIds: [ids.otherMember] });
    await settle();
    await patch(`meetings/${meeting}`, { title: 'Maqaa haaraa dhokataa' });

    const mine = await about(k.tokens.member, 'meetings', meeting);
    expect(names(mine)).toEqual([
      ['meeting-uninvited', 'Walgahii jalqabaa'],
      ['meeting-invited', 'Walgahii jalqabaa'],
    ]);
    const marked = await k.api('POST', `notifications/${mine[1]?.id}/read`, {
      token: k.tokens.member,
    });
    expect(marked.body.payload.recordName).toBe('Walgahii jalqabaa');
    expect((await k.api('GET', `meetings/${meeting}`, { token: k.tokens.member })).status).toBe(
      404,
    );
    // One still invited reads the meeting: its line names it as it is now.
    expect(names(await about(k.tokens.otherMember, 'meetings', meeting))).toEqual([
      ['meeting-invited', 'Maqaa haaraa dhokataa'],
    ]);
  });

  it('never names it by a title given by the very change that uninvited them', async () => {
    const meeting = await k.create('meetings', {
      title: 'Walgahii lammaffaa',
      ...when,
      inviteeIds: [ids.member, ids.otherMember],
    });
    await settle();
    const mailed = (await mailTo(ids.member)).length;
    await patch(`meetings/${meeting}`, {
      title: 'Mata dhokataa haaraa',
      inviteeIds: [ids.otherMember],
    });
    expect(names(await about(k.tokens.member, 'meetings', meeting))).toEqual([
      ['meeting-uninvited', 'Walgahii lammaffaa'],
      ['meeting-invited', 'Walgahii lammaffaa'],
    ]);
    const mails = (await mailTo(ids.member)).slice(mailed);
    expect(mails).toHaveLength(1);
    expect(`${mails[0]?.subject} ${mails[0]?.text}`).toContain('Walgahii lammaffaa');
    expect(JSON.stringify(mails)).not.toContain('Mata dhokataa haaraa');
  });
});

describe('a complaint moved to another institute', () => {
  let complaint: number;
  beforeAll(async () => {
    // The first institute also gathers its complaints in the daily digest.
    const chose = await k.api('PUT', 'notifications/preferences', {
      token: k.tokens.instituteA,
      body: { choices: [{ kind: 'complaint-filed', channels: ['app', 'digest'] }] },
    });
    expect(chose.status).toBe(200);
    complaint = await k.create(
      'complains',
      {
        subject: 'Bishaan dhabame',
        description: 'Ibsa duraa',
        instituteId: k.institutes.a,
        complainantName: 'Caalaa',
      },
      k.tokens.member,
    );
    await settle();
    await patch(`complains/${complaint}`, {
      instituteId: k.institutes.b,
      subject: 'Mata duree haaraa',
    });
  });

  it('leaves the first institute the subject it was told of, never the new one', async () => {
    expect(names(await about(k.tokens.instituteA, 'complains', complaint))).toEqual([
      ['complaint-filed', 'Bishaan dhabame'],
    ]);
    expect(
      (await k.api('GET', `complains/${complaint}`, { token: k.tokens.instituteA })).status,
    ).toBe(404);
  });

  it('names it by its new subject to the institute it is with now', async () => {
    const res = await k.api('POST', `complains/${complaint}/transition`, {
      token: k.tokens.instituteB,
      body: { to: 'in_review' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Who filed it hears of the step; the first institute, no longer its reader, does not.
    expect(names(await about(k.tokens.member, 'complains', complaint))).toEqual([
      ['complaint-status', 'Mata duree haaraa'],
    ]);
    expect(names(await about(k.tokens.instituteA, 'complains', complaint))).toEqual([
      ['complaint-filed', 'Bishaan dhabame'],
    ]);
  });

  it("the first institute's digest names it as it was told of it", async () => {
    const before = (await mailTo(ids.instituteA)).length;
    // As if written two days ago: the next run finds it due.
    await k.t.services.db
      .updateTable('notifications')
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('userId', '=', ids.instituteA)
      .where('recordId', '=', complaint)
      .execute();
    await settle();
    await settle();
    const digests = (await mailTo(ids.instituteA)).slice(before);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain('Bishaan dhabame');
    expect(JSON.stringify(digests)).not.toContain('Mata duree haaraa');
  });
});

describe('a reader whose role no longer reads the record', () => {
  it('keeps the name they were told of, not the one given since', async () => {
    const role = await k.create('roles', {
      name: 'Ilaalaa walgahii',
      permissions: ['meetings:list'],
    });
    await patch(`users/${ids.otherMember}`, { roleId: role });
    expect(
      (await k.api('GET', `meetings/${renamed}`, { token: k.tokens.otherMember })).status,
    ).toBe(403);
    expect(names(await about(k.tokens.otherMember, 'meetings', renamed))).toEqual([
      ['meeting-invited', 'Walgahii jalqabaa'],
    ]);
  });
});

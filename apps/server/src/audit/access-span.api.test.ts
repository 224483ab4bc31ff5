import type { AuditEntry } from '@caffee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, type EngagementKit } from '../records/engagement/test-kit.js';

/**
 * `includes[]=auditHistory` across a change of audience, read as the attacker did: a
 * member invited to a meeting later, an institute a question or a complaint is moved to. The
 * history a reader gets starts where their current access began: nothing written before it
 * (an earlier title, a description, a question's first text) reaches them, on the record's
 * read or on the list's.
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

const patch = async (url: string, body: unknown, token?: string) => {
  const res = await k.api('PATCH', url, { body, ...(token ? { token } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** The history a reader gets on the record's read, checked equal to the list's. */
async function historyOf(path: string, id: number, token: string): Promise<AuditEntry[]> {
  const [one, list] = await Promise.all([
    k.api('GET', `${path}/${id}`, { token, query: 'includes[]=auditHistory' }),
    k.api('GET', path, { token, query: `filter[id]=${id}&includes[]=auditHistory` }),
  ]);
  expect([one.status, list.status], JSON.stringify(one.body)).toEqual([200, 200]);
  const history = one.body.payload.auditHistory as AuditEntry[];
  expect(list.body.payload.map((r: { auditHistory: unknown }) => r.auditHistory)).toEqual([
    history,
  ]);
  // The request that wrote an entry is the server's own business.
  for (const entry of history) expect(Object.keys(entry)).not.toContain('requestId');
  return history;
}
const actions = (h: AuditEntry[]) => h.map((e) => e.action);
const fields = (e: AuditEntry | undefined) => Object.keys(e?.changes ?? {}).sort();
const hidden = async (path: string, id: number, token: string) => {
  const [one, list] = await Promise.all([
    k.api('GET', `${path}/${id}`, { token, query: 'includes[]=auditHistory' }),
    k.api('GET', path, { token, query: `filter[id]=${id}&includes[]=auditHistory` }),
  ]);
  expect(one.status).toBe(404);
  expect(list.body.payload).toEqual([]);
};

describe('a meeting, for whoever is invited to it later', () => {
  let meeting: number;
  const when = { startsAt: '2026-05-04T06:00:00Z', endsAt: '2026-05-04T08:00:00Z' };
  beforeAll(async () => {
    meeting = await k.create('meetings', {
      title: 'Mata duree',
      description: 'Ibsa dhokataa',
      ...when,
      inviteeIds: [ids.member],
    });
    await patch(`meetings/${meeting}`, {
      title: 'Mata lammaffaa',
      description: 'Ibsa lammaffaa',
    });
    await patch(`meetings/${meeting}`, { inviteeIds: [ids.member, ids.otherMember] });
    await patch(`meetings/${meeting}`, { description: 'Ibsa booda' });
  });

  it('shows one invited later only what came after the invitation, on get and list', async () => {
    const history = await historyOf('meetings', meeting, k.tokens.otherMember);
    expect(actions(history)).toEqual(['update', 'invitees']);
    const text = JSON.stringify(history);
    for (const earlier of ['Mata duree', 'Ibsa dhokataa']) expect(text).not.toContain(earlier);
    // What changed while they were invited is theirs, before-values included.
    expect(history[0]?.changes).toEqual({
      descriptionOm: ['Ibsa lammaffaa', 'Ibsa booda'],
    });
  });

  it('keeps the whole history for one invited from the start, and for the council', async () => {
    // A change of the invitees alone writes no bare `update` beside them (issue 39).
    const all = ['update', 'invitees', 'update', 'invitees', 'create'];
    expect(actions(await historyOf('meetings', meeting, k.tokens.member))).toEqual(all);
    expect(actions(await historyOf('meetings', meeting, k.tokens.admin))).toEqual(all);
    await hidden('meetings', meeting, k.tokens.instituteB);
  });

  it('keeps from a change that renamed and invited at once only the invitation', async () => {
    await patch(`meetings/${meeting}`, {
      title: 'Mata sadaffaa',
      inviteeIds: [ids.member, ids.otherMember, ids.instituteA],
    });
    const history = await historyOf('meetings', meeting, k.tokens.instituteA);
    expect(actions(history)).toEqual(['invitees']);
    expect(JSON.stringify(history)).not.toMatch(/Mata (duree|lammaffaa)|Ibsa/);
  });

  it('starts again at a new invitation: what happened while one was away is not theirs', async () => {
    await patch(`meetings/${meeting}`, { inviteeIds: [ids.member, ids.instituteA] });
    await patch(`meetings/${meeting}`, { title: 'Mata yeroo hin jirre' });
    await patch(`meetings/${meeting}`, { description: 'Ibsa yeroo hin jirre' });
    await patch(`meetings/${meeting}`, {
      inviteeIds: [ids.member, ids.instituteA, ids.otherMember],
    });
    const history = await historyOf('meetings', meeting, k.tokens.otherMember);
    expect(actions(history)).toEqual(['invitees']);
    expect(JSON.stringify(history)).not.toMatch(/Mata sadaffaa|Ibsa booda/);
  });
});

describe('a question addressed to another institute, then to the members', () => {
  let question: number;
  beforeAll(async () => {
    question = await k.create('questions', {
      text: 'Gaaffii duraa',
      type: 'open_ended',
      addressedInstituteId: k.institutes.a,
    });
    await patch(`questions/${question}`, { text: 'Gaaffii lammaffaa' });
    await patch(`questions/${question}`, {
      addressedInstituteId: k.institutes.b,
      text: 'Gaaffii sadaffaa',
    });
  });

  it('shows the new institute only the re-addressing, not the earlier text', async () => {
    const history = await historyOf('questions', question, k.tokens.instituteB);
    expect(actions(history)).toEqual(['update']);
    expect(fields(history[0])).toEqual(['addressedInstituteId']);
    expect(JSON.stringify(history)).not.toMatch(/Gaaffii (duraa|lammaffaa)/);
    await hidden('questions', question, k.tokens.instituteA);
  });

  it('shows members only what came after it was addressed to them', async () => {
    await patch(`questions/${question}`, { audience: 'members', addressedInstituteId: null });
    await patch(`questions/${question}`, { text: 'Gaaffii afraffaa' });
    const history = await historyOf('questions', question, k.tokens.member);
    expect(actions(history)).toEqual(['update', 'update']);
    expect(fields(history[1])).toEqual(['addressedInstituteId', 'audience']);
    expect(history[0]?.changes).toEqual({ textOm: ['Gaaffii sadaffaa', 'Gaaffii afraffaa'] });
    expect(JSON.stringify(history)).not.toMatch(/Gaaffii (duraa|lammaffaa)/);
    await hidden('questions', question, k.tokens.instituteB);
    expect(actions(await historyOf('questions', question, k.tokens.admin))).toEqual([
      'update',
      'update',
      'update',
      'update',
      'create',
    ]);
  });
});

describe('a complaint moved to another institute', () => {
  let complaint: number;
  beforeAll(async () => {
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
    await patch(`complains/${complaint}`, {
      instituteId: k.institutes.b,
      description: 'Ibsa haaraa',
    });
  });

  it("starts the new institute's history at the move, without the earlier text", async () => {
    const history = await historyOf('complains', complaint, k.tokens.instituteB);
    expect(actions(history)).toEqual(['update']);
    expect(history[0]?.changes).toEqual({ instituteId: [k.institutes.a, k.institutes.b] });
    expect(JSON.stringify(history)).not.toContain('Ibsa duraa');
    await hidden('complains', complaint, k.tokens.instituteA);
  });

  it('keeps the whole history for who filed it', async () => {
    const history = await historyOf('complains', complaint, k.tokens.member);
    expect(actions(history)).toEqual(['update', 'create']);
    expect(JSON.stringify(history)).toContain('Ibsa duraa');
    await hidden('complains', complaint, k.tokens.otherMember);
  });
});

describe('a survey opened to another audience', () => {
  it('shows institutes only what came after it was opened to them', async () => {
    const survey = await k.create('surveys', {
      title: 'Qorannoo miseensotaa',
      description: 'Ibsa miseensotaaf qofa',
      audience: 'members',
    });
    await k.publish(survey);
    await patch(`surveys/${survey}`, { audience: 'both', title: 'Qorannoo hundaa' });
    const history = await historyOf('surveys', survey, k.tokens.instituteA);
    expect(actions(history)).toEqual(['update']);
    expect(fields(history[0])).toEqual(['audience']);
    expect(JSON.stringify(history)).not.toMatch(/miseensotaa/);
    // Members read it from its publication: the draft was not theirs to see.
    expect(actions(await historyOf('surveys', survey, k.tokens.member))).toEqual([
      'update',
      'open',
      'publish',
    ]);
  });
});

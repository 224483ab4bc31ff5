import type { AuditEntry } from '@caffee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';

/**
 * `includes[]=auditHistory` read as an attacker would: a second member and a second
 * institute, on the get and the list route, must learn from a record's history nothing the
 * record itself does not show them (another's register line or note, who else answered, a
 * draft's text); what an administrator sees stays whole.
 */

type Reader = 'admin' | 'institute' | 'otherInstitute' | 'member' | 'otherMember';
const READERS: Reader[] = ['admin', 'institute', 'otherInstitute', 'member', 'otherMember'];
/** `hidden`: 404 and not listed; `denied`: 403 on both routes; else checks the history. */
type Expectation = 'hidden' | 'denied' | ((history: AuditEntry[]) => void);

interface Case {
  name: string;
  path: string;
  id: () => number;
  expect: Record<Reader, Expectation>;
}

let t: TestServer;
const who = {} as Record<Reader, { id: number; token: string }>;
const ids: Record<string, number> = {};
const institutes = { a: 0, b: 0 };

const call = async (method: string, url: string, body?: unknown, as: Reader = 'admin') => {
  const res = await t.request({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    token: who[as].token,
    ...(body !== undefined ? { body } : {}),
  });
  if (res.status !== 200)
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payload as { id: number } & Record<string, unknown>;
};
const post = async (url: string, body: unknown, as: Reader = 'admin') =>
  (await call('POST', url, body, as)).id;

async function attendanceRecords() {
  const { member, otherMember, institute } = who;
  const meeting = await post('meetings', {
    title: 'Walga’ii',
    startsAt: '2026-03-02T06:00:00Z',
    endsAt: '2026-03-02T08:00:00Z',
    inviteeIds: [member.id, otherMember.id, institute.id],
  });
  ids.meeting = meeting;
  ids.closedMeeting = await post('meetings', {
    title: 'Cufaa',
    startsAt: '2026-03-03T06:00:00Z',
    endsAt: '2026-03-03T08:00:00Z',
  });
  const lines = (id: number, attendees: unknown[]) =>
    call('POST', `attendances/${id}/attendees`, { attendees });
  ids.register = await post('attendances', { meetingId: meeting, date: '2026-03-02' });
  await lines(ids.register, [
    { userId: member.id, status: 'present', note: 'A on time' },
    { userId: otherMember.id, status: 'excused', note: 'B private note' },
  ]);
  await lines(ids.register, [{ userId: otherMember.id, status: 'absent', note: 'B second' }]);
  await lines(ids.register, [{ userId: member.id, status: 'late', note: 'A late' }]);
  ids.foreignRegister = await post('attendances', { meetingId: meeting, date: '2026-03-09' });
  await lines(ids.foreignRegister, [{ userId: otherMember.id, status: 'present' }]);
  ids.deletedRegister = await post('attendances', { meetingId: meeting, date: '2026-03-16' });
  await lines(ids.deletedRegister, [{ userId: member.id, status: 'present' }]);
  await call('DELETE', `attendances/${ids.deletedRegister}`);
}

async function engagementRecords() {
  const ask = (to: object) => post('questions', { text: 'Gaaffii', type: 'open_ended', ...to });
  const answer = (id: number, as: Reader) =>
    call('POST', `questions/${id}/answers`, { text: `answer of ${as}` }, as);
  ids.membersQuestion = await ask({ audience: 'members' });
  await answer(ids.membersQuestion, 'member');
  await answer(ids.membersQuestion, 'otherMember');
  ids.institutesQuestion = await ask({ audience: 'institutes' });
  await answer(ids.institutesQuestion, 'institute');
  await answer(ids.institutesQuestion, 'otherInstitute');
  ids.addressedQuestion = await ask({ addressedInstituteId: institutes.a });
  await answer(ids.addressedQuestion, 'institute');
  ids.deletedQuestion = await ask({ audience: 'both' });
  await answer(ids.deletedQuestion, 'member');
  await call('DELETE', `questions/${ids.deletedQuestion}`);

  ids.survey = await post('surveys', { title: 'Qorannoo', audience: 'both' });
  const q = await post('questions', { text: 'Maal?', type: 'open_ended', surveyId: ids.survey });
  await call('POST', `surveys/${ids.survey}/publish`);
  for (const as of ['member', 'otherMember', 'institute', 'otherInstitute'] as const) {
    await call(
      'POST',
      `surveys/${ids.survey}/responses`,
      { answers: [{ questionId: q, text: as }] },
      as,
    );
  }
  ids.deletedSurvey = await post('surveys', { title: 'Haqame', audience: 'both' });
  await call('DELETE', `surveys/${ids.deletedSurvey}`);

  const complaint = (instituteId: number) => ({
    subject: 'Bishaan',
    description: 'Bishaan hin jiru',
    instituteId,
    complainantName: 'Caalaa',
  });
  ids.complaint = await post('complains', complaint(institutes.a), 'member');
  await call('POST', `complains/${ids.complaint}/transition`, { to: 'in_review' }, 'institute');
  ids.foreignComplaint = await post('complains', complaint(institutes.b), 'otherMember');
  ids.deletedComplaint = await post('complains', complaint(institutes.a), 'member');
  await call('DELETE', `complains/${ids.deletedComplaint}`);
}

async function newsRecords() {
  ids.news = await post('news-feeds', {
    title: 'Oduu',
    status: 'published',
    publishedAt: '2024-01-01T00:00:00.000Z',
  });
  await call('PATCH', `news-feeds/${ids.news}`, { summary: 'Public summary' });
  ids.laterNews = await post('news-feeds', { title: 'Secret draft title' });
  await call('PATCH', `news-feeds/${ids.laterNews}`, { body: 'Secret draft body' });
  await call('PATCH', `news-feeds/${ids.laterNews}`, { title: 'Out now', status: 'published' });
  await call('PATCH', `news-feeds/${ids.laterNews}`, { summary: 'After publication' });
  ids.draftNews = await post('news-feeds', { title: 'Draft' });
  ids.scheduledNews = await post('news-feeds', {
    title: 'Scheduled',
    status: 'published',
    publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  ids.deletedNews = await post('news-feeds', { title: 'Gone', status: 'published' });
  await call('DELETE', `news-feeds/${ids.deletedNews}`);
}

beforeAll(async () => {
  t = await createTestServer();
  const made = async (
    type: 'admin' | 'institute' | 'member',
    instituteId: number | null = null,
  ) => {
    const { user, token } = await t.signedIn({ type, instituteId });
    return { id: user.id, token };
  };
  who.admin = await made('admin');
  institutes.a = await post('institutes', { name: 'Biiroo Qonnaa' });
  institutes.b = await post('institutes', { name: 'Biiroo Fayyaa' });
  who.institute = await made('institute', institutes.a);
  who.otherInstitute = await made('institute', institutes.b);
  who.member = await made('member');
  who.otherMember = await made('member');
  await call('PATCH', `users/${who.member.id}`, { phone: '+251 911 000001' });
  await call('PATCH', `institutes/${institutes.a}`, { phone: '+251 11 000002' }, 'institute');
  await attendanceRecords();
  await engagementRecords();
  await newsRecords();
});
afterAll(async () => {
  await t?.close();
});

// What each check looks for.
const text = (history: AuditEntry[]) => JSON.stringify(history);
const actions = (history: AuditEntry[]) => history.map((e) => e.action);
const lineKeys = (history: AuditEntry[]) =>
  [...new Set(history.flatMap((e) => Object.keys(e.changes ?? {})))]
    .filter((k) => /^user\d+$/.test(k))
    .sort();
const line = (r: Reader) => `user${who[r].id}`;
const actors = (history: AuditEntry[], action: string) =>
  history
    .filter((e) => e.action === action)
    .map((e) => e.actorId)
    .sort();
const idsOf = (...readers: Reader[]) => readers.map((r) => who[r].id).sort();

/** Only the reader's own line of the shared register, with their own notes. */
const ownLine = (r: Reader, other: Reader, otherNotes: string[]) => (h: AuditEntry[]) => {
  expect(lineKeys(h)).toEqual([line(r)]);
  expect(actions(h).filter((a) => a === 'record')).toHaveLength(2);
  for (const note of otherNotes) expect(text(h)).not.toContain(note);
  expect(text(h)).not.toContain(JSON.stringify(line(other)));
};
/** Only the reader's own answer or response among those of the record. */
const ownActor = (action: string, r: Reader) => (h: AuditEntry[]) => {
  expect(actors(h, action)).toEqual(idsOf(r));
  expect(actions(h)).toContain('create');
};
/** A survey's reader: their own response, and its history from its publication on. */
const ownResponse = (r: Reader) => (h: AuditEntry[]) => {
  expect(actors(h, 'respond')).toEqual(idsOf(r));
  expect(actions(h)).toContain('publish');
  expect(actions(h)).not.toContain('question-add');
};
const everyone = (action: string, readers: Reader[]) => (h: AuditEntry[]) =>
  expect(actors(h, action)).toEqual(idsOf(...readers));
/** The whole history: what an administrator (or any reader of every part) sees. */
const whole = (expected: string[]) => (h: AuditEntry[]) => expect(actions(h)).toEqual(expected);
/** Published news after drafts: the draft's text never shows, the publication does. */
const outOnly = (h: AuditEntry[]) => {
  expect(actions(h)).toEqual(['update', 'update']);
  expect(text(h)).not.toMatch(/Secret draft/);
  expect(h[1]?.changes).toEqual({
    status: ['draft', 'published'],
    publishedAt: [null, expect.any(String)],
  });
  expect(Object.values(h[0]?.changes ?? {})).toEqual([[null, 'After publication']]);
};

const all = (e: Expectation): Record<Reader, Expectation> =>
  Object.fromEntries(READERS.map((r) => [r, e])) as Record<Reader, Expectation>;
const recordOnly = ['record', 'record', 'record', 'create'];

const CASES: Case[] = [
  {
    name: 'attendances: a register both members are on',
    path: 'attendances',
    id: () => ids.register ?? 0,
    expect: {
      admin: (h) => {
        expect(actions(h)).toEqual(recordOnly);
        expect(lineKeys(h)).toEqual([line('member'), line('otherMember')].sort());
        expect(text(h)).toContain('B private note');
      },
      institute: 'denied',
      otherInstitute: 'denied',
      member: ownLine('member', 'otherMember', ['B private note', 'B second']),
      otherMember: ownLine('otherMember', 'member', ['A on time', 'A late']),
    },
  },
  {
    name: 'attendances: a register only the other member is on',
    path: 'attendances',
    id: () => ids.foreignRegister ?? 0,
    expect: {
      admin: whole(['record', 'create']),
      institute: 'denied',
      otherInstitute: 'denied',
      member: 'hidden',
      otherMember: (h) => expect(lineKeys(h)).toEqual([line('otherMember')]),
    },
  },
  {
    name: 'attendances: a deleted register',
    path: 'attendances',
    id: () => ids.deletedRegister ?? 0,
    expect: { ...all('hidden'), institute: 'denied', otherInstitute: 'denied' },
  },
  {
    name: 'questions: for members, answered by both',
    path: 'questions',
    id: () => ids.membersQuestion ?? 0,
    expect: {
      admin: everyone('answer', ['member', 'otherMember']),
      institute: 'hidden',
      otherInstitute: 'hidden',
      member: ownActor('answer', 'member'),
      otherMember: ownActor('answer', 'otherMember'),
    },
  },
  {
    name: 'questions: for institutes, answered by both',
    path: 'questions',
    id: () => ids.institutesQuestion ?? 0,
    expect: {
      admin: everyone('answer', ['institute', 'otherInstitute']),
      institute: ownActor('answer', 'institute'),
      otherInstitute: ownActor('answer', 'otherInstitute'),
      member: 'hidden',
      otherMember: 'hidden',
    },
  },
  {
    name: "questions: addressed to one institute (the other's foreign)",
    path: 'questions',
    id: () => ids.addressedQuestion ?? 0,
    expect: {
      ...all('hidden'),
      admin: whole(['answer', 'create']),
      institute: whole(['answer', 'create']),
    },
  },
  {
    name: 'questions: deleted',
    path: 'questions',
    id: () => ids.deletedQuestion ?? 0,
    expect: all('hidden'),
  },
  {
    name: 'surveys: for both, responded by all four',
    path: 'surveys',
    id: () => ids.survey ?? 0,
    expect: {
      admin: everyone('respond', ['member', 'otherMember', 'institute', 'otherInstitute']),
      institute: ownResponse('institute'),
      otherInstitute: ownResponse('otherInstitute'),
      member: ownResponse('member'),
      otherMember: ownResponse('otherMember'),
    },
  },
  {
    name: 'surveys: deleted',
    path: 'surveys',
    id: () => ids.deletedSurvey ?? 0,
    expect: all('hidden'),
  },
  {
    name: "complains: the member's own, against the institute",
    path: 'complains',
    id: () => ids.complaint ?? 0,
    expect: {
      ...all('hidden'),
      admin: whole(['in_review', 'create']),
      institute: whole(['in_review', 'create']),
      member: whole(['in_review', 'create']),
    },
  },
  {
    name: "complains: the other member's, against the other institute",
    path: 'complains',
    id: () => ids.foreignComplaint ?? 0,
    expect: {
      ...all('hidden'),
      admin: whole(['create']),
      otherInstitute: whole(['create']),
      otherMember: whole(['create']),
    },
  },
  {
    name: 'complains: deleted',
    path: 'complains',
    id: () => ids.deletedComplaint ?? 0,
    expect: all('hidden'),
  },
  {
    name: 'news-feeds: published from the start',
    path: 'news-feeds',
    id: () => ids.news ?? 0,
    expect: all(whole(['update', 'create'])),
  },
  {
    name: 'news-feeds: published after two drafts',
    path: 'news-feeds',
    id: () => ids.laterNews ?? 0,
    expect: { ...all(outOnly), admin: whole(['update', 'update', 'update', 'create']) },
  },
  {
    name: 'news-feeds: a draft',
    path: 'news-feeds',
    id: () => ids.draftNews ?? 0,
    expect: { ...all('hidden'), admin: whole(['create']) },
  },
  {
    name: 'news-feeds: scheduled for tomorrow',
    path: 'news-feeds',
    id: () => ids.scheduledNews ?? 0,
    expect: { ...all('hidden'), admin: whole(['create']) },
  },
  {
    name: 'news-feeds: deleted',
    path: 'news-feeds',
    id: () => ids.deletedNews ?? 0,
    expect: all('hidden'),
  },
  {
    name: 'meetings: invited (invitees are seen by every invitee)',
    path: 'meetings',
    id: () => ids.meeting ?? 0,
    expect: {
      ...all(whole(['invitees', 'create'])),
      otherInstitute: 'hidden',
    },
  },
  {
    name: 'meetings: nobody invited',
    path: 'meetings',
    id: () => ids.closedMeeting ?? 0,
    expect: { ...all('hidden'), admin: whole(['create']) },
  },
  {
    name: 'institutes: its own staff changed its phone (every field is public)',
    path: 'institutes',
    id: () => institutes.a,
    expect: all(whole(['update', 'create'])),
  },
  {
    name: "users: a member's account (email, phone, role, status)",
    path: 'users',
    id: () => who.member.id,
    expect: {
      ...all('denied'),
      admin: (h) => {
        expect(actions(h)).toEqual(['update', 'create']);
        expect(h[0]?.changes).toEqual({ phone: [null, '+251 911 000001'] });
      },
    },
  },
];

async function historyOf(path: string, id: number, reader: Reader) {
  const token = who[reader].token;
  const [one, list] = await Promise.all([
    t.request({
      method: 'GET',
      url: `/api/v1/${path}/${id}`,
      token,
      query: 'includes[]=auditHistory',
    }),
    t.request({
      method: 'GET',
      url: `/api/v1/${path}`,
      token,
      query: `filter[id]=${id}&includes[]=auditHistory`,
    }),
  ]);
  return { one, list };
}

describe('history shows a reader only what the record shows them', () => {
  for (const c of CASES) {
    for (const reader of READERS) {
      it(`${c.name}, read by ${reader}`, async () => {
        const { one, list } = await historyOf(c.path, c.id(), reader);
        const rule = c.expect[reader];
        if (rule === 'denied') {
          expect([one.status, list.status]).toEqual([403, 403]);
        } else if (rule === 'hidden') {
          expect(one.status).toBe(404);
          expect(list.status).toBe(200);
          expect(list.body.payload).toEqual([]);
        } else {
          expect([one.status, list.status], JSON.stringify(one.body)).toEqual([200, 200]);
          const history = one.body.payload.auditHistory as AuditEntry[];
          // The list's page shows the same history as the record's own read.
          expect(list.body.payload.map((r: { auditHistory: unknown }) => r.auditHistory)).toEqual([
            history,
          ]);
          rule(history);
        }
      });
    }
  }

  it("a member's own account has no history to read beside the administrators'", async () => {
    const mine = await t.request({
      method: 'GET',
      url: '/api/v1/users/current',
      token: who.member.token,
      query: 'includes[]=auditHistory',
    });
    expect(mine.status).toBe(400);
  });

  it('a member still sees their own line and its note', async () => {
    const { one } = await historyOf('attendances', ids.register ?? 0, 'member');
    const recorded = (one.body.payload.auditHistory as AuditEntry[]).filter(
      (e) => e.action === 'record',
    );
    expect(recorded.map((e) => e.changes)).toEqual([
      { [line('member')]: ['present: A on time', 'late: A late'] },
      { [line('member')]: [null, 'present: A on time'] },
    ]);
  });
});

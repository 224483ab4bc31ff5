import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, type EngagementKit } from '../records/engagement/test-kit.js';

let k: EngagementKit;
/** Users' ids by the kit's token names. */
let ids: Record<'admin' | 'instituteA' | 'instituteB' | 'member' | 'otherMember', number>;

beforeAll(async () => {
  k = await engagementKit();
  const me = async (token: string) =>
    (await k.api('GET', 'users/current', { token })).body.payload.id as number;
  ids = {
    admin: await me(k.tokens.admin),
    instituteA: await me(k.tokens.instituteA),
    instituteB: await me(k.tokens.instituteB),
    member: k.users.member,
    otherMember: k.users.otherMember,
  };
  // The institute's user reads English, the member Amharic; the rest the default (om).
  await k.t.services.db
    .updateTable('users')
    .set({ locale: 'en' })
    .where('id', '=', ids.instituteA)
    .execute();
  await k.t.services.db
    .updateTable('users')
    .set({ locale: 'am' })
    .where('id', '=', ids.member)
    .execute();
});
afterAll(async () => {
  await k?.t.close();
});

/** Fans out what the last requests queued, as the worker does after each write. */
const settle = () => k.t.services.mailQueue.drain();

const listOf = async (token: string, query = '') => {
  await settle();
  const res = await k.api('GET', 'notifications', { token, query });
  expect(res.status).toBe(200);
  return res.body.payload as {
    id: number;
    kind: string;
    resource: string;
    recordId: number;
    recordName: string | null;
    actorName: string | null;
    status: string | null;
    readAt: string | null;
  }[];
};
/** A question written in English (as `text`), for whom `addressee` says. */
async function ask(text: string, addressee: object) {
  const res = await k.api('POST', 'questions', {
    query: 'locale=en',
    body: { text, type: 'open_ended', ...addressee },
  });
  expect(res.status).toBe(200);
  return res.body.payload.id as number;
}
const about = async (token: string, resource: string, recordId: number) =>
  (await listOf(token)).filter((n) => n.resource === resource && n.recordId === recordId);
const unread = async (token: string) =>
  (await k.api('GET', 'notifications/unread-count', { token })).body.payload.count as number;
const mailTo = (userId: number) => {
  const email = k.t.services.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return email.then(({ email: to }) => k.t.outbox().filter((m) => m.to === to));
};

describe('a question addressed to an institute', () => {
  let question: number;
  beforeAll(async () => {
    question = await ask('Road budget', { addressedInstituteId: k.institutes.a });
    const om = await k.api('PATCH', `questions/${question}`, {
      query: 'locale=om',
      body: { text: 'Baajata daandii' },
    });
    expect(om.status).toBe(200);
  });

  it("tells that institute's users, in their language, and nobody else", async () => {
    expect(await about(k.tokens.instituteA, 'questions', question)).toEqual([
      expect.objectContaining({
        kind: 'question-opened',
        recordName: 'Road budget',
        readAt: null,
      }),
    ]);
    for (const other of [
      k.tokens.instituteB,
      k.tokens.member,
      k.tokens.otherMember,
      k.tokens.admin,
    ]) {
      expect(await about(other, 'questions', question)).toEqual([]);
    }
    // The list names the record in the language asked for.
    const om = await listOf(k.tokens.instituteA, 'locale=om');
    expect(om.find((n) => n.recordId === question && n.resource === 'questions')?.recordName).toBe(
      'Baajata daandii',
    );
    const mails = await mailTo(ids.instituteA);
    expect(mails).toEqual([
      expect.objectContaining({ subject: 'Caffee: New question: “Road budget”' }),
    ]);
    expect(mails[0]?.text).toContain(`/go/questions/${question}`);
    expect(await mailTo(ids.instituteB)).toEqual([]);
  });

  it('tells who asked it when it is answered, and nobody else', async () => {
    const res = await k.api('POST', `questions/${question}/answers`, {
      token: k.tokens.instituteA,
      body: { text: 'The budget is ready' },
    });
    expect(res.status).toBe(200);
    const told = (await about(k.tokens.admin, 'questions', question)).filter(
      (n) => n.kind === 'question-answered',
    );
    expect(told).toEqual([expect.objectContaining({ actorName: expect.any(String) })]);
    const answerer = await about(k.tokens.instituteA, 'questions', question);
    expect(answerer.map((n) => n.kind)).toEqual(['question-opened']);
    // In the app only by default: one mail per answer would fill the asker's mailbox.
    expect((await mailTo(ids.admin)).filter((m) => m.subject.includes('Road budget'))).toEqual([]);
  });

  it('is marked read by its reader only; the count follows', async () => {
    const [line] = await about(k.tokens.instituteA, 'questions', question);
    const before = await unread(k.tokens.instituteA);
    expect(before).toBeGreaterThan(0);
    // Another person's notification does not exist for them.
    const stranger = await k.api('POST', `notifications/${line?.id}/read`, {
      token: k.tokens.instituteB,
    });
    expect(stranger.status).toBe(404);
    const res = await k.api('POST', `notifications/${line?.id}/read`, {
      token: k.tokens.instituteA,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.readAt).toEqual(expect.any(String));
    expect(await unread(k.tokens.instituteA)).toBe(before - 1);
    const unreadOnly = await listOf(k.tokens.instituteA, 'unread=true');
    expect(unreadOnly.some((n) => n.id === line?.id)).toBe(false);
  });
});

describe('a question for the members', () => {
  it('tells every member, no institute', async () => {
    const question = await ask('Water points', { audience: 'members' });
    expect(await about(k.tokens.member, 'questions', question)).toHaveLength(1);
    expect(await about(k.tokens.otherMember, 'questions', question)).toHaveLength(1);
    expect(await about(k.tokens.instituteA, 'questions', question)).toEqual([]);
    // In Amharic for the member who reads it; the name falls back to the English title.
    const mails = await mailTo(ids.member);
    expect(mails.at(-1)?.subject).toBe('ጨፌ፦ አዲስ ጥያቄ፦ “Water points”');
  });
});

describe('a survey', () => {
  it('is news to its audience when published and open: at once, or when its time comes', async () => {
    const now = await k.create('surveys', { title: { en: 'Roads survey' }, audience: 'members' });
    // A draft tells nobody.
    expect(await about(k.tokens.member, 'surveys', now)).toEqual([]);
    await k.publish(now);
    expect((await about(k.tokens.member, 'surveys', now)).map((n) => n.kind)).toEqual([
      'survey-opened',
    ]);
    expect(await about(k.tokens.instituteA, 'surveys', now)).toEqual([]);
    const later = await k.create('surveys', {
      title: { en: 'Water survey' },
      audience: 'members',
      opensAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await k.publish(later);
    expect(await about(k.tokens.member, 'surveys', later)).toEqual([]);
    // Its time comes (as if made to open an hour ago).
    await k.t.services.db
      .updateTable('surveys')
      .set({ opensAt: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', later)
      .execute();
    k.t.services.mailQueue.wake();
    await settle();
    await settle();
    expect((await about(k.tokens.member, 'surveys', later)).map((n) => n.kind)).toEqual([
      'survey-opened',
    ]);
    await settle();
    expect(await about(k.tokens.member, 'surveys', later)).toHaveLength(1);
  });
});

describe("a complaint's life", () => {
  let complaint: number;
  beforeAll(async () => {
    complaint = await k.create(
      'complains',
      {
        subject: 'Bishaan hin jiru',
        description: 'Bishaan ji’a tokkoof hin jiru',
        instituteId: k.institutes.a,
        complainantName: 'Caaltuu Abdiisaa',
      },
      k.tokens.member,
    );
  });

  it('filed: the institute it is against hears of it, no other institute or member', async () => {
    expect(await about(k.tokens.instituteA, 'complains', complaint)).toEqual([
      expect.objectContaining({ kind: 'complaint-filed', recordName: 'Bishaan hin jiru' }),
    ]);
    expect(await about(k.tokens.instituteB, 'complains', complaint)).toEqual([]);
    expect(await about(k.tokens.otherMember, 'complains', complaint)).toEqual([]);
    expect(await about(k.tokens.member, 'complains', complaint)).toEqual([]);
  });

  it('a status change tells who filed it, not who made it', async () => {
    const res = await k.api('POST', `complains/${complaint}/transition`, {
      body: { to: 'in_review' },
      token: k.tokens.instituteA,
    });
    expect(res.status).toBe(200);
    const told = await about(k.tokens.member, 'complains', complaint);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'complaint-status',
        status: 'in_review',
        recordName: 'Bishaan hin jiru',
      }),
    ]);
    expect(told[0]?.actorName).toEqual(expect.any(String));
    expect((await about(k.tokens.instituteA, 'complains', complaint)).map((n) => n.kind)).toEqual([
      'complaint-filed',
    ]);
    expect(await about(k.tokens.otherMember, 'complains', complaint)).toEqual([]);
  });

  it("a comment tells the complaint's other side, not its author", async () => {
    const res = await k.api('POST', `complains/${complaint}/comments`, {
      body: { body: 'Yeroo dhiyootti ni furama' },
      token: k.tokens.instituteA,
    });
    expect(res.status).toBe(200);
    expect((await about(k.tokens.member, 'complains', complaint)).map((n) => n.kind)).toContain(
      'comment',
    );
    expect(
      (await about(k.tokens.instituteA, 'complains', complaint)).map((n) => n.kind),
    ).not.toContain('comment');
    expect(await about(k.tokens.instituteB, 'complains', complaint)).toEqual([]);
  });
});

describe('choices and accounts', () => {
  it('tells nobody of a kind they turned off, by any channel', async () => {
    await k.t.services.db
      .insertInto('notificationChoices')
      .values({ userId: ids.otherMember, kind: 'question-opened', channels: '' })
      .execute();
    const mailsBefore = (await mailTo(ids.otherMember)).length;
    const question = await ask('Quiet', { audience: 'members' });
    expect(await about(k.tokens.otherMember, 'questions', question)).toEqual([]);
    expect(await mailTo(ids.otherMember)).toHaveLength(mailsBefore);
    expect(await about(k.tokens.member, 'questions', question)).toHaveLength(1);
  });

  it('a registration tells the administrators; its activation tells its owner', async () => {
    const email = `newcomer-${Date.now()}@test.example`;
    const reg = await k.t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { name: 'Newcomer Person', email, password: 'Correct-Horse-42x' },
    });
    expect(reg.status).toBeLessThan(300);
    const user = await k.t.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(await about(k.tokens.admin, 'users', user.id)).toEqual([
      expect.objectContaining({ kind: 'registration-pending', recordName: 'Newcomer Person' }),
    ]);
    expect(await about(k.tokens.member, 'users', user.id)).toEqual([]);
    const activated = await k.api('POST', `users/${user.id}/activate`);
    expect(activated.status).toBe(200);
    await settle();
    const theirs = await k.t.services.db
      .selectFrom('notifications')
      .select('kind')
      .where('userId', '=', user.id)
      .execute();
    expect(theirs.map((n) => n.kind)).toEqual(['account-activated']);
  });

  it('read-all marks every unread line and answers how many', async () => {
    const count = await unread(k.tokens.member);
    expect(count).toBeGreaterThan(0);
    const res = await k.api('POST', 'notifications/read-all', { token: k.tokens.member });
    expect(res.body.payload).toEqual({ count });
    expect(await unread(k.tokens.member)).toBe(0);
  });

  it('refuses bad input with a 4xx', async () => {
    expect((await k.api('POST', 'notifications/abc/read')).status).toBe(422);
    expect((await k.api('POST', 'notifications/999999/read')).status).toBe(404);
    expect((await k.api('GET', 'notifications', { query: 'pagination[page]=0' })).status).toBe(422);
    expect((await k.api('GET', 'notifications', { query: 'unread=maybe' })).status).toBe(422);
    expect((await k.t.request({ method: 'GET', url: '/api/v1/notifications' })).status).toBe(401);
  });
});

describe('a meeting', () => {
  let meeting: number;
  /** The invitations and cancellations of this meeting mailed to a person. */
  const invitations = async (userId: number) =>
    (await mailTo(userId)).filter((m) => m.calendar?.includes(`UID:meeting-${meeting}@`));
  beforeAll(async () => {
    meeting = await k.create('meetings', {
      title: { om: 'Walgahii Caffee', en: 'Council session', am: 'የጨፌ ጉባኤ' },
      startsAt: '2026-09-27T06:00:00Z',
      endsAt: '2026-09-27T09:00:00Z',
      location: 'Adama',
      inviteeIds: [ids.member],
    });
  });

  it('invites its invitees only, with a calendar invitation in their language', async () => {
    expect(await about(k.tokens.member, 'meetings', meeting)).toEqual([
      expect.objectContaining({ kind: 'meeting-invited', recordName: 'የጨፌ ጉባኤ' }),
    ]);
    expect(await about(k.tokens.otherMember, 'meetings', meeting)).toEqual([]);
    const [mail] = await invitations(ids.member);
    // The member reads Amharic: the date in the Ethiopian calendar, the Gregorian beside it.
    expect(mail?.subject).toBe(
      'ጨፌ፦ ለስብሰባ “የጨፌ ጉባኤ” ተጋብዘዋል፦ 17 መስከረም 2019 ዓ.ም. (27 ሴፕቴምበር 2026), 9:00 ጥዋት',
    );
    expect(mail?.calendar).toMatch(/^METHOD:REQUEST\r$/m);
    expect(mail?.calendar).toMatch(/^UID:meeting-\d+@/m);
    expect(mail?.calendar).toMatch(/^SUMMARY:የጨፌ ጉባኤ\r$/m);
    expect(mail?.calendar).toMatch(/^ATTENDEE;CN="Test member \d+";/m);
    expect(mail?.calendar).toContain('DTSTART;TZID=Africa/Addis_Ababa:20260927T090000');
  });

  it('tells those taken off its invitees, with a cancellation for their calendar', async () => {
    const other = await k.create('meetings', {
      title: { en: 'Budget hearing' },
      startsAt: '2026-10-01T06:00:00Z',
      endsAt: '2026-10-01T08:00:00Z',
      inviteeIds: [ids.otherMember],
    });
    const res = await k.api('PATCH', `meetings/${other}`, { body: { inviteeIds: [ids.member] } });
    expect(res.status).toBe(200);
    expect((await about(k.tokens.otherMember, 'meetings', other)).map((n) => n.kind)).toEqual([
      'meeting-uninvited',
      'meeting-invited',
    ]);
    expect((await about(k.tokens.member, 'meetings', other)).map((n) => n.kind)).toEqual([
      'meeting-invited',
    ]);
    const cancel = (await mailTo(ids.otherMember)).at(-1);
    expect(cancel?.subject).toBe('Caffee: Walgahii “Budget hearing” irratti amma hin affeeramtan');
    expect(cancel?.calendar).toMatch(/^METHOD:CANCEL\r$/m);
  });

  it('tells its invitees when it moves, and when it is cancelled', async () => {
    const moved = await k.api('PATCH', `meetings/${meeting}`, {
      body: { startsAt: '2026-09-28T06:00:00Z', endsAt: '2026-09-28T09:00:00Z' },
    });
    expect(moved.status).toBe(200);
    // Its title alone changing tells nobody.
    await k.api('PATCH', `meetings/${meeting}`, { query: 'locale=en', body: { title: 'Session' } });
    expect((await about(k.tokens.member, 'meetings', meeting)).map((n) => n.kind)).toEqual([
      'meeting-changed',
      'meeting-invited',
    ]);
    expect((await k.api('DELETE', `meetings/${meeting}`)).status).toBe(200);
    expect((await about(k.tokens.member, 'meetings', meeting))[0]?.kind).toBe('meeting-cancelled');
    const sent = await invitations(ids.member);
    const [request, change, cancel] = sent.map((m) => m.calendar ?? undefined);
    expect(change).toMatch(/^SEQUENCE:(\d+)\r$/m);
    expect(cancel).toMatch(/^METHOD:CANCEL\r$/m);
    expect(cancel).toMatch(/^STATUS:CANCELLED\r$/m);
    const sequence = (c: string | undefined) => Number(c?.match(/^SEQUENCE:(\d+)/m)?.[1]);
    expect(sequence(request)).toBeLessThan(sequence(change));
    expect(sequence(change)).toBeLessThan(sequence(cancel));
    expect(await about(k.tokens.otherMember, 'meetings', meeting)).toEqual([]);
  });
});

describe('preferences', () => {
  it("lists the caller's kinds with the council's channels until they choose", async () => {
    const res = await k.api('GET', 'notifications/preferences', { token: k.tokens.instituteB });
    expect(res.status).toBe(200);
    const choices = res.body.payload.choices as {
      kind: string;
      channels: string[];
      own: boolean;
    }[];
    expect(choices.map((c) => c.kind)).toContain('complaint-filed');
    expect(choices.map((c) => c.kind)).not.toContain('registration-pending');
    expect(choices.find((c) => c.kind === 'comment')).toEqual({
      kind: 'comment',
      channels: ['app'],
      own: false,
    });
  });

  it('keeps a choice, gives it back to the default with null, refuses what cannot be', async () => {
    const put = (choices: unknown, token = k.tokens.instituteB) =>
      k.api('PUT', 'notifications/preferences', { token, body: { choices } });
    const set = await put([{ kind: 'comment', channels: ['app', 'digest'] }]);
    expect(set.status).toBe(200);
    expect(set.body.payload.choices).toContainEqual({
      kind: 'comment',
      channels: ['app', 'digest'],
      own: true,
    });
    const back = await put([{ kind: 'comment', channels: null }]);
    expect(back.body.payload.choices).toContainEqual({
      kind: 'comment',
      channels: ['app'],
      own: false,
    });
    expect((await put([{ kind: 'registration-pending', channels: [] }])).status).toBe(422);
    // The test accounts have no phone number.
    expect((await put([{ kind: 'comment', channels: ['sms'] }])).status).toBe(422);
    expect((await put([{ kind: 'comment', channels: ['app', 'app'] }])).status).toBe(422);
    expect((await put([{ kind: 'comment', channels: ['fax'] }])).status).toBe(422);
    expect((await put([{ kind: 'nothing', channels: [] }])).status).toBe(422);
  });

  it("the council's defaults hold for whoever has not chosen, and SMS reaches a phone", async () => {
    const setDefaults = (choices: unknown, token = k.tokens.admin) =>
      k.api('PUT', 'notifications/defaults', { token, body: { choices } });
    expect((await setDefaults([], k.tokens.member)).status).toBe(403);
    const set = await setDefaults([{ kind: 'complaint-filed', channels: ['app', 'sms'] }]);
    expect(set.status).toBe(200);
    expect(set.body.payload.choices).toContainEqual({
      kind: 'complaint-filed',
      channels: ['app', 'sms'],
    });
    await k.t.services.db
      .updateTable('users')
      // Proven by its owner (sms/phone-verification.ts): SMS goes to no other number.
      .set({ phone: '+251911000001', phoneVerified: '+251911000001' })
      .where('id', '=', ids.instituteB)
      .execute();
    const mailsBefore = (await mailTo(ids.instituteB)).length;
    const complaint = await k.create(
      'complains',
      {
        subject: 'Karaan cite',
        description: 'Karaan ji’a lamaaf cufameera',
        instituteId: k.institutes.b,
        complainantName: 'Tolaa Gammachuu',
      },
      k.tokens.member,
    );
    expect(await about(k.tokens.instituteB, 'complains', complaint)).toHaveLength(1);
    expect(await mailTo(ids.instituteB)).toHaveLength(mailsBefore);
    const sms = await k.t.services.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'sentAt'])
      .where('channel', '=', 'sms')
      .execute();
    expect(sms).toEqual([{ recipient: '+251911000001', sentAt: expect.anything() }]);
    const files = fs.readdirSync(k.t.services.config.sms.outboxDir);
    const [sent] = files.map(
      (f) =>
        JSON.parse(fs.readFileSync(path.join(k.t.services.config.sms.outboxDir, f), 'utf8')) as {
          to: string;
          text: string;
        },
    );
    // In the default language (om), plain quotes, with the link.
    expect(sent?.text).toMatch(
      /^Caffee: Komii haaraa: "Karaan cite" http:\/\/\S+\/go\/complains\/\d+$/,
    );
    await setDefaults([{ kind: 'complaint-filed', channels: ['app', 'mail'] }]);
  });
});

describe('the daily digest', () => {
  it('gathers the lines of kinds chosen for it into one mail a day, in the reader’s language', async () => {
    const put = await k.api('PUT', 'notifications/preferences', {
      token: k.tokens.otherMember,
      body: { choices: [{ kind: 'question-opened', channels: ['digest'] }] },
    });
    expect(put.status).toBe(200);
    const mailsBefore = (await mailTo(ids.otherMember)).length;
    const first = await ask('Bridge repair', { audience: 'members' });
    const second = await ask('School roof', { audience: 'members' });
    // Chosen for the digest only: a line waits for it; no mail yet.
    expect(await about(k.tokens.otherMember, 'questions', first)).toHaveLength(1);
    expect(await mailTo(ids.otherMember)).toHaveLength(mailsBefore);
    // As if written two days ago: the next run finds them due.
    await k.t.services.db
      .updateTable('notifications')
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('userId', '=', ids.otherMember)
      .where('recordId', 'in', [first, second])
      .execute();
    await settle();
    await settle();
    const mails = (await mailTo(ids.otherMember)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Caffee: Beeksisa 2 kan guyyaa darbee');
    expect(mails[0]?.text).toContain('• Gaaffii haaraa: “Bridge repair”');
    expect(mails[0]?.text).toContain(`/go/questions/${second}`);
  });
});

describe('reminders', () => {
  it('tell those who have not answered, 48 hours before the due date, once', async () => {
    const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const due = await ask('Clinic hours', { audience: 'members', dueAt: inHours(24) });
    const later = await ask('Market days', { audience: 'members', dueAt: inHours(24 * 5) });
    const answered = await k.api('POST', `questions/${due}/answers`, {
      token: k.tokens.member,
      body: { text: 'Saturdays too' },
    });
    expect(answered.status).toBe(200);
    await settle();
    const kinds = async (token: string, id: number) =>
      (await about(token, 'questions', id)).map((n) => n.kind);
    // Opened within the 48 hours: its opening was the news; no reminder on its heels.
    expect(await kinds(k.tokens.otherMember, due)).toEqual(['question-opened']);
    // As if opened three days ago.
    await k.t.services.db
      .updateTable('questions')
      .set({ createdAt: inHours(-72) })
      .where('id', 'in', [due, later])
      .execute();
    k.t.services.mailQueue.wake();
    await settle();
    await settle();
    expect(await kinds(k.tokens.otherMember, due)).toContain('question-due');
    expect(await kinds(k.tokens.member, due)).not.toContain('question-due');
    expect(await kinds(k.tokens.otherMember, later)).not.toContain('question-due');
    await settle();
    const reminded = await k.t.services.db
      .selectFrom('auditLog')
      .select('id')
      .where('resource', '=', 'questions')
      .where('recordId', '=', due)
      .where('action', '=', 'remind')
      .execute();
    expect(reminded).toHaveLength(1);
  });
});

describe('messages in the three languages', () => {
  it('mails and texts each reader in their own language, Ethiopic as UCS-2', async () => {
    const expected = {
      om: { mail: 'Caffee: Herregni keessan hojiirra oolee jira', sms: 'GSM-7' },
      en: { mail: 'Caffee: Your account is active', sms: 'GSM-7' },
      am: { mail: 'ጨፌ፦ መለያዎ ነቅቷል', sms: 'UCS-2' },
    } as const;
    await k.api('PUT', 'notifications/defaults', {
      body: { choices: [{ kind: 'account-activated', channels: ['app', 'mail', 'sms'] }] },
    });
    for (const [locale, want] of Object.entries(expected)) {
      const { user } = await k.t.createUser({ type: 'member', status: 'pending' });
      await k.t.services.db
        .updateTable('users')
        .set({
          locale: locale as 'om' | 'en' | 'am',
          phone: `+2519110000${locale.length}${user.id}`,
          phoneVerified: `+2519110000${locale.length}${user.id}`,
        })
        .where('id', '=', user.id)
        .execute();
      expect((await k.api('POST', `users/${user.id}/activate`)).status).toBe(200);
      await settle();
      expect((await mailTo(user.id)).map((m) => m.subject)).toContain(want.mail);
      const dir = k.t.services.config.sms.outboxDir;
      const texts = fs
        .readdirSync(dir)
        .map(
          (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>,
        )
        .filter((m) => m.to === `+2519110000${locale.length}${user.id}`);
      expect(texts).toEqual([
        expect.objectContaining({
          text: expect.stringMatching(
            new RegExp(
              `^${want.mail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} http\\S+/go/users/${user.id}$`,
            ),
          ),
          encoding: want.sms,
        }),
      ]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, type EngagementKit } from '../engagement/test-kit.js';

/**
 * Meetings and deadlines on the calendar: each reader finds there only what the record's own
 * list shows them, in the occurrences a view reads and in their feed.
 */
let k: EngagementKit;
let meeting = 0;
const deadlines = { forA: 0, forMembers: 0, surveyForInstitutes: 0, surveyForMembers: 0 };
const RANGE = 'from=2027-03-01T00:00:00Z&to=2027-04-01T00:00:00Z';

interface Item {
  kind: string;
  path: string;
  recordId: number;
  title: string;
  startsAt: string;
  endsAt: string;
  color: string | null;
}

const itemsFor = async (token: string, extra = '') => {
  const res = await k.api('GET', 'calendar-events/occurrences', {
    token,
    query: `${RANGE}${extra}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as Item[];
};
const keysOf = (items: Item[]) => items.map((i) => `${i.path}/${i.recordId}`).sort();
const feedFor = async (token: string, locale = 'en') => {
  const link = await k.api('GET', 'calendar-events/feed-link', {
    token,
    query: `locale=${locale}`,
  });
  const url = new URL(link.body.payload.url as string);
  // Without a bearer header, as a calendar app asks.
  const res = await k.t.request({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.status).toBe(200);
  return (res.body as string).replace(/\r\n /g, '');
};

beforeAll(async () => {
  k = await engagementKit();
  meeting = await k.create('meetings', {
    title: { om: 'Walgahii koree baajataa', en: 'Budget committee meeting' },
    startsAt: '2027-03-10T06:00:00Z',
    endsAt: '2027-03-10T09:00:00Z',
    location: 'Galma Caffee',
    inviteeIds: [k.users.member],
  });
  const question = (body: Record<string, unknown>) =>
    k.create('questions', { type: 'open_ended', ...body });
  deadlines.forA = await question({
    text: { en: 'How many farmers did you train?' },
    addressedInstituteId: k.institutes.a,
    dueAt: '2027-03-15T12:00:00Z',
  });
  deadlines.forMembers = await question({
    text: { en: 'Which roads need repair?' },
    audience: 'members',
    dueAt: '2027-03-16T12:00:00Z',
  });
  const survey = async (audience: string, title: string) => {
    const id = await k.create('surveys', {
      title: { en: title },
      audience,
      opensAt: '2027-03-01T06:00:00Z',
      closesAt: '2027-03-20T15:00:00Z',
    });
    await k.publish(id);
    return id;
  };
  deadlines.surveyForInstitutes = await survey('institutes', 'Service survey');
  deadlines.surveyForMembers = await survey('members', 'Constituency survey');
});
afterAll(async () => {
  await k?.t.close();
});

describe('meetings on the calendar', () => {
  it('shows a meeting to the council staff and its invitees, with what it opens', async () => {
    const mine = await itemsFor(k.tokens.member, '&locale=en');
    expect(mine.find((i) => i.path === 'meetings')).toEqual({
      kind: 'meeting',
      path: 'meetings',
      recordId: meeting,
      title: 'Budget committee meeting',
      startsAt: '2027-03-10T06:00:00.000Z',
      endsAt: '2027-03-10T09:00:00.000Z',
      allDay: false,
      location: 'Galma Caffee',
      categoryId: null,
      color: null,
    });
    expect(keysOf(await itemsFor(k.tokens.admin))).toContain(`meetings/${meeting}`);
  });

  it('does not show it to a member who is not invited, on the calendar or in their feed', async () => {
    expect(keysOf(await itemsFor(k.tokens.otherMember))).not.toContain(`meetings/${meeting}`);
    expect(await feedFor(k.tokens.otherMember)).not.toContain(`UID:meeting-${meeting}@`);
    expect(keysOf(await itemsFor(k.tokens.instituteA))).not.toContain(`meetings/${meeting}`);
  });

  it('gives an invitee the meeting in their feed, in their language, linked to its page', async () => {
    const feed = await feedFor(k.tokens.member, 'om');
    const vevent = feed.split(`UID:meeting-${meeting}@`)[1]?.split('END:VEVENT')[0] ?? '';
    expect(vevent).toContain('SUMMARY:Walgahii koree baajataa');
    expect(vevent).toContain('DTSTART;TZID=Africa/Addis_Ababa:20270310T090000');
    expect(vevent).toContain('DTEND;TZID=Africa/Addis_Ababa:20270310T120000');
    expect(vevent).toContain('LOCATION:Galma Caffee');
    expect(vevent).toMatch(new RegExp(`URL:http.*/member/meetings/${meeting}\r\n`));
  });
});

describe('deadlines on the calendar', () => {
  it('shows an institute only the deadlines addressed to it', async () => {
    const a = await itemsFor(k.tokens.instituteA);
    expect(keysOf(a)).toEqual(
      [`questions/${deadlines.forA}`, `surveys/${deadlines.surveyForInstitutes}`].sort(),
    );
    expect(a.find((i) => i.path === 'questions')).toMatchObject({
      kind: 'deadline',
      startsAt: '2027-03-15T12:00:00.000Z',
      endsAt: '2027-03-15T12:00:00.000Z',
    });
    expect(keysOf(await itemsFor(k.tokens.instituteB))).toEqual([
      `surveys/${deadlines.surveyForInstitutes}`,
    ]);
  });

  it('shows members theirs, and council staff every one', async () => {
    expect(keysOf(await itemsFor(k.tokens.otherMember))).toEqual(
      [`questions/${deadlines.forMembers}`, `surveys/${deadlines.surveyForMembers}`].sort(),
    );
    const all = keysOf(await itemsFor(k.tokens.admin, '&kind=deadline'));
    expect(all).toEqual(
      [
        `questions/${deadlines.forA}`,
        `questions/${deadlines.forMembers}`,
        `surveys/${deadlines.surveyForInstitutes}`,
        `surveys/${deadlines.surveyForMembers}`,
      ].sort(),
    );
  });

  it('gives the feed its deadlines as instants titled in the owner’s language', async () => {
    const feed = await feedFor(k.tokens.instituteA);
    const vevent = feed.split(`UID:question-${deadlines.forA}@`)[1]?.split('END:VEVENT')[0] ?? '';
    expect(vevent).toContain('SUMMARY:Deadline: How many farmers did you train?');
    expect(vevent).toContain('DTSTART;TZID=Africa/Addis_Ababa:20270315T150000');
    expect(vevent).not.toContain('DTEND');
    expect(vevent).toContain('CATEGORIES:Deadline');
    expect(feed).toContain(`UID:survey-${deadlines.surveyForInstitutes}@`);
    expect(feed).not.toContain(`UID:question-${deadlines.forMembers}@`);
    expect(feed).not.toContain(`UID:survey-${deadlines.surveyForMembers}@`);
    expect(await feedFor(k.tokens.instituteA, 'am')).toContain('SUMMARY:የመጨረሻ ቀን፦ ');
  });
});

describe('the calendar’s kinds and colours', () => {
  it('colours an event with its category’s colour, one of the palette', async () => {
    const category = await k.create('calendar-event-categories', {
      name: { en: 'Holidays' },
      color: 'teal',
    });
    const refused = await k.api('POST', 'calendar-event-categories', {
      body: { name: { en: 'Loud' }, color: '#ff0000' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ color: expect.any(String) }]);
    const event = await k.create('calendar-events', {
      title: { en: 'Irreecha' },
      categoryId: category,
      startsAt: '2027-03-03',
      endsAt: '2027-03-05',
      allDay: true,
    });
    const items = await itemsFor(k.tokens.member);
    expect(items.find((i) => i.recordId === event && i.path === 'calendar-events')).toMatchObject({
      kind: 'event',
      color: 'teal',
      categoryId: category,
    });
    // A category keeps only its events; a kind only its items.
    expect(keysOf(await itemsFor(k.tokens.admin, `&categoryId=${category}`))).toEqual([
      `calendar-events/${event}`,
    ]);
    expect(keysOf(await itemsFor(k.tokens.admin, '&kind=meeting'))).toEqual([
      `meetings/${meeting}`,
    ]);
  });

  it('refuses bad range values with a message on the field, never a server error', async () => {
    const ask = (query: string) => k.api('GET', 'calendar-events/occurrences', { query });
    for (const query of [
      'from=soon&to=2027-04-01',
      'from=2027-03-01&to=2027-13-45',
      'from=2027-03-01',
      `${RANGE}&kind=holiday`,
      `${RANGE}&categoryId=-1`,
      `${RANGE}&categoryId=99999999999`,
    ]) {
      const res = await ask(query);
      expect(res.status, query).toBe(422);
      expect(res.body.errors.length, query).toBe(1);
    }
    const backwards = await ask('from=2027-04-01&to=2027-03-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual([{ to: expect.any(String) }]);
  });
});

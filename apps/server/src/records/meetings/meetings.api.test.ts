import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';
import { multipart, type Part } from '../../test/multipart.js';

let t: TestServer;
let admin: string;
const member = { id: 0, token: '' };
const institute = { id: 0, token: '' };
const outsider = { id: 0, token: '' };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  for (const [who, type] of [
    [member, 'member'],
    [institute, 'institute'],
    [outsider, 'member'],
  ] as const) {
    const { user, token } = await t.signedIn({ type });
    Object.assign(who, { id: user.id, token });
  }
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, parts: Part[], token = admin) => {
  const { body, headers } = multipart(parts);
  return t.request({ method, url: `/api/v1/${url}`, token, body, headers });
};
const file = (i: number, name: string, type = 'DOWNLOADABLE'): Part[] => [
  { name: `media[${i}][type]`, value: type },
  { name: `media[${i}][file]`, value: pdf, filename: name, contentType: 'application/pdf' },
];
const names = (files: { originalName: string }[]) => files.map((f) => f.originalName);

const MEETING = {
  title: { om: 'Walga’ii Caffee', en: 'Council session', am: 'የጨፌ ጉባኤ' },
  startsAt: '2026-03-10T06:00:00Z',
  endsAt: '2026-03-10T09:00:00+00:00',
  location: 'Adama',
};

async function createMeeting(extra: Record<string, unknown> = {}) {
  const res = await api('POST', 'meetings', {
    body: { ...MEETING, inviteeIds: [member.id, institute.id], ...extra },
  });
  expect(res.status).toBe(200);
  return res.body.payload.id as number;
}

describe('meetings', () => {
  it('keeps the place in each language, a plain text in the request’s own', async () => {
    const id = await createMeeting({ location: { om: 'Adaamaa', en: 'Adama', am: 'አዳማ' } });
    const read = (locale: string) =>
      api('GET', `meetings/${id}`, { query: `locale=${locale}&includes[]=translations` });
    expect((await read('en')).body.payload.location).toBe('Adama');
    const am = (await read('am')).body.payload;
    expect(am.location).toBe('አዳማ');
    expect(am.translations.location).toEqual({ om: 'Adaamaa', en: 'Adama', am: 'አዳማ' });
    // An English reader's plain text changes the English place only; a blank language falls back.
    const en = { query: 'locale=en', body: { location: 'Adama town' } };
    expect((await api('PATCH', `meetings/${id}`, en)).status).toBe(200);
    const cleared = { location: { om: 'Adaamaa', en: 'Adama town', am: '' } };
    expect((await api('PATCH', `meetings/${id}`, { body: cleared })).status).toBe(200);
    expect((await read('en')).body.payload.location).toBe('Adama town');
    expect((await read('am')).body.payload.location).toBe('Adaamaa');
    const tooLong = await api('PATCH', `meetings/${id}`, { body: { location: 'x'.repeat(301) } });
    expect(tooLong.status).toBe(422);
  });

  it('creates a meeting with its agenda and invitees, in three languages', async () => {
    const id = await createMeeting({
      agendaItems: [
        { title: { om: 'Baajata', en: 'Budget', am: 'በጀት' }, presenter: 'Finance office' },
        { title: 'Gabaasa' },
      ],
    });
    const res = await api('GET', `meetings/${id}`, {
      query: 'locale=en&includes[]=agenda&includes[]=invitees&includes[]=translations',
    });
    expect(res.body.payload).toMatchObject({
      title: 'Council session',
      startsAt: '2026-03-10T06:00:00.000Z',
      endsAt: '2026-03-10T09:00:00.000Z',
      translations: { title: { am: 'የጨፌ ጉባኤ' } },
    });
    expect(res.body.payload.agenda.map((a: { title: string }) => a.title)).toEqual([
      'Budget',
      'Gabaasa',
    ]);
    expect(res.body.payload.agenda[0]).toMatchObject({ position: 1, presenter: 'Finance office' });
    expect(res.body.payload.invitees.map((i: { userId: number }) => i.userId).sort()).toEqual(
      [member.id, institute.id].sort(),
    );
  });

  it('refuses an end before the start (422), also when an update moves only one of them', async () => {
    const bad = await api('POST', 'meetings', {
      body: { ...MEETING, endsAt: '2026-03-10T05:00:00Z' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ endsAt: expect.any(String) }]);
    const id = await createMeeting();
    const moved = await api('PATCH', `meetings/${id}`, { body: { startsAt: '2026-03-11' } });
    expect(moved.status).toBe(422);
    const unknown = await api('POST', 'meetings', { body: { ...MEETING, inviteeIds: [999999] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toHaveProperty('inviteeIds');
  });

  it('takes the multipart form the seed sends: fields, agenda and DOWNLOADABLE files', async () => {
    const res = await send('POST', 'meetings', [
      { name: 'title[om]', value: 'Koree Maallaqaa' },
      { name: 'startsAt', value: '2026-04-01T07:00:00Z' },
      { name: 'endsAt', value: '2026-04-01T08:00:00Z' },
      { name: 'inviteeIds[]', value: String(member.id) },
      { name: 'agendaItems[0][title][om]', value: 'Qorannoo baajataa' },
      { name: 'agendaItems[0][presenter]', value: 'Obsaa' },
      ...file(0, 'agenda.pdf'),
    ]);
    expect(res.status).toBe(200);
    expect(names(res.body.payload.files)).toEqual(['agenda.pdf']);
    expect(res.body.payload.files[0].category).toBe('downloadable');
    const read = await api('GET', `meetings/${res.body.payload.id}`, {
      query: 'includes[]=agenda&includes[]=invitees',
      token: member.token,
    });
    expect(read.body.payload.agenda[0].title).toBe('Qorannoo baajataa');
    expect(read.body.payload.invitees).toHaveLength(1);
  });

  it('keeps agenda items with their own downloadable files, in order', async () => {
    const id = await createMeeting({ agendaItems: [{ title: 'A' }, { title: 'B' }] });
    const added = await send('POST', `meetings/${id}/agenda-items`, [
      { name: 'title[en]', value: 'First' },
      { name: 'position', value: '1' },
      ...file(0, 'first.pdf'),
      ...file(1, 'annex.pdf', 'downloadable'),
    ]);
    expect(added.status).toBe(200);
    expect(added.body.payload).toMatchObject({ position: 1, title: 'First' });
    expect(names(added.body.payload.files)).toEqual(['first.pdf', 'annex.pdf']);
    const itemId = added.body.payload.id;
    const image = await send('POST', `meetings/${id}/agenda-items`, [
      { name: 'title', value: 'X' },
      ...file(0, 'x.pdf', 'image'),
    ]);
    expect(image.status).toBe(422);

    const moved = await send('PATCH', `meetings/${id}/agenda-items/${itemId}`, [
      { name: 'position', value: '3' },
      { name: 'removeFiles[]', value: String(added.body.payload.files[1].id) },
      ...file(0, 'second.pdf'),
    ]);
    expect(moved.status).toBe(200);
    expect(names(moved.body.payload.files)).toEqual(['first.pdf', 'second.pdf']);
    const agenda = async () =>
      (await api('GET', `meetings/${id}`, { query: 'includes[]=agenda&locale=en' })).body.payload
        .agenda as { id: number; title: string; position: number; files: unknown[] }[];
    expect((await agenda()).map((a) => [a.title, a.position])).toEqual([
      ['A', 1],
      ['B', 2],
      ['First', 3],
    ]);

    const removed = await api('DELETE', `meetings/${id}/agenda-items/${(await agenda())[0]?.id}`);
    expect(removed.status).toBe(200);
    expect((await agenda()).map((a) => [a.title, a.position])).toEqual([
      ['B', 1],
      ['First', 2],
    ]);
    const other = await createMeeting();
    expect((await api('DELETE', `meetings/${other}/agenda-items/${itemId}`)).status).toBe(404);
  });

  it('an update with agendaItems replaces the agenda, keeping named items and their files', async () => {
    const id = await createMeeting({ agendaItems: [{ title: 'Keep' }, { title: 'Drop' }] });
    const before = (await api('GET', `meetings/${id}`, { query: 'includes[]=agenda' })).body.payload
      .agenda;
    await send('PATCH', `meetings/${id}/agenda-items/${before[0].id}`, file(0, 'kept.pdf'));
    const res = await api('PUT', `meetings/${id}`, {
      body: { agendaItems: [{ title: 'New' }, { id: before[0].id, title: { en: 'Kept' } }] },
    });
    expect(res.status).toBe(200);
    const after = (
      await api('GET', `meetings/${id}`, {
        query: 'includes[]=agenda&includes[]=auditHistory&locale=en',
      })
    ).body.payload;
    expect(after.agenda.map((a: { title: string }) => a.title)).toEqual(['New', 'Kept']);
    expect(names(after.agenda[1].files)).toEqual(['kept.pdf']);
    expect(after.auditHistory.map((h: { action: string }) => h.action)).toEqual(
      // A save that changed only the agenda has no bare `update` line beside it.
      ['agenda', 'agenda-item-update', 'agenda', 'invitees', 'create'],
    );
    const foreign = await api('PUT', `meetings/${id}`, {
      body: { agendaItems: [{ id: 999999, title: 'x' }] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([{ 'agendaItems.0.id': expect.any(String) }]);
  });

  it('sets, replaces and clears the minutes', async () => {
    const id = await createMeeting();
    const first = await send('PUT', `meetings/${id}/minutes`, file(0, 'minutes-v1.pdf'));
    expect(first.status).toBe(200);
    expect(first.body.payload.minutes.originalName).toBe('minutes-v1.pdf');
    const second = await send('PUT', `meetings/${id}/minutes`, file(0, 'minutes-v2.pdf'));
    expect(second.body.payload.minutes.originalName).toBe('minutes-v2.pdf');
    const download = await t.request({ method: 'GET', url: second.body.payload.minutes.url });
    expect(download.status).toBe(200);
    expect((await api('PUT', `meetings/${id}/minutes`, { body: {} })).status).toBe(422);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wrong = await send('PUT', `meetings/${id}/minutes`, [
      { name: 'media[0][type]', value: 'image' },
      { name: 'media[0][file]', value: png, filename: 'm.png' },
    ]);
    expect(wrong.status).toBe(422);
    const cleared = await api('DELETE', `meetings/${id}/minutes`);
    expect(cleared.body.payload.minutes).toBeNull();
    const history = (await api('GET', `meetings/${id}`, { query: 'includes[]=auditHistory' })).body
      .payload.auditHistory;
    expect(history.filter((h: { action: string }) => h.action === 'minutes')).toHaveLength(3);
  });
});

describe('who sees a meeting', () => {
  it('institute and member users see only the meetings they are invited to', async () => {
    const invited = await createMeeting();
    const closed = await createMeeting({ inviteeIds: [] });
    for (const who of [member, institute]) {
      const list = await api('GET', 'meetings', {
        token: who.token,
        query: 'pagination[pageSize]=100',
      });
      expect(list.status).toBe(200);
      const ids = list.body.payload.map((m: { id: number }) => m.id);
      expect(ids).toContain(invited);
      expect(ids).not.toContain(closed);
      expect((await api('GET', `meetings/${invited}`, { token: who.token })).status).toBe(200);
      for (const url of [
        `meetings/${closed}`,
        `meetings/${closed}/comments`,
        `meetings/${closed}/attendance-summary`,
      ]) {
        expect((await api('GET', url, { token: who.token })).status, url).toBe(404);
      }
      const comment = await api('POST', `meetings/${closed}/comments`, {
        token: who.token,
        body: { body: 'Hello' },
      });
      expect(comment.status).toBe(404);
    }
    expect((await api('GET', `meetings/${invited}`, { token: outsider.token })).status).toBe(404);
    expect((await api('GET', `meetings/${closed}`)).status).toBe(200);
    const write = await api('PATCH', `meetings/${invited}`, {
      token: member.token,
      body: { location: 'x' },
    });
    expect(write.status).toBe(403);
  });

  it('filters and sorts the list by its indexed fields', async () => {
    const res = await api('GET', 'meetings', {
      query: 'filter[startsAt][gte]=2026-04-01&sorting[startsAt]=asc&includes[]=category',
    });
    expect(res.status).toBe(200);
    for (const m of res.body.payload) expect(m.startsAt >= '2026-04-01').toBe(true);
    expect((await api('GET', 'meetings', { query: 'filter[secret]=1' })).status).toBe(400);
  });
});

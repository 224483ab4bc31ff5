import { ErrorSchema } from '@caffee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let admin: string;
const invited = { id: 0, token: '' };
const uninvited = { id: 0, token: '' };
const other = { id: 0, token: '' };

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  for (const who of [invited, uninvited, other]) {
    const { user, token } = await t.signedIn({ type: 'member' });
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

const TITLE = { om: 'Walga’ii haqame', en: 'Cancelled session', am: 'የተሰረዘ ጉባኤ' };

async function meeting(inviteeIds: number[]) {
  const res = await api('POST', 'meetings', {
    body: {
      title: TITLE,
      startsAt: '2026-03-10T06:00:00Z',
      endsAt: '2026-03-10T09:00:00Z',
      inviteeIds,
    },
  });
  expect(res.status).toBe(200);
  return res.body.payload.id as number;
}

describe('a deleted record asked for by id', () => {
  it('tells a cancelled meeting’s invitees when it went and its name, and nobody else', async () => {
    const id = await meeting([invited.id, uninvited.id]);
    const off = await api('PATCH', `meetings/${id}`, { body: { inviteeIds: [invited.id] } });
    expect(off.status).toBe(200);
    const before = Date.now();
    expect((await api('DELETE', `meetings/${id}`)).status).toBe(200);

    const read = await api('GET', `meetings/${id}`, { token: invited.token, query: 'locale=en' });
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('not_found');
    expect(ErrorSchema.parse(read.body).deleted?.name).toBe('Cancelled session');
    const at = Date.parse(read.body.deleted.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // In the reader's language; council staff saw every meeting.
    const am = await api('GET', `meetings/${id}`, { token: invited.token, query: 'locale=am' });
    expect(am.body.deleted.name).toBe('የተሰረዘ ጉባኤ');
    expect((await api('GET', `meetings/${id}`)).body.deleted.at).toBe(read.body.deleted.at);

    // Taken off before it went, or never on it: a plain 404 that names nothing.
    for (const who of [uninvited, other]) {
      const res = await api('GET', `meetings/${id}`, { token: who.token });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect(res.body).not.toHaveProperty('deleted');
      expect(JSON.stringify(res.body)).not.toMatch(/Cancelled|haqame/);
    }
  });

  it('answers a record that never was, or is still there, as before', async () => {
    const missing = await api('GET', 'meetings/987654', { token: invited.token });
    expect(missing.status).toBe(404);
    expect(missing.body).not.toHaveProperty('deleted');
    const id = await meeting([invited.id]);
    const live = await api('GET', `meetings/${id}`, { token: invited.token });
    expect(live.status).toBe(200);
    expect(live.body.payload.title).toBe(TITLE.om);
  });

  it('tells a reader of published news that it was deleted, not one who never saw the draft', async () => {
    const news = async (status: string) => {
      const res = await api('POST', 'news-feeds', {
        body: {
          title: `News ${status}`,
          summary: 'Summary',
          body: 'Body',
          status,
          publishedAt: '2026-01-01T00:00:00Z',
        },
      });
      expect(res.status).toBe(200);
      const id = res.body.payload.id as number;
      expect((await api('DELETE', `news-feeds/${id}`)).status).toBe(200);
      return id;
    };
    const published = await news('published');
    const draft = await news('draft');
    const seen = await api('GET', `news-feeds/${published}`, { token: other.token });
    expect(seen.status).toBe(404);
    expect(seen.body.deleted.name).toBe('News published');
    const unseen = await api('GET', `news-feeds/${draft}`, { token: other.token });
    expect(unseen.status).toBe(404);
    expect(unseen.body).not.toHaveProperty('deleted');
    // The one who could read the draft is told.
    expect((await api('GET', `news-feeds/${draft}`)).body.deleted.name).toBe('News draft');
  });
});

import type { AuditEntry } from '@caffee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { multipart } from '../test/multipart.js';

/**
 * A history names what its changes point at, in the reader's language: the groups and
 * institutes a record moved between (even one deleted since), the people invited and the
 * person of each register line; a complaint's workflow step keeps its from and to.
 */

let t: TestServer;
const who = {} as Record<
  'admin' | 'institute' | 'member' | 'otherMember',
  { id: number; token: string }
>;
const ids = {
  instituteA: 0,
  instituteB: 0,
  groupA: 0,
  groupB: 0,
  meeting: 0,
  register: 0,
  complaint: 0,
};

const call = async (method: string, url: string, body?: unknown, token = who.admin.token) => {
  const res = await t.request({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    token,
    ...(body !== undefined ? { body } : {}),
  });
  if (res.status !== 200)
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payload as { id: number; auditHistory?: AuditEntry[] } & Record<string, unknown>;
};
const post = async (url: string, body: unknown, token?: string) =>
  (await call('POST', url, body, token)).id;
const history = async (url: string, locale = 'en', token?: string) =>
  (await call('GET', `${url}?includes[]=auditHistory&locale=${locale}`, undefined, token))
    .auditHistory ?? [];

beforeAll(async () => {
  t = await createTestServer();
  const made = async (
    type: 'admin' | 'institute' | 'member',
    name: string,
    instituteId?: number,
  ) => {
    const { user, token } = await t.signedIn({ type, name, instituteId: instituteId ?? null });
    return { id: user.id, token };
  };
  who.admin = await made('admin', 'Admin Caffee');
  ids.instituteA = await post('institutes', {
    name: { om: 'Biiroo Bishaanii', en: 'Water Bureau' },
  });
  ids.instituteB = await post('institutes', { name: { om: 'Biiroo Fayyaa', en: 'Health Bureau' } });
  who.institute = await made('institute', 'Hojjetaa Bishaanii', ids.instituteA);
  who.member = await made('member', 'Abebe Kebede');
  who.otherMember = await made('member', 'Caaltuu Abdiisaa');

  ids.groupA = await post('caffee-groups', {
    name: { om: 'Koree Baajataa', en: 'Budget committee' },
  });
  ids.groupB = await post('caffee-groups', {
    name: { om: 'Koree Qonnaa', en: 'Farming committee' },
  });
  ids.meeting = await post('meetings', {
    title: 'Walga’ii',
    startsAt: '2026-03-02T06:00:00Z',
    endsAt: '2026-03-02T08:00:00Z',
    groupId: ids.groupA,
    inviteeIds: [who.member.id],
  });
  await call('PATCH', `meetings/${ids.meeting}`, {
    groupId: ids.groupB,
    inviteeIds: [who.member.id, who.otherMember.id],
  });
  await call('DELETE', `caffee-groups/${ids.groupA}`);

  ids.register = await post('attendances', { meetingId: ids.meeting, date: '2026-03-02' });
  const lines = (attendees: unknown[]) =>
    call('POST', `attendances/${ids.register}/attendees`, { attendees });
  await lines([
    { userId: who.member.id, status: 'present' },
    { userId: who.otherMember.id, status: 'excused', note: 'ill' },
  ]);
  await lines([{ userId: who.member.id, status: 'late' }]);

  ids.complaint = await post(
    'complains',
    {
      subject: 'Tajaajila bishaanii',
      description: 'Bishaan hin jiru',
      instituteId: ids.instituteB,
      complainantName: 'Tolaa',
    },
    who.member.token,
  );
  await call(
    'PATCH',
    `complains/${ids.complaint}`,
    { instituteId: ids.instituteA },
    who.member.token,
  );
  const move = (to: string, reason?: string) =>
    call('POST', `complains/${ids.complaint}/transition`, { to, reason }, who.institute.token);
  await move('in_review');
  await move('resolved', 'Bishaan deebi’eera');
});
afterAll(async () => {
  await t?.close();
});

const only = (entries: AuditEntry[], action: string) => {
  const found = entries.filter((e) => e.action === action);
  expect(found).toHaveLength(1);
  return found[0] as AuditEntry;
};

describe('names in a history', () => {
  it('names the groups a meeting moved between, in the reader’s language, deleted or not', async () => {
    const update = only(await history(`meetings/${ids.meeting}`), 'update');
    expect(update.changes?.groupId).toEqual([ids.groupA, ids.groupB]);
    expect(update.names?.groupId).toEqual({
      [ids.groupA]: 'Budget committee',
      [ids.groupB]: 'Farming committee',
    });
    const inOromo = only(await history(`meetings/${ids.meeting}`, 'om'), 'update');
    expect(inOromo.names?.groupId?.[ids.groupB]).toBe('Koree Qonnaa');
  });

  it('names the people invited', async () => {
    // The creation's invitees entry, then the update's (newest first).
    const [invitees] = (await history(`meetings/${ids.meeting}`)).filter(
      (e) => e.action === 'invitees',
    );
    expect(invitees?.changes?.invitees).toEqual([
      [who.member.id],
      [who.member.id, who.otherMember.id],
    ]);
    expect(invitees?.names?.invitees).toEqual({
      [who.member.id]: 'Abebe Kebede',
      [who.otherMember.id]: 'Caaltuu Abdiisaa',
    });
  });

  it('names the person of each register line, and a member only their own', async () => {
    const [last, first] = (await history(`attendances/${ids.register}`)).filter(
      (e) => e.action === 'record',
    );
    expect(last?.changes).toEqual({ [`user${who.member.id}`]: ['present', 'late'] });
    expect(last?.names).toEqual({ [`user${who.member.id}`]: { [who.member.id]: 'Abebe Kebede' } });
    expect(first?.names?.[`user${who.otherMember.id}`]).toEqual({
      [who.otherMember.id]: 'Caaltuu Abdiisaa',
    });
    const seen = await history(`attendances/${ids.register}`, 'en', who.member.token);
    expect(JSON.stringify(seen)).not.toContain('Caaltuu');
    expect(JSON.stringify(seen)).toContain('Abebe Kebede');
  });

  it('names the institutes of a complaint and keeps each step’s from, to and reason', async () => {
    const entries = await history(`complains/${ids.complaint}`, 'en', who.member.token);
    const update = only(entries, 'update');
    expect(update.names?.instituteId).toEqual({
      [ids.instituteA]: 'Water Bureau',
      [ids.instituteB]: 'Health Bureau',
    });
    expect(only(entries, 'in_review').changes).toEqual({ status: ['submitted', 'in_review'] });
    expect(only(entries, 'resolved').changes).toEqual({
      status: ['in_review', 'resolved'],
      reason: [null, 'Bishaan deebi’eera'],
    });
  });

  it('keeps the names of the files an update added and removed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const send = async (
      method: 'POST' | 'PATCH',
      url: string,
      parts: Parameters<typeof multipart>[0],
    ) => {
      const { body, headers } = multipart(parts);
      const res = await t.request({
        method,
        url: `/api/v1/${url}`,
        token: who.admin.token,
        body,
        headers,
      });
      expect(res.status).toBe(200);
      return res.body.payload as { id: number; files: { id: number }[] };
    };
    const file = (i: number, name: string) => [
      { name: `media[${i}][type]`, value: 'downloadable' },
      { name: `media[${i}][file]`, value: pdf, filename: name },
    ];
    const created = await send('POST', 'publications', [
      { name: 'title', value: 'Gabaasa' },
      { name: 'kind', value: 'report' },
      ...file(0, 'old.pdf'),
    ]);
    await send('PATCH', `publications/${created.id}`, [
      { name: 'removeFiles[]', value: String(created.files[0]?.id) },
      ...file(0, 'new.pdf'),
    ]);
    const update = only(await history(`publications/${created.id}`), 'update');
    expect(update.changes?.files).toEqual([['old.pdf'], ['new.pdf']]);
  });

  it('names the same on every record of a list page', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/meetings',
      query: 'includes[]=auditHistory&locale=en',
      token: who.admin.token,
    });
    expect(res.status).toBe(200);
    const meeting = (res.body.payload as { id: number; auditHistory: AuditEntry[] }[]).find(
      (m) => m.id === ids.meeting,
    );
    expect(only(meeting?.auditHistory ?? [], 'update').names?.groupId?.[ids.groupB]).toBe(
      'Farming committee',
    );
  });
});

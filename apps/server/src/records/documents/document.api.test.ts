import { CALENDAR_TIME_ZONE, formatDate } from '@caffee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../../test/harness.js';
import { pdfPages } from '../../test/pdf-text.js';

// Any record as a PDF (records/documents/): the reader's language and calendar, the text
// extractable, the same scope as reading the record. On SQLite and PostgreSQL alike.

let t: TestServer;
let admin: string;
const api = apiFor(
  () => t,
  () => admin,
);
const invited = { id: 0, token: '', name: '' };
let other = '';
let meeting = 0;
const STARTS = '2026-09-11T06:00:00.000Z';

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  const a = await t.signedIn({ type: 'member', name: 'Caaltuu Hinsarmuu' });
  Object.assign(invited, { id: a.user.id, token: a.token, name: a.user.name });
  other = (await t.signedIn({ type: 'member' })).token;
  const res = await api('POST', 'meetings', {
    body: {
      title: { am: 'የውሃ ኮሚቴ ስብሰባ', om: 'Walgahii Koree Bishaanii' },
      description: { am: 'ስለ አዳማ ወረዳ ቅሬታ መወያየት።' },
      startsAt: STARTS,
      endsAt: '2026-09-11T08:00:00.000Z',
      inviteeIds: [invited.id],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  meeting = res.body.payload.id as number;
});
afterAll(async () => {
  await t?.close();
});

const pdf = (path: string, query: string, token = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/${path}/document.pdf?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('a record as a PDF document', () => {
  it('is in the reader’s language and calendar, with every invitee, its text extractable', async () => {
    const res = await pdf(`meetings/${meeting}`, 'locale=am&calendar=ethiopic');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="meetings-${meeting}.pdf"`);
    const pages = await pdfPages(res.rawPayload);
    const text = pages.join('\n');
    expect(text).toContain('የውሃ ኮሚቴ ስብሰባ');
    expect(text).toContain('ስለ አዳማ ወረዳ ቅሬታ መወያየት።');
    // 11 September 2026 is 1 Meskerem 2019 in the Ethiopian calendar, written as the screens do.
    const day = formatDate(STARTS, 'am', 'ethiopic', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: CALENDAR_TIME_ZONE.id,
    });
    expect(day).toMatch(/2019/);
    expect(text).toContain(day);
    expect(text).toContain(invited.name);
    expect(text).toContain(`ገጽ 1 ከ${pages.length}`);
  });

  it('reads in Afaan Oromoo and the Gregorian calendar too, with its history if asked', async () => {
    const res = await pdf(
      `meetings/${meeting}`,
      'locale=om&calendar=gregorian&includes[]=auditHistory',
    );
    expect(res.statusCode).toBe(200);
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain('Walgahii Koree Bishaanii');
    expect(text).toContain(
      formatDate(STARTS, 'om', 'gregorian', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: CALENDAR_TIME_ZONE.id,
      }),
    );
    expect(text).toMatch(/Fuula 1 kan \d+ keessaa/);
    // The history's first line: made, by whom.
    expect(text).toMatch(/Uumame/);
    const plain = (await pdfPages((await pdf(`meetings/${meeting}`, 'locale=om')).rawPayload)).join(
      '\n',
    );
    expect(plain).not.toMatch(/Uumame/);
  });

  it('is there for whoever may read the record, and for no one else', async () => {
    expect((await pdf(`meetings/${meeting}`, 'locale=en', invited.token)).statusCode).toBe(200);
    // A member not invited: as if there were no such meeting.
    expect((await pdf(`meetings/${meeting}`, 'locale=en', other)).statusCode).toBe(404);
    expect((await pdf('meetings/999999', 'locale=en')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/meetings/${meeting}/document.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await pdf(`meetings/${meeting}`, 'calendar=julian')).statusCode).toBe(422);
    expect((await pdf(`meetings/${meeting}`, 'includes[]=password')).statusCode).toBe(400);
  });

  it('prints a register’s sign-in sheet: every invitee, a signature column, the header on each page', async () => {
    const people = [invited];
    for (let i = 0; i < 40; i++) {
      const { user, token } = await t.signedIn({ type: 'member', name: `ሰላማዊት ${i} Tolasaa` });
      people.push({ id: user.id, token, name: user.name });
    }
    const made = await api('POST', 'meetings', {
      body: {
        title: { am: 'የበጀት ኮሚቴ መደበኛ ስብሰባ' },
        startsAt: STARTS,
        endsAt: '2026-09-11T08:00:00.000Z',
        inviteeIds: people.map((p) => p.id),
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const register = await api('POST', 'attendances', {
      body: { meetingId: made.body.payload.id, date: '2026-09-11' },
    });
    expect(register.status, JSON.stringify(register.body)).toBe(200);
    const id = register.body.payload.id as number;
    const marked = await api('POST', `attendances/${id}/attendees`, {
      body: { attendees: [{ userId: invited.id, status: 'present' }] },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    // The register's own document, as every record has.
    expect((await pdf(`attendances/${id}`, 'locale=am')).statusCode).toBe(200);
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/v1/attendances/${id}/sign-in-sheet.pdf?locale=am&calendar=ethiopic`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-disposition']).toBe(`inline; filename="sign-in-sheet-${id}.pdf"`);
    const pages = await pdfPages(sheet.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.join('\n');
    expect(text).toContain('የመገኘት መፈረሚያ ቅጽ');
    expect(text).toContain('የበጀት ኮሚቴ መደበኛ ስብሰባ');
    expect(text).toContain('1 መስከረም 2019');
    for (const person of people) expect(text).toContain(person.name);
    // The header row on every page, the recorded status in Amharic.
    for (const page of pages) expect(page).toMatch(/ተ\.ቁ\.\s*ስም\s*ሁኔታ\s*ፊርማ/);
    expect(text).toMatch(/Caaltuu Hinsarmuu\s*ተገኝቷል/);

    // Members take no register, so print no sheet; nor does anyone signed out.
    const member = await t.app.inject({
      method: 'GET',
      url: `/api/v1/attendances/${id}/sign-in-sheet.pdf`,
      headers: { authorization: `Bearer ${invited.token}` },
    });
    expect(member.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/attendances/999999/sign-in-sheet.pdf',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(missing.statusCode).toBe(404);
  });
});

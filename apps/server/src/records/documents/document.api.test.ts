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

/** `GET /api/v1/{path}.pdf?{query}`: a PDF, its bytes unread (`rawPayload`). */
const pdf = (path: string, query: string, token = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/${path}.pdf?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('a record as a PDF document', () => {
  it('is in the reader’s language and calendar, with every invitee, its text extractable', async () => {
    const res = await pdf(`meetings/${meeting}/document`, 'locale=am&calendar=ethiopic');
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
    // `ethiopian`, as people say it, is the same calendar; another word is a 4xx.
    const said = await pdf(`meetings/${meeting}/document`, 'locale=am&calendar=ethiopian');
    expect((await pdfPages(said.rawPayload)).join('\n')).toContain(day);
    expect((await pdf(`meetings/${meeting}/document`, 'calendar=julian')).statusCode).toBe(422);
  });

  it('reads in Afaan Oromoo and the Gregorian calendar too, with its history if asked', async () => {
    const res = await pdf(
      `meetings/${meeting}/document`,
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
    const plain = (
      await pdfPages((await pdf(`meetings/${meeting}/document`, 'locale=om')).rawPayload)
    ).join('\n');
    expect(plain).not.toMatch(/Uumame/);
  });

  it('is there for whoever may read the record, and for no one else', async () => {
    expect((await pdf(`meetings/${meeting}/document`, 'locale=en', invited.token)).statusCode).toBe(
      200,
    );
    // A member not invited: as if there were no such meeting.
    expect((await pdf(`meetings/${meeting}/document`, 'locale=en', other)).statusCode).toBe(404);
    expect((await pdf('meetings/999999/document', 'locale=en')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/meetings/${meeting}/document.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await pdf(`meetings/${meeting}/document`, 'calendar=julian')).statusCode).toBe(422);
    expect((await pdf(`meetings/${meeting}/document`, 'includes[]=password')).statusCode).toBe(400);
    // A misspelt parameter is named, not ignored (the Gregorian paper it would print looks right).
    for (const path of ['document', 'agenda', 'minutes']) {
      const typo = await pdf(`meetings/${meeting}/${path}`, 'calender=ethiopic');
      expect(typo.statusCode).toBe(422);
      expect(typo.json().details).toEqual([{ field: 'calender', code: 'unknownField' }]);
    }
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
    expect((await pdf(`attendances/${id}/document`, 'locale=am')).statusCode).toBe(200);
    const sheet = await pdf(`attendances/${id}/sign-in-sheet`, 'locale=am&calendar=ethiopic');
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-disposition']).toBe(`inline; filename="sign-in-sheet-${id}.pdf"`);
    const pages = await pdfPages(sheet.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.join('\n');
    expect(text).toContain('የተገኝነት መፈረሚያ ቅጽ');
    expect(text).toContain('የበጀት ኮሚቴ መደበኛ ስብሰባ');
    expect(text).toContain('1 መስከረም 2019');
    for (const person of people) expect(text).toContain(person.name);
    // The header row on every page, the recorded status in Amharic.
    for (const page of pages) expect(page).toMatch(/ተ\.ቁ\.\s*ስም\s*ሁኔታ\s*ፊርማ/);
    expect(text).toMatch(/Caaltuu Hinsarmuu\s*ተገኝቷል/);

    // Members take no register, so print no sheet; nor does anyone signed out.
    const member = await pdf(`attendances/${id}/sign-in-sheet`, '', invited.token);
    expect(member.statusCode).toBe(403);
    const missing = await pdf('attendances/999999/sign-in-sheet', '');
    expect(missing.statusCode).toBe(404);
  });

  it('hands out a meeting’s agenda: its items in order, presenters and files, to its invitees', async () => {
    const made = await api('POST', 'meetings', {
      body: {
        title: { am: 'የጨፌው መደበኛ ጉባኤ', om: 'Yaa’ii idilee Caffee' },
        location: { am: 'የጨፌ አዳራሽ' },
        startsAt: STARTS,
        endsAt: '2026-09-11T08:00:00.000Z',
        inviteeIds: [invited.id],
        agendaItems: [
          { title: { am: 'የበጀት ዓመቱ ሪፖርት' }, presenter: 'Caalaa Gammachuu' },
          { title: { am: 'የውሃ ኮሚቴ ጥያቄ', om: 'Gaaffii koree bishaanii' }, presenter: null },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.payload.id as number;
    const agenda = (token = admin, query = 'locale=am&calendar=ethiopic') =>
      pdf(`meetings/${id}/agenda`, query, token);
    const res = await agenda();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="agenda-${id}.pdf"`);
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain('የጨፌው መደበኛ ጉባኤ');
    expect(text).toContain('የጨፌ አዳራሽ');
    expect(text).toMatch(/ተ\.ቁ\.\s*ጉዳይ\s*አቅራቢ\s*ፋይሎች/);
    // In order, each with its presenter; the second item in Amharic, as the reader reads.
    expect(text.indexOf('የበጀት ዓመቱ ሪፖርት')).toBeLessThan(text.indexOf('የውሃ ኮሚቴ ጥያቄ'));
    expect(text).toMatch(/የበጀት ዓመቱ ሪፖርት\s*Caalaa Gammachuu/);
    // In Afaan Oromoo, the item written in it; the other falls back to Amharic.
    const om = (await pdfPages((await agenda(admin, 'locale=om')).rawPayload)).join('\n');
    expect(om).toContain('Gaaffii koree bishaanii');
    expect(om).toContain('የበጀት ዓመቱ ሪፖርት');

    expect((await agenda(invited.token)).statusCode).toBe(200);
    expect((await agenda(other)).statusCode).toBe(404);
  });

  it('prints a meeting’s minutes: decisions, who attended, signature lines, to its invitees only', async () => {
    const council = { om: 'Caffee Oromiyaa', am: 'የኦሮሚያ ጨፌ' };
    expect((await api('PUT', 'settings/council', { body: { name: council } })).status).toBe(200);
    const absent = await t.signedIn({ type: 'member', name: 'Tolaa Mootii' });
    const excused = await t.signedIn({ type: 'member', name: 'ሙሉጌታ አበበ' });
    const made = await api('POST', 'meetings', {
      body: {
        title: { am: 'የበጀት ጉባኤ' },
        startsAt: STARTS,
        endsAt: '2026-09-11T08:00:00.000Z',
        inviteeIds: [invited.id, absent.user.id, excused.user.id],
        agendaItems: [
          { title: { am: 'የበጀት ዓመቱ ሪፖርት' }, presenter: 'Caalaa Gammachuu' },
          { title: { om: 'Gaaffii bishaanii' } },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.payload.id as number;
    const minutes = (token = admin, query = 'locale=am&calendar=ethiopic') =>
      pdf(`meetings/${id}/minutes`, query, token);

    // No register yet: the minutes say so.
    const early = (await pdfPages((await minutes(admin, 'locale=en')).rawPayload)).join('\n');
    expect(early).toContain('No attendance register was taken for this meeting.');
    expect(early).toContain('No decision recorded.');

    // A decision on the first item, in Amharic, through the item's own route: in its history.
    const read = await api('GET', `meetings/${id}?includes[]=agenda`);
    const [first] = read.body.payload.agenda as { id: number }[];
    const decided = await api('PATCH', `meetings/${id}/agenda-items/${first!.id}`, {
      body: { decision: { am: 'ሪፖርቱ በሙሉ ድምጽ ጸድቋል።', om: 'Gabaasni sagalee guutuun raggaa’e.' } },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.payload.translations.decision.en).toBeNull();
    const long = await api('PATCH', `meetings/${id}/agenda-items/${first!.id}`, {
      body: { decision: 'x'.repeat(5001) },
    });
    expect(long.status).toBe(422);
    const history = await api('GET', `meetings/${id}?includes[]=auditHistory`);
    const changes = JSON.stringify(history.body.payload.auditHistory);
    expect(changes).toContain('ሪፖርቱ በሙሉ ድምጽ ጸድቋል።');

    const register = await api('POST', 'attendances', {
      body: { meetingId: id, date: '2026-09-11' },
    });
    expect(register.status, JSON.stringify(register.body)).toBe(200);
    const marked = await api('POST', `attendances/${register.body.payload.id}/attendees`, {
      body: {
        attendees: [
          { userId: invited.id, status: 'present' },
          { userId: absent.user.id, status: 'absent' },
          { userId: excused.user.id, status: 'excused' },
        ],
      },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    const res = await minutes();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="minutes-${id}.pdf"`);
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain(council.am);
    expect(text).toContain('ቃለ ጉባኤ');
    expect(text).toContain('የበጀት ጉባኤ');
    expect(text).toContain('1 መስከረም 2019');
    expect(text).toMatch(/የበጀት ዓመቱ ሪፖርት\s*ውሳኔ:\s*ሪፖርቱ በሙሉ ድምጽ ጸድቋል።/);
    expect(text.indexOf('የበጀት ዓመቱ ሪፖርት')).toBeLessThan(text.indexOf('Gaaffii bishaanii'));
    expect(text).toMatch(/ተገኝቷል\s*1\s*Caaltuu Hinsarmuu/);
    expect(text).toContain('Tolaa Mootii');
    expect(text).toContain('ሙሉጌታ አበበ');
    expect(text).toMatch(/ከ3 1 ተገኝተዋል/);
    expect(text).toContain('ሰብሳቢ');
    expect(text).toContain('ጸሐፊ');

    // In Afaan Oromoo: the council's name and the decision in it.
    const om = (await pdfPages((await minutes(admin, 'locale=om')).rawPayload)).join('\n');
    expect(om).toContain(council.om);
    expect(om).toContain('Gabaasni sagalee guutuun raggaa’e.');

    // Its invitees read it; a member not invited, or another institute's staff, find nothing.
    expect((await minutes(invited.token)).statusCode).toBe(200);
    expect((await minutes(other)).statusCode).toBe(404);
    const institute = await api('POST', 'institutes', {
      body: { name: { om: 'Biiroo Bishaanii' } },
    });
    const staff = await t.signedIn({ type: 'institute', instituteId: institute.body.payload.id });
    expect((await minutes(staff.token)).statusCode).toBe(404);
    expect((await pdf('meetings/999999/minutes', 'locale=am')).statusCode).toBe(404);
  });

  it('prints a survey’s results: the rate, each option’s count and share, written answers', async () => {
    const survey = await api('POST', 'surveys', {
      body: { title: { om: 'Sagalee bishaanii', am: 'የውሃ አገልግሎት ዳሰሳ' }, audience: 'members' },
    });
    expect(survey.status, JSON.stringify(survey.body)).toBe(200);
    const id = survey.body.payload.id as number;
    const choice = await api('POST', 'questions', {
      body: {
        text: { om: 'Bishaan qulqulluudhaa?' },
        type: 'single_choice',
        surveyId: id,
        options: [{ text: { om: 'Eeyyee' } }, { text: { om: 'Lakki' } }],
      },
    });
    expect(choice.status, JSON.stringify(choice.body)).toBe(200);
    const open = await api('POST', 'questions', {
      body: { text: { om: 'Yaada kee?' }, type: 'open_ended', surveyId: id },
    });
    expect((await api('POST', `surveys/${id}/publish`)).status).toBe(200);
    const yes = (choice.body.payload.options as { id: number }[])[0]!.id;
    const answered = await api('POST', `surveys/${id}/responses`, {
      token: invited.token,
      body: {
        answers: [
          { questionId: choice.body.payload.id, optionIds: [yes] },
          { questionId: open.body.payload.id, text: 'Boollii bishaanii haaraa nu barbaachisa.' },
        ],
      },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    const res = await pdf(`surveys/${id}/results`, 'locale=om&calendar=ethiopic');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="survey-${id}-results.pdf"`);
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain('Sagalee bishaanii');
    expect(text).toMatch(/1\. Bishaan qulqulluudhaa\?/);
    expect(text).toMatch(/Eeyyee\s*1\s*100%/);
    expect(text).toMatch(/Lakki\s*0\s*0%/);
    expect(text).toContain('Boollii bishaanii haaraa nu barbaachisa.');
    expect(text).toContain(invited.name);
    // Results are the secretariat's: a member who answered reads none.
    expect((await pdf(`surveys/${id}/results`, 'locale=om', invited.token)).statusCode).toBe(403);
  });
});

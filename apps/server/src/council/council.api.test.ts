import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { pdfPages } from '../test/pdf-text.js';

// The council's name and logo (settings/council): read by everyone signed in, set by
// `settings:update`, printed on every document's letterhead in the reader's language.

let t: TestServer;
let admin: string;
let member: string;
let meeting = 0;
const api = apiFor(
  () => t,
  () => admin,
);
const NAME = { om: 'Caffee Oromiyaa', en: 'Oromia Regional Council', am: 'የኦሮሚያ ጨፌ' };

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  member = (await t.signedIn({ type: 'member' })).token;
  const made = await api('POST', 'meetings', {
    body: {
      title: { om: 'Walgahii idilee' },
      startsAt: '2026-09-11T06:00:00.000Z',
      endsAt: '2026-09-11T08:00:00.000Z',
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  meeting = made.body.payload.id as number;
});
afterAll(async () => {
  await t?.close();
});

/** `PUT settings/council/logo` with one file. */
const upload = (file: Buffer, name: string, type: string, token = admin) => {
  const form = multipart([
    { name: 'media[0][type]', value: 'image' },
    { name: 'media[0][file]', value: file, filename: name, contentType: type },
  ]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings/council/logo',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.body,
  });
};
const letterheadText = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/meetings/${meeting}/document.pdf?${query}`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { text: (await pdfPages(res.rawPayload)).join('\n'), bytes: res.rawPayload };
};

describe("the council's name and logo", () => {
  it('is unset at first: the letterhead is the app’s', async () => {
    const res = await api('GET', 'settings/council', { token: member });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({
      name: null,
      translations: { name: { om: null, en: null, am: null } },
      logo: null,
    });
  });

  it('is named in three languages by an administrator, read in each with the fallback', async () => {
    const res = await api('PUT', 'settings/council?locale=am', { body: { name: NAME } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload.name).toBe(NAME.am);
    expect(res.body.payload.translations.name).toEqual(NAME);
    // English cleared: an English reader reads it in Afaan Oromoo.
    await api('PUT', 'settings/council', { body: { name: { en: '' } } });
    const en = await api('GET', 'settings/council?locale=en', { token: member });
    expect(en.body.payload.name).toBe(NAME.om);
    expect(en.body.payload.translations.name.en).toBeNull();
    await api('PUT', 'settings/council', { body: { name: { en: NAME.en } } });

    const am = await letterheadText('locale=am&calendar=ethiopic');
    expect(am.text).toContain(NAME.am);
    expect(am.text).not.toContain('ጨፌ የመዝገብ ሥርዓት');
    expect((await letterheadText('locale=en')).text).toContain(NAME.en);
  });

  it('refuses a name too long, an unknown language, and anyone without settings:update', async () => {
    const long = await api('PUT', 'settings/council', { body: { name: { om: 'a'.repeat(201) } } });
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('name.om');
    const fr = await api('PUT', 'settings/council', { body: { name: { fr: 'Conseil' } } });
    expect(fr.status).toBe(422);
    const denied = await api('PUT', 'settings/council', { token: member, body: { name: NAME } });
    expect(denied.status).toBe(403);
    expect((await upload(Buffer.from('x'), 'a.png', 'image/png', member)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/settings/council' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes an image as its logo, refuses anything else, and prints it', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'logo.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.body).toContain('imageType');
    const before = await letterheadText('locale=om');

    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#1b5e20' },
    })
      .webp()
      .toBuffer();
    const res = await upload(png, 'caffee.webp', 'image/webp');
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().payload.logo;
    expect(logo).toMatchObject({ originalName: 'caffee.webp', mediaType: 'image/webp' });
    // Everyone signed in sees it through its signed link.
    const read = await api('GET', 'settings/council', { token: member });
    expect(read.body.payload.logo.id).toBe(logo.id);
    const served = await t.app.inject({ method: 'GET', url: read.body.payload.logo.url });
    expect(served.statusCode).toBe(200);

    // The letterhead now carries an image: the PDF holds one more object than before.
    const after = await letterheadText('locale=om');
    expect(after.text).toContain(NAME.om);
    expect(after.bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(before.bytes.toString('latin1')).not.toMatch(/\/Subtype \/Image/);

    // History: the name and the logo, by whom.
    const history = await t.services.db
      .selectFrom('auditLog')
      .select(['action', 'changes'])
      .where('resource', '=', 'settings')
      .orderBy('id')
      .execute();
    expect(history.map((h) => Object.keys(JSON.parse(h.changes ?? '{}')))).toEqual([
      ['name'],
      ['name'],
      ['name'],
      ['logoFileId'],
    ]);

    const removed = await api('DELETE', 'settings/council/logo');
    expect(removed.status).toBe(200);
    expect(removed.body.payload.logo).toBeNull();
    expect((await letterheadText('locale=om').then((p) => p.bytes)).toString('latin1')).not.toMatch(
      /\/Subtype \/Image/,
    );
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.js';
import { apiFor, createTestServer, type TestServer } from '../test/harness.js';
import { multipart, type Part } from '../test/multipart.js';
import { fileOwnerChecks } from './file-scope.js';

/**
 * Files as an attacker would ask for them: every record type that has files, own / foreign
 * / draft / deleted, for each user type, the file and its thumbnail, with a bearer token and
 * with a signed link. The owners of the foreign records are a second institute and a second
 * member.
 */
type Who = 'admin' | 'institute' | 'member';
const CALLERS: Who[] = ['admin', 'institute', 'member'];
const ALL = CALLERS;
const ADMIN: Who[] = ['admin'];
const NONE: Who[] = [];

/** A record's files, who may read them with a token, and whether their signed links work. */
interface Case {
  name: string;
  owner: string;
  files: { id: number; thumbnail: boolean }[];
  readers: Who[];
  live: boolean;
}
const cases: Case[] = [];

let t: TestServer;
const token = {} as Record<Who | 'member2' | 'institute2', string>;
const userId = {} as Record<Who | 'member2', number>;
const ids = { instituteA: 0, invitedMeeting: 0, foreignMeeting: 0, news: 0 };
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const api = apiFor(
  () => t,
  () => token.admin,
);
const image = (i: number): Part[] => [
  { name: `media[${i}][type]`, value: 'image' },
  { name: `media[${i}][file]`, value: png, filename: 'photo.png', contentType: 'image/png' },
];
const doc = (i: number): Part[] => [
  { name: `media[${i}][type]`, value: 'downloadable' },
  { name: `media[${i}][file]`, value: pdf, filename: 'doc.pdf', contentType: 'application/pdf' },
];
const fields = (values: Record<string, string | number | number[]>): Part[] =>
  Object.entries(values).flatMap(([name, v]) =>
    Array.isArray(v)
      ? v.map((x) => ({ name: `${name}[]`, value: String(x) }))
      : [{ name, value: String(v) }],
  );

type Stored = { id: number; thumbnailUrl: string | null };
/** A multipart write as `as` (the admin by default); its answer's payload. */
async function send(method: 'POST' | 'PUT' | 'PATCH', url: string, parts: Part[], as?: string) {
  const { body, headers } = multipart(parts);
  const res = await t.request({
    method,
    url: `/api/v1/${url}`,
    token: as ?? token.admin,
    body,
    headers,
  });
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.payload;
}
const filesOf = (stored: Stored[]) =>
  stored.map((f) => ({ id: f.id, thumbnail: f.thumbnailUrl !== null }));
const remove = async (url: string) => expect((await api('DELETE', url)).status).toBe(200);
const add = (name: string, owner: string, files: Case['files'], readers: Who[]) =>
  cases.push({ name, owner, files, readers, live: true });
/** Files gone with their record (or on their own): nobody's, not even through a signed link. */
const lost = (name: string, owner: string, files: Case['files']) =>
  cases.push({ name, owner, files, readers: NONE, live: false });

/** A declared record with an image (where it takes one) and a document. */
async function record(type: string, values: Record<string, string | number | number[]>) {
  const withImage = ['news-feeds', 'calendar-events', 'institutes'].includes(type);
  const parts = [...fields(values), ...(withImage ? [...image(0), ...doc(1)] : doc(0))];
  const payload = await send('POST', type, parts);
  return { id: payload.id as number, files: filesOf(payload.files) };
}

async function users() {
  const institute = (name: string) => record('institutes', { 'name[om]': name });
  const [a, b, c] = [await institute('A'), await institute('B'), await institute('C')];
  ids.instituteA = a.id;
  const people = [
    ['admin', 'admin', null],
    ['institute', 'institute', a.id],
    ['member', 'member', null],
    ['institute2', 'institute', b.id],
    ['member2', 'member', null],
  ] as const;
  for (const [key, type, instituteId] of people) {
    const { user, token: t2 } = await t.signedIn({ type, instituteId });
    token[key] = t2;
    if (key !== 'institute2') userId[key] = user.id;
  }
  add('institutes: own (A)', 'institutes', a.files, ALL);
  add('institutes: foreign (B)', 'institutes', b.files, ALL);
  await remove(`institutes/${c.id}`);
  lost('institutes: deleted', 'institutes', c.files);
}

async function pictures() {
  const picture = async (as: string) =>
    (await send(
      'PUT',
      'users/current/picture',
      [
        { name: 'media[0][type]', value: 'profile' },
        { name: 'media[0][file]', value: png, filename: 'me.png', contentType: 'image/png' },
      ],
      as,
    )) as { id: number };
  const latest = async () =>
    (
      await t.services.db
        .selectFrom('files')
        .select('id')
        .where('resource', '=', 'users')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  const own = async (who: Who | 'member2', readers: Who[], name: string) => {
    await picture(token[who]);
    add(name, 'users', [{ id: await latest(), thumbnail: true }], readers);
  };
  await own('admin', ADMIN, "users: the admin's own picture");
  await own('institute', ['admin', 'institute'], "users: the institute user's own picture");
  await own('member', ['admin', 'member'], "users: the member's own picture");
  await picture(token.member2);
  lost('users: a replaced picture', 'users', [{ id: await latest(), thumbnail: true }]);
  await own('member2', ADMIN, "users: another member's picture");
  const { user, token: gone } = await t.signedIn({ type: 'member' });
  await picture(gone);
  const files = [{ id: await latest(), thumbnail: true }];
  await remove(`users/${user.id}`);
  lost('users: a deleted user’s picture', 'users', files);
}

/** The council's logo: everyone signed in reads it; the one it replaced nobody. */
async function council() {
  const logo = async () => {
    const { logo } = (await send('PUT', 'settings/council/logo', image(0))) as { logo: Stored };
    return filesOf([logo]);
  };
  lost('council: a replaced logo', 'council', await logo());
  add('council: the logo', 'council', await logo(), ALL);
}

async function publishing() {
  const news = (status: string, publishedAt: string) =>
    record('news-feeds', { title: `News ${status}`, status, publishedAt });
  const published = await news('published', '2024-01-01T00:00:00Z');
  ids.news = published.id;
  add('news-feeds: published', 'news-feeds', published.files, ALL);
  add(
    'news-feeds: draft',
    'news-feeds',
    (await news('draft', '2024-01-01T00:00:00Z')).files,
    ADMIN,
  );
  const later = await news('published', '2099-01-01T00:00:00Z');
  add('news-feeds: scheduled', 'news-feeds', later.files, ADMIN);
  const gone = await news('published', '2024-01-01T00:00:00Z');
  await remove(`news-feeds/${gone.id}`);
  lost('news-feeds: deleted', 'news-feeds', gone.files);
  const dropped = await news('published', '2024-01-01T00:00:00Z');
  await send(
    'PATCH',
    `news-feeds/${dropped.id}`,
    fields({ removeFiles: dropped.files.map((f) => f.id) }),
  );
  lost('news-feeds: removed file', 'news-feeds', dropped.files);

  const plain = {
    'enacted-laws': (n: number) => ({
      title: `Law ${n}`,
      proclamationNumber: `${n}/2024`,
      enactedAt: '2024-01-01',
    }),
    publications: (n: number) => ({ title: `Report ${n}`, kind: 'report' }),
    'calendar-events': (n: number) => ({
      title: `Event ${n}`,
      startsAt: '2026-01-05T06:00:00Z',
      endsAt: '2026-01-05T07:00:00Z',
    }),
  };
  for (const [type, values] of Object.entries(plain)) {
    const live = await record(type, values(1));
    add(`${type}: live`, type, live.files, ALL);
    const deleted = await record(type, values(2));
    await remove(`${type}/${deleted.id}`);
    lost(`${type}: deleted`, type, deleted.files);
  }
}

/** A meeting's documents, minutes and one agenda item's file. */
async function meeting(invitees: number[]) {
  const m = await record('meetings', {
    title: 'Walga’ii',
    startsAt: '2026-03-10T06:00:00Z',
    endsAt: '2026-03-10T09:00:00Z',
    inviteeIds: invitees,
  });
  const minutes = await send('PUT', `meetings/${m.id}/minutes`, doc(0));
  const item = await send('POST', `meetings/${m.id}/agenda-items`, [
    { name: 'title', value: 'Baajata' },
    ...doc(0),
  ]);
  return {
    id: m.id,
    itemId: item.id as number,
    documents: m.files,
    minutes: filesOf([minutes.minutes]),
    agenda: filesOf(item.files),
  };
}

async function meetings() {
  const kinds = [
    ['meetings', 'documents'],
    ['meeting-minutes', 'minutes'],
    ['meeting-agenda-items', 'agenda'],
  ] as const;
  const each = (m: Awaited<ReturnType<typeof meeting>>, label: string, readers: Who[]) => {
    for (const [owner, key] of kinds) add(`${owner}: ${label}`, owner, m[key], readers);
  };
  const invited = await meeting([userId.institute, userId.member]);
  ids.invitedMeeting = invited.id;
  each(invited, 'invited', ALL);
  const foreign = await meeting([userId.member2]);
  ids.foreignMeeting = foreign.id;
  each(foreign, 'not invited', ADMIN);
  const gone = await meeting([userId.institute, userId.member]);
  await remove(`meetings/${gone.id}`);
  for (const [owner, key] of kinds) lost(`${owner}: deleted meeting`, owner, gone[key]);
  const dropped = await meeting([userId.institute, userId.member]);
  await remove(`meetings/${dropped.id}/agenda-items/${dropped.itemId}`);
  lost('meeting-agenda-items: deleted item', 'meeting-agenda-items', dropped.agenda);
}

beforeAll(async () => {
  t = await createTestServer();
  // The demo data set first (it needs an empty database): its files are owners too.
  await seedDemo(t.services, t.dataDir);
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  const admin = await t.signedIn({ type: 'admin' });
  token.admin = admin.token;
  await users();
  await pictures();
  await council();
  await publishing();
  await meetings();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const urlOf = (id: number, thumbnail: boolean) =>
  `/api/v1/files/${id}${thumbnail ? '/thumbnail' : ''}`;
/** Each file of a case, and its thumbnail where it has one. */
const targets = (c: Case) =>
  c.files.flatMap((f) => [
    { id: f.id, thumbnail: false },
    ...(f.thumbnail ? [{ id: f.id, thumbnail: true }] : []),
  ]);
const get = (url: string, as?: string) =>
  t.request({ method: 'GET', url, ...(as ? { token: as } : {}) });

describe('files follow their record', () => {
  it('covers every record type with files, own / foreign / draft / deleted', () => {
    expect(cases.every((c) => c.files.length > 0)).toBe(true);
    expect(cases.some((c) => c.files.some((f) => f.thumbnail))).toBe(true);
  });

  it('serves a file to whoever may read its record, and 404 to everyone else', async () => {
    const failures: string[] = [];
    for (const c of cases) {
      for (const target of targets(c)) {
        for (const who of CALLERS) {
          const res = await get(urlOf(target.id, target.thumbnail), token[who]);
          const expected = c.readers.includes(who) ? 200 : 404;
          const what = target.thumbnail ? 'thumbnail' : 'file';
          if (res.status !== expected) failures.push(`${c.name} ${what} as ${who}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps signed links working while the file and its record live, 404 after', async () => {
    const failures: string[] = [];
    for (const c of cases) {
      for (const target of targets(c)) {
        const url = t.services.fileLinks.url(target.id, target.thumbnail ? 'thumbnail' : 'file');
        const res = await get(url);
        if (res.status !== (c.live ? 200 : 404)) failures.push(`${c.name} ${url}: ${res.status}`);
        const bare = await get(urlOf(target.id, target.thumbnail));
        if (bare.status !== 401) failures.push(`${c.name} without a token: ${bare.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a denied file exactly as a missing one', async () => {
    const foreign = cases.find((c) => c.name === 'meetings: not invited')?.files[0];
    const answer = async (id: number) => {
      const res = await get(urlOf(id, false), token.member);
      const { requestId: _id, ...body } = res.body as Record<string, unknown>;
      return { status: res.status, type: res.headers['content-type'], body };
    };
    expect(await answer(foreign?.id ?? 0)).toEqual(await answer(2_000_000_000));
  });

  it('lets the people of the foreign records read them: the refusals are scope', async () => {
    const foreign = (name: string) => cases.find((c) => c.name === name)?.files ?? [];
    for (const f of [
      ...foreign('meetings: not invited'),
      ...foreign('meeting-agenda-items: not invited'),
    ]) {
      expect((await get(urlOf(f.id, false), token.member2)).status).toBe(200);
      expect((await get(urlOf(f.id, false), token.institute2)).status).toBe(404);
    }
    for (const f of foreign("users: another member's picture")) {
      expect((await get(urlOf(f.id, true), token.member2)).status).toBe(200);
    }
  });

  it('hands working links to readers inside their answers, and none to others', async () => {
    const as = { token: token.member };
    const answers = [
      await api('GET', `meetings/${ids.invitedMeeting}`, {
        ...as,
        query: 'includes[]=agenda&includes[]=minutes',
      }),
      await api('GET', 'users/current', as),
      await api('GET', `institutes/${ids.instituteA}`, as),
      await api('GET', `news-feeds/${ids.news}`, as),
    ];
    const links =
      JSON.stringify(answers.map((a) => a.body.payload)).match(/\/api\/v1\/files\/[^"]+/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) expect((await get(link)).status, link).toBe(200);
    const foreign = await api('GET', `meetings/${ids.foreignMeeting}`, {
      ...as,
      query: 'includes[]=minutes',
    });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('/files/');
  });

  it('never serves a file whose owner is of no known kind, even through a signed link', async () => {
    const source = await t.services.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', cases[0]?.files[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = source;
    const dir = t.services.config.uploadDir;
    for (const owner of [
      { resource: 'mystery', recordId: 1 },
      { resource: null, recordId: null },
    ]) {
      // Content that is there: only the owner's kind can refuse it.
      const storageName = `${source.storageName}-${owner.resource}`;
      fs.copyFileSync(path.join(dir, source.storageName), path.join(dir, storageName));
      const row = await t.services.db
        .insertInto('files')
        .values({ ...copy, ...owner, storageName, thumbnailName: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await get(urlOf(row.id, false), token.admin)).status).toBe(404);
      expect((await get(t.services.fileLinks.url(row.id))).status).toBe(404);
    }
  });
});

describe('every kind of file owner has a rule', () => {
  const kinds = () => [...fileOwnerChecks(t.services).keys()].sort();

  it('knows the owner of every file stored (this suite and the demo data set)', async () => {
    const stored = await t.services.db
      .selectFrom('files')
      .select('resource')
      .distinct()
      .where('resource', 'is not', null)
      .where('resource', '<>', 'mystery')
      .execute();
    const unknown = stored.map((r) => r.resource).filter((r) => !kinds().includes(r as string));
    expect(unknown, 'add a rule to files/file-scope.ts').toEqual([]);
  });

  it('is tested above for every rule', () => {
    expect([...new Set(cases.map((c) => c.owner))].sort()).toEqual(kinds());
  });

  it('knows every place that records files (a new one must add its owner kind)', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const writers = (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) =>
        /recordFiles\(|replaceOnlyFile\(|insertInto\('files'\)/.test(
          fs.readFileSync(path.join(root, f), 'utf8'),
        ),
      )
      .map((f) => f.split(path.sep).join('/'))
      .sort();
    // Each records owners of a kind in fileOwnerChecks (file-scope.ts): check it there first.
    expect(writers).toEqual([
      'council/council.ts',
      'files/repository.ts',
      'records/access/users/picture-routes.ts',
      'records/meetings/agenda-items.ts',
      'records/meetings/demo.ts',
      'records/meetings/minutes.ts',
      'records/publishing/demo-pdf.ts',
      'records/publishing/demo.ts',
      'records/store/files.ts',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, type EngagementKit } from '../records/engagement/test-kit.js';
import { rebuildSearchIndex } from './rebuild.js';
import { SERVED_RESOURCES } from '../records/registry.js';

let k: EngagementKit;
let kebeleId = 0;

beforeAll(async () => {
  k = await engagementKit();
  const regionId = await k.create('regions', { name: 'Oromiyaa' });
  const zoneId = await k.create('zones', { name: 'Shawaa Bahaa', regionId });
  const woredaId = await k.create('woredas', { name: 'Adaamaa', zoneId });
  kebeleId = await k.create('kebeles', { name: 'Ganda 01', woredaId });
});
afterAll(async () => {
  await k?.t.close();
});

interface Hit {
  type: string;
  id: number;
  title: string;
  snippet: string;
  address: string;
  rank: number;
}

async function search(q: string, o: { token?: string; query?: string } = {}) {
  const res = await k.api('GET', 'search', {
    query: `q=${encodeURIComponent(q)}${o.query ?? ''}`,
    ...(o.token ? { token: o.token } : {}),
  });
  const hits = (res.body.payload ?? []) as Hit[];
  return {
    status: res.status,
    body: res.body,
    hits,
    keys: hits.map((h) => `${h.type}:${h.id}`),
    counts: res.body._attributes?.counts as Record<string, number> | undefined,
  };
}

const news = (title: unknown, extra: object = {}) =>
  k.create('news-feeds', { title, status: 'published', ...extra });

describe('the search of everything', () => {
  it('folds Amharic homophones, both ways, and shows the text as written', async () => {
    const written = await news({ am: 'ሠላም ኮሚቴ ስብሰባ', en: 'Peace committee' });
    const plain = await news({ am: 'ሰላምታ ጸሐፊዎች' }, { summary: { am: 'ለሁሉም ጸሐፊዎች ሰላምታ' } });
    for (const q of ['ሠላም', 'ሰላም']) {
      expect((await search(q, { token: k.tokens.member })).keys).toContain(`news-feeds:${written}`);
    }
    const secretary = await search('ፀሀፊዎች', { token: k.tokens.member, query: '&locale=am' });
    expect(secretary.hits.find((h) => h.id === plain)).toMatchObject({
      type: 'news-feeds',
      title: 'ሰላምታ ጸሐፊዎች',
      snippet: 'ለሁሉም <mark>ጸሐፊዎች</mark> ሰላምታ',
      address: `/go/news-feeds/${plain}`,
    });
  });

  it("finds Afaan Oromoo's glottal stop however it was typed", async () => {
    const id = await news({ om: "Walga'ii Qajeel'aa" }, { summary: "Walga'ii Qajeel'aa har'a" });
    for (const q of ['qajeel’aa', 'QAJEELʼAA', 'qajeel`aa', 'qajeelaa', 'walga’ii']) {
      expect((await search(q)).keys, q).toContain(`news-feeds:${id}`);
    }
    const hit = (await search('qajeel’aa', { query: '&locale=om' })).hits.find((h) => h.id === id);
    expect(hit?.snippet).toBe('Walga&#39;ii <mark>Qajeel&#39;aa</mark> har&#39;a');
  });

  it('finds the words the last one typed begins, and only that one', async () => {
    const id = await news({ en: 'Irrigation budget of Adama woreda' });
    expect((await search('adama irrig')).keys).toContain(`news-feeds:${id}`);
    expect((await search('irrig adama')).keys).not.toContain(`news-feeds:${id}`);
    expect((await search('adama irrigation')).keys).toContain(`news-feeds:${id}`);
  });

  it('looks in every type a reader may list, by its name in their language, with counts', async () => {
    const law = await k.create('enacted-laws', {
      title: { om: 'Labsii Bishaan Dhugaatii', en: 'Drinking water proclamation' },
      proclamationNumber: '321/2026',
      enactedAt: '2026-01-01',
    });
    const institute = await k.create('institutes', { name: 'Abbaa Taayitaa Bishaan Dhugaatii' });
    const place = await k.create('kebeles', {
      name: 'Bishaan Dhugaatii',
      woredaId: (await k.api('GET', `kebeles/${kebeleId}`)).body.payload.woredaId,
    });
    const res = await search('bishaan dhugaatii', { query: '&locale=en' });
    expect(res.status).toBe(200);
    expect(res.keys).toEqual(
      expect.arrayContaining([
        `enacted-laws:${law}`,
        `institutes:${institute}`,
        `kebeles:${place}`,
      ]),
    );
    expect(res.hits.find((h) => h.type === 'enacted-laws')?.title).toBe(
      'Drinking water proclamation',
    );
    expect(res.counts).toMatchObject({ 'enacted-laws': 1, institutes: 1, kebeles: 1 });
    expect(res.body._attributes.pagination).toMatchObject({ page: 1, total: res.hits.length });
    // A law's number finds it, and narrowing to one type counts the others still.
    expect((await search('321/2026')).keys).toEqual([`enacted-laws:${law}`]);
    // A type the reader may not list: nothing of it, the others' counts still.
    const noRole = await k.t.signedIn({ type: 'member' });
    await k.t.services.db
      .updateTable('users')
      .set({ roleId: null })
      .where('id', '=', noRole.user.id)
      .execute();
    const unlisted = await search('bishaan', {
      token: noRole.token,
      query: '&filter[type]=kebeles',
    });
    expect(unlisted).toMatchObject({ status: 200, keys: [], counts: {} });
    const narrowed = await search('bishaan dhugaatii', { query: '&filter[type]=institutes' });
    expect(narrowed.keys).toEqual([`institutes:${institute}`]);
    expect(narrowed.body._attributes.pagination.total).toBe(1);
    expect(narrowed.counts).toMatchObject({ 'enacted-laws': 1, kebeles: 1 });
  });

  it('pages by number, the best first', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await news({ om: `Gabaasa Qulqulluu ${i}` }));
    const first = await search('qulqulluu', {
      query: '&pagination[page]=1&pagination[pageSize]=2',
    });
    const third = await search('qulqulluu', {
      query: '&pagination[page]=3&pagination[pageSize]=2',
    });
    expect(first.body._attributes.pagination).toMatchObject({ total: 5, pageCount: 3 });
    expect(first.hits).toHaveLength(2);
    expect(third.hits).toHaveLength(1);
    const all = [...first.keys, ...third.keys];
    expect(new Set(all).size).toBe(3);
  });

  it('never shows a draft, another institute’s complaint or a meeting one is not invited to, not even in counts', async () => {
    await news({ om: 'Oduu Dhoksaa Qophii' }, { status: 'draft' });
    const complaint = (instituteId: number) => ({
      subject: 'Komii Ijoollee Dhoksaa',
      description: 'Ibsa komii',
      instituteId,
      complainantName: 'Caaltuu Abdiisaa',
      complainantPhone: '+251 911 234567',
      complainantKebeleId: kebeleId,
    });
    const toA = await k.create('complains', complaint(k.institutes.a), k.tokens.member);
    const toB = await k.create('complains', complaint(k.institutes.b), k.tokens.member);
    const meeting = await k.create('meetings', {
      title: 'Walgahii Dhoksaa Koree',
      startsAt: '2026-03-10T06:00:00Z',
      endsAt: '2026-03-10T09:00:00Z',
      inviteeIds: [k.users.member],
    });

    const asMember = await search('dhoksaa', { token: k.tokens.member });
    expect(asMember.keys).toEqual(
      expect.arrayContaining([`meetings:${meeting}`, `complains:${toA}`, `complains:${toB}`]),
    );
    expect(asMember.counts).toEqual({ complains: 2, meetings: 1 });

    const other = await search('dhoksaa', { token: k.tokens.otherMember });
    expect(other.keys).toEqual([]);
    expect(other.counts).toEqual({});
    expect(other.body._attributes.pagination.total).toBe(0);

    const a = await search('dhoksaa', { token: k.tokens.instituteA });
    expect(a.keys).toEqual([`complains:${toA}`]);
    expect(a.counts).toEqual({ complains: 1 });
    const b = await search('dhoksaa', { token: k.tokens.instituteB });
    expect(b.keys).toEqual([`complains:${toB}`]);

    const admin = await search('dhoksaa');
    expect(admin.counts).toMatchObject({ 'news-feeds': 1, complains: 2, meetings: 1 });
  });

  it('finds a new title at once and the old one no longer; a deleted record not at all', async () => {
    const id = await news({ om: 'Mata Duree Durii Jijjiirama' });
    const patch = await k.api('PATCH', `news-feeds/${id}`, {
      body: { title: { om: 'Mata Duree Haaraa Jijjiirama' } },
    });
    expect(patch.status).toBe(200);
    expect((await search('haaraa jijjiirama')).keys).toContain(`news-feeds:${id}`);
    expect((await search('durii jijjiirama')).keys).not.toContain(`news-feeds:${id}`);
    expect((await k.api('DELETE', `news-feeds/${id}`)).status).toBe(200);
    expect((await search('jijjiirama')).keys).not.toContain(`news-feeds:${id}`);
  });

  it('finds a council member by name, party and position, for whoever lists the accounts', async () => {
    const created = await k.api('POST', 'users', {
      body: {
        name: 'Caaltuu Badhaasaa',
        email: 'ganamoo.ciisaa@test.example',
        type: 'member',
        party: 'Paartii Walabummaa',
        position: 'Itti-gaafattuu Koree Qonnaa',
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.payload.id as number;
    const key = `caffee-users:${id}`;
    const found = await search('badhaasaa');
    expect(found.hits.find((h) => h.type === 'caffee-users')).toMatchObject({
      id,
      title: 'Caaltuu Badhaasaa',
      address: `/go/caffee-users/${id}`,
    });
    expect(found.counts).toMatchObject({ 'caffee-users': 1 });
    const byPosition = await search('koree qonnaa', { query: '&filter[type]=caffee-users' });
    expect(byPosition.keys).toEqual([key]);
    expect(byPosition.hits[0]?.snippet).toContain('<mark>Qonnaa</mark>');
    // Not by the email, which is not public; not by a reader who may not list the accounts.
    expect((await search('ganamoo')).keys).not.toContain(key);
    const asMember = await search('badhaasaa', { token: k.tokens.member });
    expect(asMember.keys).toEqual([]);
    expect(asMember.counts).toEqual({});
    // Staff of an institute are no council members.
    const staff = await k.api('POST', 'users', {
      body: {
        name: 'Badhaasaa Hojjetaa',
        email: 'badhaasaa.hojjetaa@test.example',
        type: 'institute',
        instituteId: k.institutes.a,
      },
    });
    expect(staff.status).toBe(200);
    expect((await search('badhaasaa')).keys.filter((k) => k.startsWith('caffee-users:'))).toEqual([
      key,
    ]);
    // A new name is found at once and the old one no longer; a deleted member not at all.
    const renamed = await k.api('PATCH', `users/${id}`, { body: { name: 'Caaltuu Gammachiis' } });
    expect(renamed.status).toBe(200);
    expect((await search('gammachiis')).keys).toContain(key);
    expect((await search('badhaasaa')).keys).not.toContain(key);
    expect((await k.api('DELETE', `users/${id}`)).status).toBe(200);
    expect((await search('gammachiis')).keys).not.toContain(key);
    const entries = await k.t.services.db
      .selectFrom('searchEntries')
      .select('recordId')
      .where('resource', '=', 'caffee-users')
      .execute();
    expect(entries.map((e) => e.recordId)).not.toContain(id);
  });

  it('rebuilds the index from the records as they are', async () => {
    const db = k.t.services.db;
    const now = new Date().toISOString();
    // Written straight into the table, as the demo's seeding and a bulk load do.
    const { id } = await db
      .insertInto('newsFeeds')
      .values({
        titleOm: 'Irra Deebii Ijaaruu',
        status: 'published',
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
        createdBy: null,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gone = await news({ om: 'Ijaaruu Haqame' });
    await db.updateTable('newsFeeds').set({ deletedAt: now }).where('id', '=', gone).execute();
    expect((await search('ijaaruu')).keys).toEqual([]);
    expect(await rebuildSearchIndex(k.t.services, SERVED_RESOURCES)).toBeGreaterThan(1);
    expect((await search('ijaaruu')).keys).toEqual([`news-feeds:${id}`]);
    // The deleted record's entry is gone from the index, not only from the answers.
    const entries = await db
      .selectFrom('searchEntries')
      .select('recordId')
      .where('resource', '=', 'news-feeds')
      .execute();
    expect(entries.map((e) => e.recordId)).toContain(id);
    expect(entries.map((e) => e.recordId)).not.toContain(gone);
    // The members' profiles are rebuilt too: the kit's member is found by name again.
    const member = await db
      .selectFrom('users')
      .select('name')
      .where('id', '=', k.users.member)
      .executeTakeFirstOrThrow();
    expect((await search(member.name)).keys).toContain(`caffee-users:${k.users.member}`);
  });

  it('refuses what cannot be searched with a clear 4xx', async () => {
    expect((await search('')).status).toBe(422);
    expect((await search('!!! ...')).status).toBe(422);
    expect((await search('-bishaan')).status).toBe(422);
    // Not a searched type, or no field of the filter.
    for (const query of ['&filter[type]=roles', '&filter[x]=1']) {
      expect((await search('bishaan', { query })).status, query).toBe(400);
    }
    for (const query of ['&pagination[page]=0', '&pagination[pageSize]=x', '&locale=fr']) {
      expect((await search('bishaan', { query })).status, query).toBe(422);
    }
    expect((await search('x'.repeat(201))).status).toBe(422);
    const anonymous = await k.t.request({ method: 'GET', url: '/api/v1/search', query: 'q=x' });
    expect(anonymous.status).toBe(401);
    // Quotes, operators and FTS syntax are words, never a query error.
    for (const q of ['a" OR b', 'NEAR(a b)', 'a:*', "'; drop table x", 'a & b | !c']) {
      expect((await search(q)).status, q).toBe(200);
    }
  });
});

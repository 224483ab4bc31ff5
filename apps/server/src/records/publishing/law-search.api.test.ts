import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  member = (await t.signedIn({ type: 'member' })).token;
});
afterAll(async () => {
  await t?.close();
});

interface Hit {
  id: number;
  title: string;
  proclamationNumber: string;
  enactedAt: string;
  rank: number;
  snippet: string;
}

let counter = 0;
async function law(fields: Record<string, unknown>): Promise<number> {
  counter += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/enacted-laws',
    token: admin,
    body: { proclamationNumber: `${900 + counter}/2030`, enactedAt: '2024-01-01', ...fields },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.payload.id;
}

async function search(q: string, extra = '', token = member) {
  const res = await t.request({
    method: 'GET',
    url: '/api/v1/enacted-laws/search',
    token,
    query: `q=${encodeURIComponent(q)}${extra}`,
  });
  return { status: res.status, body: res.body, hits: (res.body.payload ?? []) as Hit[] };
}
const found = async (q: string) => (await search(q)).hits.map((h) => h.id);

describe('full-text search of enacted laws', () => {
  it('ranks a law naming the words in its title above one naming them in its body', async () => {
    const inBody = await law({
      title: 'Labsii Bulchiinsa Magaalaa',
      body: 'Kutaan kun dhimma irreessaa fi galmee lafaa ibsa. Galmee lafaa hunda keessatti...',
    });
    const inTitle = await law({ title: 'Labsii Galmee Lafaa Irreessaa', body: 'Galmee lafaa.' });
    const res = await search('irreessaa galmee');
    expect(res.hits.map((h) => h.id)).toEqual([inTitle, inBody]);
    expect(res.hits[0]?.rank).toBeGreaterThan(res.hits[1]?.rank ?? Infinity);
    expect(res.hits[0]).toMatchObject({
      title: 'Labsii Galmee Lafaa Irreessaa',
      proclamationNumber: expect.stringMatching(/\/2030$/),
      enactedAt: '2024-01-01T00:00:00.000Z',
    });
  });

  it('marks the words found and escapes everything else in the snippet', async () => {
    const id = await law({
      title: 'Water law',
      body: { en: 'Preamble. <script>alert("x")</script> & the Dhungoo river basin is protected.' },
    });
    const [hit] = (await search('dhungoo')).hits;
    expect(hit?.id).toBe(id);
    expect(hit?.snippet).toContain('<mark>Dhungoo</mark>');
    expect(hit?.snippet).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; the');
    // Once the marks are taken away, no markup is left.
    expect(hit?.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('finds Amharic words in Ethiopic script, and cuts a long body around them', async () => {
    const filler = Array.from({ length: 80 }, (_, i) => `ቃል${i}`).join(' ');
    const id = await law({
      title: { om: 'Labsii Qabeenya Bishaanii', am: 'የውሃ ሀብት አዋጅ' },
      body: { am: `${filler} የመስኖ ውሃ ተጠቃሚዎች ማኅበራት ቦዮችን ይጠግናሉ። ${filler}` },
    });
    const res = await search('ማኅበራት', '&locale=am');
    expect(res.hits.map((h) => h.id)).toEqual([id]);
    expect(res.hits[0]?.title).toBe('የውሃ ሀብት አዋጅ');
    expect(res.hits[0]?.snippet).toMatch(/^… .*<mark>ማኅበራት<\/mark> ቦዮችን.* …$/);
    expect(await found('የውሃ ሀብት')).toEqual([id]);
  });

  it('matches a quoted phrase only with its words in order', async () => {
    const together = await law({ title: 'Phrase one', body: 'Mirga abbaa qabiyyee eeguu.' });
    const apart = await law({ title: 'Phrase two', body: 'Qabiyyee lafaa fi mirga abbaa warraa.' });
    expect(await found('"mirga abbaa qabiyyee"')).toEqual([together]);
    expect((await found('mirga qabiyyee')).sort()).toEqual([together, apart].sort());
    expect(await found('mirga qabiyyee -warraa')).toEqual([together]);
  });

  it('finds a law by its proclamation number, and laws citing it', async () => {
    const cited = await law({ title: 'Cited law', proclamationNumber: '245/2021' });
    const citing = await law({ title: 'Citing law', body: 'Labsii Lakk. 245/2021 ni fooyyessa.' });
    expect(await found('245/2021')).toEqual([cited, citing]);
    expect(await found('245/2022')).toEqual([]);
    const [hit] = (await search('245/2021')).hits;
    expect(hit?.snippet).toBe('<mark>245</mark>/<mark>2021</mark>');
  });

  it('takes alternatives with or', async () => {
    const a = await law({ title: 'Zanzibar alpha' });
    const b = await law({ title: 'Quokka beta' });
    expect((await found('zanzibar or quokka')).sort()).toEqual([a, b].sort());
  });

  it('shows the snippet in the asked language when the words are in several', async () => {
    await law({
      title: 'Bilingual',
      body: { om: 'Seerri Tumsa kun hojii irra oola.', en: 'This Tumsa law comes into force.' },
    });
    const om = (await search('tumsa', '&locale=om')).hits[0];
    const en = (await search('tumsa', '&locale=en')).hits[0];
    expect(om?.snippet).toBe('Seerri <mark>Tumsa</mark> kun hojii irra oola.');
    expect(en?.snippet).toBe('This <mark>Tumsa</mark> law comes into force.');
  });

  it('pages through the ranked results', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await law({ title: `Paging ${i}`, body: 'Kallattii haaraa.' }));
    const pages = [];
    for (const p of [1, 2, 3]) {
      const res = await search('kallattii', `&pagination[page]=${p}&pagination[pageSize]=2`);
      expect(res.body._attributes.pagination).toEqual({
        page: p,
        pageSize: 2,
        total: 5,
        pageCount: 3,
      });
      pages.push(...res.hits.map((h) => h.id));
    }
    expect(pages.sort()).toEqual(made.sort());
    expect((await search('kallattii', '&pagination[page]=4&pagination[pageSize]=2')).hits).toEqual(
      [],
    );
  });

  it('refuses an empty, too long or wordless search with a 422 on q', async () => {
    for (const q of ['', '   ', 'x'.repeat(201), '!!! ...', '-only', `${'a '.repeat(17)}`]) {
      const res = await search(q);
      expect(res.status, q).toBe(422);
      expect(Object.keys(res.body.errors[0])).toEqual(['q']);
    }
    const none = await t.request({
      method: 'GET',
      url: '/api/v1/enacted-laws/search',
      token: member,
    });
    expect(none.status).toBe(422);
  });

  it('needs enacted-laws:list', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/enacted-laws/search', query: 'q=x' })).status,
    ).toBe(401);
    const noRole = await t.signedIn({ type: 'member' });
    await t.services.db
      .updateTable('users')
      .set({ roleId: null })
      .where('id', '=', noRole.user.id)
      .execute();
    expect((await search('x', '', noRole.token)).status).toBe(403);
  });
});

describe('the search index follows every write', () => {
  it('finds an updated law by its new words, not its old ones', async () => {
    const id = await law({ title: 'Labsii Gumaacha', body: { om: 'Qajeelfama durii.' } });
    expect(await found('gumaacha')).toEqual([id]);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/v1/enacted-laws/${id}`,
      token: admin,
      body: { title: { om: 'Labsii Haaromsaa' }, body: { am: 'አዲስ መመሪያ' } },
    });
    expect(res.status).toBe(200);
    expect(await found('gumaacha')).toEqual([]);
    expect(await found('haaromsaa')).toEqual([id]);
    expect(await found('መመሪያ')).toEqual([id]);
    // The untouched language is still indexed.
    expect(await found('durii')).toEqual([id]);
  });

  it('finds a new law with a search asked just before it was added', async () => {
    // A search's ranking is kept while no law is written: the next write must show.
    expect(await found('haroomsa')).toEqual([]);
    const first = await law({ title: 'Labsii Haroomsa' });
    expect(await found('haroomsa')).toEqual([first]);
    const second = await law({ title: 'Labsii Haroomsa Lammaffaa' });
    expect((await found('haroomsa')).sort()).toEqual([first, second].sort());
  });

  it('never finds a deleted law', async () => {
    const id = await law({
      title: 'Labsii Badaa',
      proclamationNumber: '555/2025',
      body: 'Xumura.',
    });
    expect(await found('badaa')).toEqual([id]);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/v1/enacted-laws/${id}`,
      token: admin,
    });
    expect(del.status).toBe(200);
    for (const q of ['badaa', '555/2025', 'xumura']) expect(await found(q)).toEqual([]);
  });
});

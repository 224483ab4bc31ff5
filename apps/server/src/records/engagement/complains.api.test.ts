import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/pdf-text.js';
import { engagementKit, idsOf, type EngagementKit } from './test-kit.js';

let k: EngagementKit;
/** Two kebeles of the address tree: a complainant's kebele must be a real one. */
const kebele = { first: 0, second: 0 };
beforeAll(async () => {
  k = await engagementKit();
  const regionId = await k.create('regions', { name: 'Oromiyaa' });
  const zoneId = await k.create('zones', { name: 'Shawaa Bahaa', regionId });
  const woredaId = await k.create('woredas', { name: 'Adaamaa', zoneId });
  kebele.first = await k.create('kebeles', { name: 'Ganda 01', woredaId });
  kebele.second = await k.create('kebeles', { name: 'Ganda 02', woredaId });
});
afterAll(async () => {
  await k?.t.close();
});

const complaint = (instituteId: number, extra: object = {}) => ({
  subject: 'Tajaajila bishaanii',
  description: 'Bishaan ji’a tokkoof hin jiru',
  instituteId,
  complainantName: 'Caaltuu Abdiisaa',
  complainantPhone: '+251 911 234567',
  complainantKebeleId: kebele.first,
  ...extra,
});
const file = (instituteId: number, token = k.tokens.member) =>
  k.create('complains', complaint(instituteId), token);
const move = (id: number, to: string, o: { reason?: string; token?: string } = {}) =>
  k.api('POST', `complains/${id}/transition`, {
    body: { to, ...(o.reason ? { reason: o.reason } : {}) },
    token: o.token ?? k.tokens.instituteA,
  });

describe('filing a complaint', () => {
  it('starts as submitted; naming a status, a missing institute or no name is a 422', async () => {
    const res = await k.api('POST', 'complains', {
      token: k.tokens.member,
      body: complaint(k.institutes.a),
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      status: 'submitted',
      complainantName: 'Caaltuu Abdiisaa',
      complainantKebeleId: kebele.first,
    });
    const status = await k.api('POST', 'complains', {
      token: k.tokens.member,
      body: complaint(k.institutes.a, { status: 'resolved' }),
    });
    expect(status.body.errors).toEqual([{ status: expect.any(String) }]);
    const nowhere = await k.api('POST', 'complains', {
      token: k.tokens.member,
      body: complaint(999999),
    });
    expect(nowhere.body.errors).toEqual([{ instituteId: 'No such institute' }]);
    const anonymous = await k.api('POST', 'complains', {
      token: k.tokens.member,
      body: complaint(k.institutes.a, { complainantName: undefined }),
    });
    expect(anonymous.body.errors).toEqual([{ 'complainant.name': 'Required' }]);
    const short = await k.api('POST', 'complains', {
      token: k.tokens.member,
      body: complaint(k.institutes.a, { complainantName: 'A' }),
    });
    expect(short.body.errors).toEqual([{ complainantName: expect.any(String) }]);
    expect(
      (
        await k.api('POST', 'complains', {
          token: k.tokens.instituteA,
          body: complaint(k.institutes.b),
        })
      ).status,
    ).toBe(403);
  });

  it('takes the complainant nested, as { name, phone, kebeleId }, and reads it flat', async () => {
    const {
      complainantName: _n,
      complainantPhone: _p,
      complainantKebeleId: _k,
      ...rest
    } = complaint(k.institutes.a);
    const res = await k.api('POST', 'complains', {
      token: k.tokens.member,
      body: {
        ...rest,
        complainant: { name: 'Abdii Waaqoo', phone: '+251911000000', kebeleId: kebele.second },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      complainantName: 'Abdii Waaqoo',
      complainantPhone: '+251911000000',
      complainantKebeleId: kebele.second,
    });
    const patched = await k.api('PATCH', `complains/${res.body.payload.id}`, {
      body: { complainant: { phone: null } },
    });
    expect(patched.body.payload).toMatchObject({
      complainantName: 'Abdii Waaqoo',
      complainantPhone: null,
    });
    const badPhone = await k.api('POST', 'complains', {
      token: k.tokens.member,
      body: { ...rest, complainant: { name: 'Abdii Waaqoo', phone: 'call me' } },
    });
    expect(badPhone.body.errors).toEqual([{ 'complainant.phone': expect.any(String) }]);
  });
});

describe('who sees which complaint', () => {
  let againstA: number;
  let againstB: number;
  let byOther: number;
  beforeAll(async () => {
    againstA = await file(k.institutes.a);
    againstB = await file(k.institutes.b);
    byOther = await file(k.institutes.a, k.tokens.otherMember);
  });
  const listed = async (token: string) =>
    idsOf(
      await k.api('GET', 'complains', {
        token,
        query: `pagination[pageSize]=100&filter[id][in]=${againstA},${againstB},${byOther}`,
      }),
    );

  it('shows the filer their own, the institute those against it, administrators all', async () => {
    expect(await listed(k.tokens.member)).toEqual([againstA, againstB]);
    expect(await listed(k.tokens.otherMember)).toEqual([byOther]);
    expect(await listed(k.tokens.instituteA)).toEqual([againstA, byOther]);
    expect(await listed(k.tokens.instituteB)).toEqual([againstB]);
    expect(await listed(k.tokens.admin)).toEqual([againstA, againstB, byOther]);
  });

  it('finds by the words of the subject, description or complainant, within the same scope', async () => {
    const words = await k.create(
      'complains',
      complaint(k.institutes.b, {
        subject: 'Ibsaa daandii',
        description: 'Ibsaan daandii Adaamaa dhaamee jira',
        complainantName: 'Gammachuu Tolasaa',
      }),
      k.tokens.otherMember,
    );
    const found = async (term: string, token: string) =>
      idsOf(
        await k.api('GET', 'complains', { token, query: `search=${encodeURIComponent(term)}` }),
      );
    for (const term of ['Ibsaa daandii', 'Adaamaa', 'Gammachuu']) {
      expect(await found(term, k.tokens.admin)).toEqual([words]);
      expect(await found(term, k.tokens.instituteB)).toEqual([words]);
      // Outside their scope the search finds nothing, as the list shows nothing.
      expect(await found(term, k.tokens.instituteA)).toEqual([]);
      expect(await found(term, k.tokens.member)).toEqual([]);
    }
  });

  it('answers 404 for somebody else’s complaint on every route', async () => {
    for (const [token, id] of [
      [k.tokens.instituteA, againstB],
      [k.tokens.instituteB, againstA],
      [k.tokens.otherMember, againstA],
      [k.tokens.member, byOther],
    ] as const) {
      for (const [method, url] of [
        ['GET', `complains/${id}`],
        ['GET', `complains/${id}/comments`],
        ['POST', `complains/${id}/comments`],
        // Members cannot review at all (403); reviewers get a 404 for a stranger's complaint.
        ...(token === k.tokens.instituteA || token === k.tokens.instituteB
          ? ([['POST', `complains/${id}/transition`]] as const)
          : []),
      ] as const) {
        const res = await k.api(method, url, { token, body: method === 'POST' ? {} : undefined });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
    }
    const talk = await k.api('POST', `complains/${againstA}/comments`, {
      token: k.tokens.instituteA,
      body: { body: 'Dhimma kana ilaalaa jirra' },
    });
    expect(talk.status).toBe(200);
  });

  it('lets the filer edit only while submitted (members hold complains:update by default)', async () => {
    const id = await file(k.institutes.a);
    const edit = (token: string) =>
      k.api('PATCH', `complains/${id}`, { token, body: { subject: 'Bishaan dhugaatii' } });
    expect((await edit(k.tokens.member)).status).toBe(200);
    expect((await edit(k.tokens.otherMember)).status).toBe(404);
    const status = await k.api('PATCH', `complains/${id}`, {
      token: k.tokens.member,
      body: { status: 'resolved' },
    });
    expect(status.status).toBe(422);
    await move(id, 'in_review');
    expect((await edit(k.tokens.member)).status).toBe(409);
    expect((await edit(k.tokens.admin)).status).toBe(409);
  });
});

describe('the complaint workflow', () => {
  it('allows exactly submitted → in_review → resolved | rejected, and submitted → rejected', async () => {
    const allowed: [string, string[]][] = [
      ['in_review', ['resolved']],
      ['in_review', ['rejected']],
      ['rejected', []],
    ];
    for (const [first, then] of allowed) {
      const id = await file(k.institutes.a);
      for (const to of [first, ...then]) {
        const res = await move(id, to, { reason: 'Sababa' });
        expect(res.status, `${to}`).toBe(200);
        expect(res.body.payload.status).toBe(to);
      }
    }
    const refused: [string[], string][] = [
      [[], 'submitted'],
      [[], 'resolved'],
      [['in_review'], 'in_review'],
      [['in_review'], 'submitted'],
      [['in_review', 'resolved'], 'rejected'],
      [['in_review', 'resolved'], 'in_review'],
      [['rejected'], 'in_review'],
      [['rejected'], 'resolved'],
    ];
    for (const [path, to] of refused) {
      const id = await file(k.institutes.a);
      for (const step of path) await move(id, step, { reason: 'Sababa' });
      const res = await move(id, to, { reason: 'Sababa' });
      expect(res.status, `${path.join('→')} → ${to}`).toBe(409);
    }
  });

  it('requires a reason to reject and a note to resolve, and writes each step to the history', async () => {
    const id = await file(k.institutes.a);
    const bare = await move(id, 'rejected');
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual([{ reason: expect.any(String) }]);
    await move(id, 'in_review');
    // Resolving says how it was resolved, as rejecting says why.
    const unexplained = await move(id, 'resolved');
    expect(unexplained.status).toBe(422);
    expect(unexplained.body.details).toEqual([{ field: 'reason', code: 'resolveNote' }]);
    const done = await move(id, 'rejected', { reason: 'Aangoo keenyaa ala' });
    expect(done.body.payload).toMatchObject({
      status: 'rejected',
      statusReason: 'Aangoo keenyaa ala',
    });
    const read = await k.api('GET', `complains/${id}`, {
      token: k.tokens.member,
      query: 'includes[]=auditHistory',
    });
    expect(read.body.payload.auditHistory).toMatchObject([
      {
        action: 'rejected',
        changes: { status: ['in_review', 'rejected'], reason: [null, 'Aangoo keenyaa ala'] },
      },
      { action: 'in_review', changes: { status: ['submitted', 'in_review'] } },
      { action: 'create' },
    ]);
    const byStatus = await k.api('GET', 'complains', {
      query: `filter[status]=rejected&filter[id]=${id}&includes[]=auditHistory&includes[]=institute`,
    });
    expect(byStatus.body.payload[0].auditHistory).toHaveLength(3);
    expect(byStatus.body.payload[0].institute).toEqual({
      id: k.institutes.a,
      name: 'Biiroo Qonnaa',
    });
  });

  it('answers a step taken twice (a double click, two at once) as already done, once in the history', async () => {
    const id = await file(k.institutes.a);
    expect((await move(id, 'in_review')).status).toBe(200);
    const again = await move(id, 'in_review');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'already_done',
      message: 'This complaint is already in review',
    });
    // Sent together, one moves it and the other is told it is done: never "cannot go".
    const both = await Promise.all([
      move(id, 'rejected', { reason: 'Sababa' }),
      move(id, 'rejected', { reason: 'Sababa' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.code).toBe('already_done');
    const read = await k.api('GET', `complains/${id}`, { query: 'includes[]=auditHistory' });
    expect(read.body.payload.auditHistory.map((e: { action: string }) => e.action)).toEqual([
      'rejected',
      'in_review',
      'create',
    ]);
    // A step the workflow does not allow is still a plain conflict.
    const back = await move(id, 'in_review');
    expect(back.body.code).toBe('conflict');
  });

  it('is for reviewers: members cannot move a complaint (403)', async () => {
    const id = await file(k.institutes.a);
    expect((await move(id, 'in_review', { token: k.tokens.member })).status).toBe(403);
    expect((await move(id, 'in_review', { token: k.tokens.admin })).status).toBe(200);
  });
});

describe("a complaint's file", () => {
  it('prints the complaint, its status history with who and when, and the answers', async () => {
    const id = await file(k.institutes.a);
    expect((await move(id, 'in_review')).status).toBe(200);
    const comment = await k.api('POST', `complains/${id}/comments`, {
      token: k.tokens.instituteA,
      body: { body: 'Boollii haaraa ji’a dhufu ni qopheessina.' },
    });
    expect(comment.status, JSON.stringify(comment.body)).toBe(200);
    const resolved = await move(id, 'resolved', { reason: 'Boolliin haaraan hojjetame.' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);

    const get = (token: string) =>
      k.t.app.inject({
        method: 'GET',
        url: `/api/v1/complains/${id}/file.pdf?locale=en&calendar=gregorian`,
        headers: { authorization: `Bearer ${token}` },
      });
    const res = await get(k.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="complains-${id}-file.pdf"`);
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain('Complaint file');
    expect(text).toContain('Tajaajila bishaanii');
    expect(text).toContain('Bishaan ji’a tokkoof hin jiru');
    // Each step, by whom; the reason of the last one; the institute's answer.
    expect(text).toMatch(/Review started/);
    expect(text).toMatch(/Resolved: Boolliin haaraan hojjetame\./);
    expect(text).toContain('Boollii haaraa ji’a dhufu ni qopheessina.');
    // Whoever may read the complaint has its file; another institute has neither.
    expect((await get(k.tokens.member)).statusCode).toBe(200);
    expect((await get(k.tokens.instituteA)).statusCode).toBe(200);
    expect((await get(k.tokens.instituteB)).statusCode).toBe(404);
  });
});

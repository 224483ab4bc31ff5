import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, idsOf, type EngagementKit } from './test-kit.js';

let k: EngagementKit;
beforeAll(async () => {
  k = await engagementKit();
});
afterAll(async () => {
  await k?.t.close();
});

const choice = (type: string, options: unknown[], extra: object = {}) => ({
  text: { om: 'Gaaffii', en: 'A question' },
  type,
  audience: 'members',
  options: options.map((text) => ({ text })),
  ...extra,
});

describe('question options', () => {
  it('keeps choice questions to two options or more and open-ended ones to none (422)', async () => {
    for (const body of [
      choice('single_choice', ['Only one']),
      choice('multiple_choice', []),
      { ...choice('multiple_choice', []), options: undefined },
      choice('open_ended', ['Not allowed']),
    ]) {
      const res = await k.api('POST', 'questions', { body });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ options: expect.any(String) }]);
    }
    expect(await k.t.services.db.selectFrom('questions').select('id').execute()).toEqual([]);
  });

  it('stores options in order, in three languages', async () => {
    const id = await k.create(
      'questions',
      choice('single_choice', [
        { om: 'Eeyyee', en: 'Yes', am: 'አዎ' },
        { om: 'Lakki', en: 'No' },
      ]),
    );
    const en = await k.api('GET', `questions/${id}`, { query: 'locale=en&includes[]=options' });
    expect(en.body.payload.text).toBe('A question');
    expect(en.body.payload.options.map((o: { text: string }) => o.text)).toEqual(['Yes', 'No']);
    const am = await k.api('GET', `questions/${id}`, { query: 'locale=am&includes[]=options' });
    expect(am.body.payload.options.map((o: { text: string }) => o.text)).toEqual(['አዎ', 'Lakki']);
    expect(am.body.payload.options[1].translations).toEqual({ om: 'Lakki', en: 'No', am: null });
  });

  it('rewords options by id, and refuses a type with the wrong number of them', async () => {
    const id = await k.create('questions', choice('multiple_choice', ['A', 'B', 'C']));
    const read = await k.api('GET', `questions/${id}`, { query: 'includes[]=options' });
    const [a, , c] = read.body.payload.options;
    const patched = await k.api('PATCH', `questions/${id}`, {
      body: {
        options: [
          { id: c.id, text: 'C again' },
          { id: a.id, text: 'A again' },
        ],
      },
    });
    expect(patched.status).toBe(200);
    const after = await k.api('GET', `questions/${id}`, { query: 'includes[]=options' });
    expect(after.body.payload.options).toMatchObject([
      { id: c.id, text: 'C again', position: 0 },
      { id: a.id, text: 'A again', position: 1 },
    ]);
    const open = await k.api('PATCH', `questions/${id}`, { body: { type: 'open_ended' } });
    expect(open.status).toBe(422);
    const cleared = await k.api('PATCH', `questions/${id}`, {
      body: { type: 'open_ended', options: [] },
    });
    expect(cleared.status).toBe(200);
    const foreign = await k.api('PATCH', `questions/${id}`, {
      body: { type: 'single_choice', options: [{ id: 999999, text: 'x' }, { text: 'y' }] },
    });
    expect(foreign.body.errors).toEqual([{ 'options.0.id': 'Not an option of this question' }]);
  });

  it('is asked of an audience or of one existing institute (422 otherwise)', async () => {
    const base = { text: 'Q', type: 'open_ended' };
    const none = await k.api('POST', 'questions', { body: base });
    expect(none.body.errors).toEqual([{ audience: expect.any(String) }]);
    const both = await k.api('POST', 'questions', {
      body: { ...base, audience: 'both', addressedInstituteId: k.institutes.a },
    });
    expect(both.body.errors).toEqual([{ addressedInstituteId: expect.any(String) }]);
    const unknown = await k.api('POST', 'questions', {
      body: { ...base, addressedInstituteId: 999999 },
    });
    expect(unknown.body.errors).toEqual([{ addressedInstituteId: 'No such institute' }]);
    const noSurvey = await k.api('POST', 'questions', { body: { ...base, surveyId: 999999 } });
    expect(noSurvey.body.errors).toEqual([{ surveyId: 'No such survey' }]);
    const badType = await k.api('POST', 'questions', { body: { ...base, type: 'essay' } });
    expect(badType.status).toBe(422);
  });
});

describe('who sees which question', () => {
  let q: Record<'members' | 'institutes' | 'both' | 'a' | 'b', number>;
  beforeAll(async () => {
    const ask = (extra: object) =>
      k.create('questions', { text: 'Q', type: 'open_ended', ...extra });
    q = {
      members: await ask({ audience: 'members' }),
      institutes: await ask({ audience: 'institutes' }),
      both: await ask({ audience: 'both' }),
      a: await ask({ addressedInstituteId: k.institutes.a }),
      b: await ask({ addressedInstituteId: k.institutes.b }),
    };
  });
  const listed = async (token: string) =>
    idsOf(
      await k.api('GET', 'questions', {
        query: `pagination[pageSize]=100&filter[id][in]=${Object.values(q).join(',')}`,
        token,
      }),
    );

  it('lists to each caller only what is addressed to them', async () => {
    const sorted = (...ids: number[]) => ids.sort((x, y) => x - y);
    expect(await listed(k.tokens.admin)).toEqual(sorted(...Object.values(q)));
    expect(await listed(k.tokens.instituteA)).toEqual(sorted(q.institutes, q.both, q.a));
    expect(await listed(k.tokens.instituteB)).toEqual(sorted(q.institutes, q.both, q.b));
    expect(await listed(k.tokens.member)).toEqual(sorted(q.members, q.both));
  });

  it('answers 404 for a question outside the caller’s scope, on every route', async () => {
    const routes = (id: number) =>
      [
        ['GET', `questions/${id}`],
        ['GET', `questions/${id}/comments`],
        ['POST', `questions/${id}/comments`],
        ['GET', `questions/${id}/answers`],
        ['POST', `questions/${id}/answers`],
      ] as const;
    for (const [token, hidden] of [
      [k.tokens.instituteA, q.b],
      [k.tokens.instituteB, q.a],
      [k.tokens.instituteA, q.members],
      [k.tokens.member, q.institutes],
      [k.tokens.member, q.a],
    ] as const) {
      for (const [method, url] of routes(hidden)) {
        const res = await k.api(method, url, { token, body: method === 'POST' ? {} : undefined });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
    }
    expect((await k.api('GET', `questions/${q.a}`, { token: k.tokens.instituteA })).status).toBe(
      200,
    );
  });

  it('lets members and institutes comment on what they see, not change it', async () => {
    const said = await k.api('POST', `questions/${q.both}/comments`, {
      token: k.tokens.member,
      body: { body: 'Yeroo dabalataa barbaanna' },
    });
    expect(said.status).toBe(200);
    const put = await k.api('PATCH', `questions/${q.a}`, {
      token: k.tokens.instituteA,
      body: { text: 'x' },
    });
    expect(put.status).toBe(403);
  });
});

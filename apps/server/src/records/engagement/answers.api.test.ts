import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, hoursFromNow, type EngagementKit } from './test-kit.js';

let k: EngagementKit;
beforeAll(async () => {
  k = await engagementKit();
});
afterAll(async () => {
  await k?.t.close();
});

/** A question and its option ids. */
async function ask(type: string, options: string[], extra: object = {}) {
  const id = await k.create('questions', {
    text: { om: 'Gaaffii', en: 'Question' },
    type,
    audience: 'members',
    options: options.map((text) => ({ text })),
    ...extra,
  });
  const read = await k.api('GET', `questions/${id}`, { query: 'includes[]=options' });
  return { id, options: (read.body.payload.options as { id: number }[]).map((o) => o.id) };
}
const answer = (id: number, body: unknown, token = k.tokens.member) =>
  k.api('POST', `questions/${id}/answers`, { body, token });

describe('answering a question', () => {
  it('answers once per person, editable until the due date', async () => {
    const q = await ask('single_choice', ['Karaa', 'Bishaan', 'Mana barumsaa'], {
      dueAt: hoursFromNow(1),
    });
    const first = await answer(q.id, { optionIds: [q.options[0]] });
    expect(first.status).toBe(200);
    expect(first.body.payload).toMatchObject({ questionId: q.id, optionIds: [q.options[0]] });
    const edited = await answer(q.id, { optionIds: [q.options[2]] });
    expect(edited.status).toBe(200);
    expect(edited.body.payload).toMatchObject({
      id: first.body.payload.id,
      optionIds: [q.options[2]],
    });
    const rows = await k.t.services.db
      .selectFrom('questionAnswers')
      .selectAll()
      .where('questionId', '=', q.id)
      .execute();
    expect(rows).toHaveLength(1);

    const read = await k.api('GET', `questions/${q.id}`, {
      token: k.tokens.member,
      query: 'includes[]=myAnswer&includes[]=answered',
    });
    expect(read.body.payload).toMatchObject({
      answered: true,
      myAnswer: { optionIds: [q.options[2]] },
    });
    const other = await k.api('GET', `questions/${q.id}`, {
      token: k.tokens.otherMember,
      query: 'includes[]=myAnswer&includes[]=answered',
    });
    expect(other.body.payload).toMatchObject({ answered: false, myAnswer: null });

    await k.api('PATCH', `questions/${q.id}`, { body: { dueAt: hoursFromNow(-1) } });
    const late = await answer(q.id, { optionIds: [q.options[1]] });
    expect(late.status).toBe(409);
    expect((await answer(q.id, { optionIds: [q.options[1]] }, k.tokens.otherMember)).status).toBe(
      409,
    );
  });

  it('checks the answer against the question type and its own options (422)', async () => {
    const single = await ask('single_choice', ['A', 'B']);
    const multi = await ask('multiple_choice', ['A', 'B', 'C']);
    const open = await ask('open_ended', []);
    const foreign = multi.options[0];
    const cases: [number, unknown, string][] = [
      [single.id, { optionIds: single.options }, 'optionIds'],
      [single.id, { optionIds: [] }, 'optionIds'],
      [single.id, { optionIds: [foreign] }, 'optionIds'],
      [single.id, { text: 'words' }, 'text'],
      [multi.id, {}, 'optionIds'],
      [multi.id, { optionIds: [foreign, foreign] }, 'optionIds'],
      [open.id, { text: '   ' }, 'text'],
      [open.id, { text: 'x'.repeat(4001) }, 'text'],
      [open.id, { optionIds: [foreign] }, 'optionIds'],
    ];
    for (const [id, body, field] of cases) {
      const res = await answer(id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors[0])).toEqual([field]);
    }
    expect((await answer(multi.id, { optionIds: multi.options.slice(0, 2) })).status).toBe(200);
    expect((await answer(open.id, { text: 'Bishaan dhugaatii barbaachisa' })).status).toBe(200);
  });

  it('is for the audience: administrators do not answer, survey questions go by survey', async () => {
    const q = await ask('open_ended', []);
    expect((await answer(q.id, { text: 'x' }, k.tokens.admin)).status).toBe(403);
    const forA = await ask('open_ended', [], {
      audience: null,
      addressedInstituteId: k.institutes.a,
    });
    expect((await answer(forA.id, { text: 'Gabaasni erga' }, k.tokens.instituteA)).status).toBe(
      200,
    );
    expect((await answer(forA.id, { text: 'x' }, k.tokens.instituteB)).status).toBe(404);
    expect((await answer(forA.id, { text: 'x' }, k.tokens.member)).status).toBe(404);
    const survey = await k.create('surveys', { title: 'S', audience: 'members' });
    const inSurvey = await k.create('questions', {
      text: 'Q',
      type: 'open_ended',
      surveyId: survey,
    });
    await k.publish(survey);
    expect((await answer(inSurvey, { text: 'x' })).status).toBe(409);
  });
});

describe('the answers and the results of a question', () => {
  let q: { id: number; options: number[] };
  beforeAll(async () => {
    q = await ask('multiple_choice', ['Karaa', 'Bishaan', 'Fayyaa']);
    await answer(q.id, { optionIds: [q.options[0], q.options[1]] });
    await answer(q.id, { optionIds: [q.options[1]] }, k.tokens.otherMember);
  });

  it('shows administrators every answer with its author, others only their own', async () => {
    const all = await k.api('GET', `questions/${q.id}/answers`, { query: 'sorting[id]=asc' });
    expect(all.status).toBe(200);
    expect(all.body._attributes.pagination.total).toBe(2);
    expect(all.body.payload.map((a: { userId: number }) => a.userId)).toEqual([
      k.users.member,
      k.users.otherMember,
    ]);
    expect(all.body.payload[0].userName).toEqual(expect.any(String));
    const mine = await k.api('GET', `questions/${q.id}/answers`, { token: k.tokens.member });
    expect(mine.body.payload).toHaveLength(1);
    expect(mine.body.payload[0]).toMatchObject({
      userId: k.users.member,
      optionIds: q.options.slice(0, 2),
    });
    const byUser = await k.api('GET', `questions/${q.id}/answers`, {
      query: `filter[userId]=${k.users.otherMember}`,
    });
    expect(byUser.body.payload).toHaveLength(1);
  });

  it('counts each option and the written answers for administrators only', async () => {
    const res = await k.api('GET', `questions/${q.id}/results`, { query: 'locale=en' });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      questionId: q.id,
      type: 'multiple_choice',
      answerCount: 2,
      openAnswerCount: 0,
      options: [
        { id: q.options[0], count: 1 },
        { id: q.options[1], count: 2 },
        { id: q.options[2], count: 0 },
      ],
    });
    expect(
      (await k.api('GET', `questions/${q.id}/results`, { token: k.tokens.member })).status,
    ).toBe(403);
    const open = await ask('open_ended', []);
    await answer(open.id, { text: 'Tajaajila saffisaa' });
    const openResults = await k.api('GET', `questions/${open.id}/results`);
    expect(openResults.body.payload).toMatchObject({
      answerCount: 1,
      openAnswerCount: 1,
      options: [],
    });
  });

  it('fixes the type and the option set once answered; wording may still change', async () => {
    expect(
      (await k.api('PATCH', `questions/${q.id}`, { body: { type: 'single_choice' } })).status,
    ).toBe(409);
    const grow = await k.api('PATCH', `questions/${q.id}`, {
      body: { options: [...q.options.map((id) => ({ id, text: 'x' })), { text: 'New' }] },
    });
    expect(grow.status).toBe(409);
    const reword = await k.api('PATCH', `questions/${q.id}`, {
      body: { options: q.options.map((id, i) => ({ id, text: `Option ${i}` })) },
    });
    expect(reword.status).toBe(200);
    const history = await k.api('GET', `questions/${q.id}`, { query: 'includes[]=auditHistory' });
    const actions = history.body.payload.auditHistory.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['update', 'answer', 'answer', 'create']);
  });
});

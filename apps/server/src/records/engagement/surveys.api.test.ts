import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, hoursFromNow, idsOf, type EngagementKit } from './test-kit.js';

let k: EngagementKit;
beforeAll(async () => {
  k = await engagementKit();
});
afterAll(async () => {
  await k?.t.close();
});

interface SurveyQ {
  id: number;
  options: number[];
}

/** A published survey for members with a single-choice, a multiple-choice and an open question. */
async function survey(extra: object = {}) {
  const id = await k.create('surveys', {
    title: { om: 'Sagalee tajaajilaa', en: 'Service survey' },
    audience: 'members',
    opensAt: hoursFromNow(-1),
    closesAt: hoursFromNow(24),
    ...extra,
  });
  const q = (type: string, options: string[], position: number) =>
    k.create('questions', {
      text: `Q${position}`,
      type,
      surveyId: id,
      position,
      options: options.map((text) => ({ text })),
    });
  await q('single_choice', ['Gaarii', 'Giddugaleessa', 'Gadhee'], 0);
  await q('multiple_choice', ['Bishaan', 'Karaa', 'Ibsa'], 1);
  await q('open_ended', [], 2);
  await k.publish(id);
  const read = await k.api('GET', `surveys/${id}`, { query: 'includes[]=questions' });
  const questions = read.body.payload.questions.map(
    (x: { id: number; options: { id: number }[] }) => ({
      id: x.id,
      options: x.options.map((o) => o.id),
    }),
  ) as SurveyQ[];
  return { id, questions };
}

const full = ([single, multi, open]: SurveyQ[]) => ({
  answers: [
    { questionId: single!.id, optionIds: [single!.options[0]] },
    { questionId: multi!.id, optionIds: [multi!.options[0], multi!.options[2]] },
    { questionId: open!.id, text: 'Tajaajilli bishaanii fooyya’uu qaba' },
  ],
});
const respond = (id: number, body: unknown, token = k.tokens.member) =>
  k.api('POST', `surveys/${id}/responses`, { body, token });
const savedAnswers = (questionIds: number[]) =>
  k.t.services.db
    .selectFrom('questionAnswers')
    .selectAll()
    .where('questionId', 'in', questionIds)
    .execute();

describe('a survey', () => {
  it('shows its questions in order with options, and refuses bad dates (422)', async () => {
    const s = await survey();
    const read = await k.api('GET', `surveys/${s.id}`, {
      token: k.tokens.member,
      query: 'locale=en&includes[]=questions&includes[]=responded',
    });
    expect(read.body.payload).toMatchObject({ title: 'Service survey', responded: false });
    expect(read.body.payload.questions.map((q: { type: string }) => q.type)).toEqual([
      'single_choice',
      'multiple_choice',
      'open_ended',
    ]);
    const bad = await k.api('POST', 'surveys', {
      body: {
        title: 'x',
        audience: 'members',
        opensAt: hoursFromNow(2),
        closesAt: hoursFromNow(1),
      },
    });
    expect(bad.body.errors).toEqual([{ closesAt: expect.any(String) }]);
    const withAudience = await k.api('POST', 'questions', {
      body: { text: 'Q', type: 'open_ended', surveyId: s.id, audience: 'both' },
    });
    expect(withAudience.body.errors).toEqual([{ audience: expect.any(String) }]);
  });

  it('is seen by its audience only, with its questions', async () => {
    const forMembers = await survey();
    const forInstitutes = await k.create('surveys', { title: 'I', audience: 'institutes' });
    await k.publish(forInstitutes);
    const filter = `filter[id][in]=${forMembers.id},${forInstitutes}`;
    expect(idsOf(await k.api('GET', 'surveys', { query: filter, token: k.tokens.member }))).toEqual(
      [forMembers.id],
    );
    expect(idsOf(await k.api('GET', 'surveys', { query: filter }))).toHaveLength(2);
    expect(
      (await k.api('GET', `surveys/${forInstitutes}`, { token: k.tokens.member })).status,
    ).toBe(404);
    expect((await respond(forInstitutes, full(forMembers.questions))).status).toBe(404);
    const qid = forMembers.questions[0]!.id;
    expect((await k.api('GET', `questions/${qid}`, { token: k.tokens.member })).status).toBe(200);
    expect((await k.api('GET', `questions/${qid}`, { token: k.tokens.instituteA })).status).toBe(
      404,
    );
    // Institute users answer surveys for institutes, not members' ones.
    expect(
      (await respond(forMembers.id, full(forMembers.questions), k.tokens.instituteA)).status,
    ).toBe(404);
  });
});

describe('responding to a survey', () => {
  it('saves every answer or none: one bad answer leaves nothing behind', async () => {
    const s = await survey();
    const ids = s.questions.map((q) => q.id);
    const body = full(s.questions);
    body.answers[1] = { questionId: ids[1]!, optionIds: [s.questions[0]!.options[0]!] };
    const bad = await respond(s.id, body);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ 'answers.1.optionIds': 'Not an option of this question' }]);
    const missing = await respond(s.id, { answers: full(s.questions).answers.slice(0, 2) });
    expect(missing.body.errors).toEqual([{ answers: expect.stringContaining(String(ids[2])) }]);
    const twice = await respond(s.id, {
      answers: [...full(s.questions).answers, full(s.questions).answers[0]],
    });
    expect(twice.body.errors).toEqual([{ 'answers.3.questionId': expect.any(String) }]);
    expect(await savedAnswers(ids)).toEqual([]);
    const responses = await k.t.services.db.selectFrom('surveyResponses').selectAll().execute();
    expect(responses.filter((r) => r.surveyId === s.id)).toEqual([]);

    const good = await respond(s.id, full(s.questions));
    expect(good.status).toBe(200);
    expect(good.body.payload.answers).toHaveLength(3);
    expect(await savedAnswers(ids)).toHaveLength(3);
    const again = full(s.questions);
    again.answers[0] = { questionId: ids[0]!, optionIds: [s.questions[0]!.options[1]!] };
    expect((await respond(s.id, again)).status).toBe(200);
    expect(await savedAnswers(ids)).toHaveLength(3);
    const read = await k.api('GET', `surveys/${s.id}`, {
      token: k.tokens.member,
      query: 'includes[]=questions&includes[]=responded',
    });
    expect(read.body.payload.responded).toBe(true);
    expect(read.body.payload.questions[0].myAnswer.optionIds).toEqual([s.questions[0]!.options[1]]);
  });

  it('takes responses only while open (409), and never from administrators (403)', async () => {
    const early = await survey({ opensAt: hoursFromNow(1), closesAt: hoursFromNow(2) });
    expect((await respond(early.id, full(early.questions))).status).toBe(409);
    // Published while open, closed since.
    const closed = await survey({ opensAt: hoursFromNow(-2), closesAt: hoursFromNow(1) });
    await k.api('PATCH', `surveys/${closed.id}`, { body: { closesAt: hoursFromNow(-1) } });
    expect((await respond(closed.id, full(closed.questions))).status).toBe(409);
    const always = await survey({ opensAt: null, closesAt: null });
    expect((await respond(always.id, full(always.questions))).status).toBe(200);
    expect((await respond(always.id, full(always.questions), k.tokens.admin)).status).toBe(403);
    expect(await savedAnswers([...early.questions, ...closed.questions].map((q) => q.id))).toEqual(
      [],
    );
  });

  it('reports per-question, per-option counts and the response count to administrators', async () => {
    const s = await survey();
    await respond(s.id, full(s.questions));
    const other = full(s.questions);
    other.answers[0] = { questionId: s.questions[0]!.id, optionIds: [s.questions[0]!.options[2]!] };
    await respond(s.id, other, k.tokens.otherMember);
    const res = await k.api('GET', `surveys/${s.id}/results`);
    expect(res.status).toBe(200);
    expect(res.body.payload.responseCount).toBe(2);
    const [single, multi, open] = res.body.payload.questions;
    expect(single.options.map((o: { count: number }) => o.count)).toEqual([1, 0, 1]);
    expect(multi.options.map((o: { count: number }) => o.count)).toEqual([2, 0, 2]);
    expect(open).toMatchObject({ answerCount: 2, openAnswerCount: 2 });
    expect((await k.api('GET', `surveys/${s.id}/results`, { token: k.tokens.member })).status).toBe(
      403,
    );
    const history = await k.api('GET', `surveys/${s.id}`, { query: 'includes[]=auditHistory' });
    expect(history.body.payload.auditHistory.map((e: { action: string }) => e.action)).toEqual([
      'respond',
      'respond',
      'open',
      'publish',
      'question-add',
      'question-add',
      'question-add',
      'create',
    ]);
  });
});

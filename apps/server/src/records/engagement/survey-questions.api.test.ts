import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, hoursFromNow, type EngagementKit } from './test-kit.js';

let k: EngagementKit;
beforeAll(async () => {
  k = await engagementKit();
});
afterAll(async () => {
  await k?.t.close();
});

interface ReadQuestion {
  id: number;
  type: string;
  text: string;
  position: number;
  options: { id: number; text: string }[];
}

const newSurvey = () =>
  k.create('surveys', {
    title: { om: 'Qorannoo', en: 'Survey' },
    audience: 'members',
    opensAt: hoursFromNow(-1),
    closesAt: hoursFromNow(24),
  });

/** A question added to a survey as its screen adds one: text, type and options only. */
const addQuestion = (surveyId: number, type: string, options: string[], text = 'Q') =>
  k.create('questions', {
    surveyId,
    type,
    text: { om: `${text} om`, en: `${text} en`, am: `${text} am` },
    options: options.map((o) => ({ text: { om: o, en: `${o} (en)` } })),
  });

const questionsOf = async (surveyId: number, query = 'includes[]=questions') =>
  (await k.api('GET', `surveys/${surveyId}`, { query })).body.payload.questions as ReadQuestion[];

const order = (surveyId: number, questionIds: unknown, token?: string) =>
  k.api('PUT', `surveys/${surveyId}/questions/order`, {
    body: { questionIds },
    ...(token ? { token } : {}),
  });

describe("building a survey's questions", () => {
  it('adds questions at the end, taking the audience and dates from the survey', async () => {
    const s = await newSurvey();
    const single = await addQuestion(s, 'single_choice', ['Eeyyee', 'Lakki']);
    const multi = await addQuestion(s, 'multiple_choice', ['A', 'B', 'C']);
    const open = await addQuestion(s, 'open_ended', []);
    const read = await questionsOf(s, 'includes[]=questions&locale=en');
    expect(read.map((q) => [q.id, q.position])).toEqual([
      [single, 0],
      [multi, 1],
      [open, 2],
    ]);
    expect(read[0]).toMatchObject({ text: 'Q en', options: [{ text: 'Eeyyee (en)' }, {}] });
    const q = await k.api('GET', `questions/${single}`, { query: 'includes[]=survey' });
    expect(q.body.payload).toMatchObject({
      audience: null,
      dueAt: null,
      surveyId: s,
      survey: { id: s, name: 'Qorannoo' },
    });
    // A member of the audience reads it through the survey's audience, once it is published.
    expect((await k.api('GET', `questions/${open}`, { token: k.tokens.member })).status).toBe(404);
    await k.publish(s);
    expect((await k.api('GET', `questions/${open}`, { token: k.tokens.member })).status).toBe(200);
  });

  it('refuses what a survey question cannot have (422), and moving it to another survey', async () => {
    const s = await newSurvey();
    const bad = async (body: object) =>
      (await k.api('POST', 'questions', { body: { surveyId: s, text: 'Q', ...body } })).body.errors;
    expect(await bad({ type: 'open_ended', dueAt: hoursFromNow(2) })).toEqual([
      { dueAt: expect.any(String) },
    ]);
    expect(await bad({ type: 'open_ended', audience: 'institutes' })).toEqual([
      { audience: expect.any(String) },
    ]);
    expect(await bad({ type: 'single_choice', options: [{ text: 'only one' }] })).toEqual([
      { options: expect.any(String) },
    ]);
    expect(await bad({ type: 'yes_no' })).toEqual([{ type: expect.any(String) }]);
    const missing = await k.api('POST', 'questions', {
      body: { surveyId: 999_999, text: 'Q', type: 'open_ended' },
    });
    expect(missing.body.errors).toEqual([{ surveyId: expect.any(String) }]);
    const id = await addQuestion(s, 'open_ended', []);
    const moved = await k.api('PATCH', `questions/${id}`, {
      body: { surveyId: await newSurvey() },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual([
      { surveyId: 'A question stays in the survey it was made in' },
    ]);
  });

  it('edits a question: text in three languages, type and options', async () => {
    const s = await newSurvey();
    const id = await addQuestion(s, 'single_choice', ['A', 'B']);
    const [before] = await questionsOf(s);
    const res = await k.api('PATCH', `questions/${id}`, {
      body: {
        text: { om: 'Gaaffii haaraa', en: 'New question', am: 'አዲስ ጥያቄ' },
        type: 'multiple_choice',
        options: [
          { id: before!.options[1]!.id, text: { om: 'B2' } },
          { text: { om: 'C', en: 'C', am: 'ሐ' } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const read = await k.api('GET', `questions/${id}`, {
      query: 'includes[]=translations&locale=am',
    });
    expect(read.body.payload).toMatchObject({
      text: 'አዲስ ጥያቄ',
      type: 'multiple_choice',
      translations: { text: { om: 'Gaaffii haaraa', en: 'New question', am: 'አዲስ ጥያቄ' } },
    });
    expect(read.body.payload.options.map((o: { text: string }) => o.text)).toEqual(['B2', 'ሐ']);
  });

  it('reorders in one request, and refuses an order that is not every question once', async () => {
    const s = await newSurvey();
    const [a, b, c] = [
      await addQuestion(s, 'open_ended', []),
      await addQuestion(s, 'open_ended', []),
      await addQuestion(s, 'open_ended', []),
    ];
    const res = await order(s, [c, a, b]);
    expect(res.status).toBe(200);
    expect(res.body.payload.map((q: ReadQuestion) => q.id)).toEqual([c, a, b]);
    expect((await questionsOf(s)).map((q) => [q.id, q.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const history = await k.api('GET', `questions/${c}`, { query: 'includes[]=auditHistory' });
    expect(history.body.payload.auditHistory[0]).toMatchObject({ action: 'update' });

    const other = await addQuestion(await newSurvey(), 'open_ended', []);
    for (const ids of [[a, b], [a, b, c, c], [a, b, other], []]) {
      expect((await order(s, ids)).status, JSON.stringify(ids)).toBe(422);
    }
    expect((await order(s, ['x', a, b])).status).toBe(422);
    expect((await order(999_999, [a, b, c])).status).toBe(404);
    expect((await questionsOf(s)).map((q) => q.id)).toEqual([c, a, b]);
  });

  it('removes a question from a survey still without responses', async () => {
    const s = await newSurvey();
    const a = await addQuestion(s, 'open_ended', []);
    const b = await addQuestion(s, 'open_ended', []);
    const read = await k.api('GET', `questions/${a}`);
    expect(read.body.payload.can).toMatchObject({ update: true, delete: true });
    expect((await k.api('DELETE', `questions/${a}`)).status).toBe(200);
    expect((await questionsOf(s)).map((q) => q.id)).toEqual([b]);
    expect((await order(s, [b])).status).toBe(200);
  });

  it('lets members and institute staff do none of it (403)', async () => {
    const s = await newSurvey();
    const id = await addQuestion(s, 'open_ended', []);
    for (const token of [k.tokens.member, k.tokens.instituteA]) {
      const create = await k.api('POST', 'questions', {
        body: { surveyId: s, text: 'Q', type: 'open_ended' },
        token,
      });
      expect(create.status).toBe(403);
      const edit = await k.api('PATCH', `questions/${id}`, { body: { text: 'x' }, token });
      expect(edit.status).toBe(403);
      expect((await k.api('DELETE', `questions/${id}`, { token })).status).toBe(403);
      expect((await order(s, [id], token)).status).toBe(403);
    }
    expect((await questionsOf(s)).map((q) => q.id)).toEqual([id]);
  });
});

describe('a survey with responses', () => {
  async function answered() {
    const s = await newSurvey();
    const single = await addQuestion(s, 'single_choice', ['A', 'B', 'C']);
    const open = await addQuestion(s, 'open_ended', []);
    await k.publish(s);
    const qs = await questionsOf(s);
    const chosen = qs[0]!.options[0]!.id;
    const res = await k.api('POST', `surveys/${s}/responses`, {
      token: k.tokens.member,
      body: {
        answers: [
          { questionId: single, optionIds: [chosen] },
          { questionId: open, text: '=Bishaan qulqulluu' },
        ],
      },
    });
    expect(res.status).toBe(200);
    return { s, single, open, options: qs[0]!.options.map((o) => o.id) };
  }

  it('keeps its set of questions and options (409) but may be reworded and reordered', async () => {
    const { s, single, open, options } = await answered();
    const add = await k.api('POST', 'questions', {
      body: { surveyId: s, text: 'Late', type: 'open_ended' },
    });
    expect(add.status).toBe(409);
    expect((await k.api('DELETE', `questions/${open}`)).status).toBe(409);
    const read = await k.api('GET', `questions/${open}`);
    expect(read.body.payload.can).toMatchObject({ delete: false });
    const dropChosen = await k.api('PATCH', `questions/${single}`, {
      body: { options: options.slice(1).map((id) => ({ id, text: 'x' })) },
    });
    expect(dropChosen.status).toBe(409);
    const retype = await k.api('PATCH', `questions/${single}`, { body: { type: 'open_ended' } });
    expect(retype.status).toBe(409);
    const reword = await k.api('PATCH', `questions/${single}`, {
      body: {
        text: { en: 'Reworded' },
        options: options.map((id, i) => ({ id, text: { en: `Option ${i + 1}` } })),
      },
    });
    expect(reword.status).toBe(200);
    expect((await order(s, [open, single])).status).toBe(200);
    expect((await questionsOf(s)).map((q) => q.id)).toEqual([open, single]);
  });

  it('reports the response rate against the audience, and exports the results as CSV', async () => {
    const { s } = await answered();
    const active = await k.t.services.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', '=', 'member')
      .where('status', '=', 'active')
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const results = await k.api('GET', `surveys/${s}/results`, { query: 'locale=en' });
    expect(results.body.payload).toMatchObject({
      responseCount: 1,
      audienceCount: Number(active.n),
    });
    expect(Number(active.n)).toBeGreaterThanOrEqual(2);

    const csv = await k.api('GET', `surveys/${s}/results/export.csv`, {
      query:
        'locale=en&calendar=ethiopic&labels[question]=Question&labels[answer]=Answer' +
        '&labels[responseRate]=Response%20rate',
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('number,Question,Answer,count,percent,respondent,date');
    expect(lines[1]).toBe(
      `,Response rate,1 / ${active.n},1,${Math.round(100 / Number(active.n))},,`,
    );
    expect(lines[2]).toBe('1,Q en,A (en),1,100,,');
    expect(lines[3]).toBe('1,Q en,B (en),0,0,,');
    // A written answer that starts like a formula is kept as text; its date is Ethiopic.
    expect(lines[5]).toMatch(
      /^2,Q en,'=Bishaan qulqulluu,,,Test member \d+,"\d+ \w+ 20\d\d E\.C\., \d\d:\d\d"$/,
    );

    const bad = await k.api('GET', `surveys/${s}/results/export.csv`, {
      query: 'labels[nope]=x',
    });
    expect(bad.status).toBe(422);
    for (const token of [k.tokens.member, k.tokens.instituteA]) {
      expect((await k.api('GET', `surveys/${s}/results/export.csv`, { token })).status).toBe(403);
    }
  });
});

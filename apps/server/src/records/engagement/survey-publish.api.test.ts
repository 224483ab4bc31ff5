import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, hoursFromNow, idsOf, type EngagementKit } from './test-kit.js';

let k: EngagementKit;
beforeAll(async () => {
  k = await engagementKit();
});
afterAll(async () => {
  await k?.t.close();
});

/** Fans out what the last requests queued (reminders first), as the worker does after a write. */
const settle = async () => {
  k.t.services.mailQueue.wake();
  await k.t.services.mailQueue.drain();
  await k.t.services.mailQueue.drain();
};
/** The notifications of `token`'s owner about one survey, by kind. */
const toldOf = async (token: string, id: number) => {
  await settle();
  const res = await k.api('GET', 'notifications', { token });
  return (res.body.payload as { kind: string; resource: string; recordId: number }[])
    .filter((n) => n.resource === 'surveys' && n.recordId === id)
    .map((n) => n.kind);
};
const publish = (id: number, token?: string) =>
  k.api('POST', `surveys/${id}/publish`, token ? { token } : {});
const addQuestion = (surveyId: number, text: object) =>
  k.create('questions', { text, type: 'open_ended', surveyId });
const historyOf = async (id: number, token = k.tokens.admin) => {
  const res = await k.api('GET', `surveys/${id}`, { token, query: 'includes[]=auditHistory' });
  return res.body.payload.auditHistory as {
    action: string;
    changes: Record<string, [unknown, unknown]> | null;
  }[];
};

describe('a draft survey', () => {
  it('is made by the old create call, seen by administrators only, and tells nobody', async () => {
    // The seed's client creates a survey as it always did: it is a draft.
    const res = await k.api('POST', 'surveys', {
      body: { title: 'Sagalee bishaanii', audience: 'members', opensAt: null, closesAt: null },
    });
    expect(res.status).toBe(200);
    const id = res.body.payload.id as number;
    expect(res.body.payload.publishedAt).toBeNull();
    const q = await addQuestion(id, { om: 'Bishaan qulqulluudhaa?' });
    const filter = `filter[id][in]=${id}`;
    expect(idsOf(await k.api('GET', 'surveys', { query: filter }))).toEqual([id]);
    for (const token of [k.tokens.member, k.tokens.instituteA]) {
      expect(idsOf(await k.api('GET', 'surveys', { query: filter, token }))).toEqual([]);
      expect((await k.api('GET', `surveys/${id}`, { token })).status).toBe(404);
      expect((await k.api('GET', `questions/${q}`, { token })).status).toBe(404);
    }
    const answer = await k.api('POST', `surveys/${id}/responses`, {
      token: k.tokens.member,
      body: { answers: [{ questionId: q, text: 'Eeyyee' }] },
    });
    expect(answer.status).toBe(404);
    // Saving it again tells nobody either.
    await k.api('PATCH', `surveys/${id}`, { body: { title: 'Sagalee bishaan dhugaatii' } });
    expect(await toldOf(k.tokens.member, id)).toEqual([]);
  });
});

describe('publishing a survey', () => {
  it('is refused without questions or once closed (409 naming why), and to members (403)', async () => {
    const id = await k.create('surveys', { title: 'Duwwaa', audience: 'members' });
    const empty = await publish(id);
    expect(empty.status).toBe(409);
    expect(empty.body.details).toEqual([{ field: 'questions', code: 'publishWithoutQuestions' }]);
    expect(empty.body.message).toMatch(/question/);
    await addQuestion(id, { om: 'Yaada kee?' });
    expect((await publish(id, k.tokens.member)).status).toBe(403);
    expect((await publish(id, k.tokens.instituteA)).status).toBe(403);
    const closed = await k.create('surveys', {
      title: 'Cufame',
      audience: 'members',
      opensAt: hoursFromNow(-3),
      closesAt: hoursFromNow(-1),
    });
    await addQuestion(closed, { om: 'Yaada kee?' });
    const late = await publish(closed);
    expect(late.status).toBe(409);
    expect(late.body.details).toEqual([{ field: 'closesAt', code: 'publishClosed' }]);
    expect((await publish(999_999)).status).toBe(404);
    expect(await toldOf(k.tokens.member, id)).toEqual([]);
  });

  it('shows it to its audience and tells them once: not again when saved or published again', async () => {
    const id = await k.create('surveys', { title: { en: 'Roads survey' }, audience: 'members' });
    await addQuestion(id, { en: 'Which road first?' });
    const res = await publish(id);
    expect(res.status).toBe(200);
    const publishedAt = res.body.payload.publishedAt as string;
    expect(Date.parse(publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      idsOf(
        await k.api('GET', 'surveys', { query: `filter[id][in]=${id}`, token: k.tokens.member }),
      ),
    ).toEqual([id]);
    expect(await toldOf(k.tokens.member, id)).toEqual(['survey-opened']);
    expect(await toldOf(k.tokens.otherMember, id)).toEqual(['survey-opened']);
    expect(await toldOf(k.tokens.instituteA, id)).toEqual([]);

    // A second click answers it as it is; a later save changes nothing of who was told.
    const again = await publish(id);
    expect(again.status).toBe(200);
    expect(again.body.payload.publishedAt).toBe(publishedAt);
    await k.api('PATCH', `surveys/${id}`, { body: { title: { en: 'Roads survey 2027' } } });
    expect(await toldOf(k.tokens.member, id)).toEqual(['survey-opened']);
    const actions = (await historyOf(id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'publish')).toHaveLength(1);
    expect(actions.filter((a) => a === 'open')).toHaveLength(1);
  });

  it('made to open later, tells its audience when its time comes, once', async () => {
    const id = await k.create('surveys', {
      title: { en: 'Water survey' },
      audience: 'members',
      opensAt: hoursFromNow(1),
    });
    await addQuestion(id, { en: 'Is the water clean?' });
    expect((await publish(id)).status).toBe(200);
    expect(await toldOf(k.tokens.member, id)).toEqual([]);
    // Its time comes.
    await k.t.services.db
      .updateTable('surveys')
      .set({ opensAt: hoursFromNow(-0.01) })
      .where('id', '=', id)
      .execute();
    expect(await toldOf(k.tokens.member, id)).toEqual(['survey-opened']);
    expect(await toldOf(k.tokens.member, id)).toEqual(['survey-opened']);
  });
});

describe("a survey's history", () => {
  it('has its questions added and removed, and its publication; its audience reads it from then', async () => {
    const id = await k.create('surveys', { title: 'Sagalee karaa', audience: 'members' });
    const first = await addQuestion(id, { om: 'Karaan akkam?', en: 'How is the road?' });
    const mistaken = await addQuestion(id, { om: 'Dogoggora' });
    expect((await k.api('DELETE', `questions/${mistaken}`)).status).toBe(200);
    await publish(id);
    const history = await historyOf(id);
    expect(history.map((e) => e.action)).toEqual([
      'open',
      'publish',
      'question-remove',
      'question-add',
      'question-add',
      'create',
    ]);
    expect(history[3]!.changes).toEqual({
      [`question${mistaken}`]: [
        null,
        { id: mistaken, textOm: 'Dogoggora', textEn: null, textAm: null },
      ],
    });
    expect(history[2]!.changes).toEqual({
      [`question${mistaken}`]: [
        { id: mistaken, textOm: 'Dogoggora', textEn: null, textAm: null },
        null,
      ],
    });
    expect(history[4]!.changes?.[`question${first}`]?.[1]).toMatchObject({
      textOm: 'Karaan akkam?',
      textEn: 'How is the road?',
    });
    expect(history[1]!.changes?.publishedAt?.[0]).toBeNull();
    // A member reads it from its publication: the draft's lines were not theirs to see.
    const seen = (await historyOf(id, k.tokens.member)).map((e) => e.action);
    expect(seen).toEqual(['open', 'publish']);
  });
});

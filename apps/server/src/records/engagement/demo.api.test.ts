import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEngagementDemo } from './demo.js';
import { engagementKit, type EngagementKit } from './test-kit.js';

let k: EngagementKit;
let institute: string;
beforeAll(async () => {
  k = await engagementKit();
  const admin = await k.t.createUser({ type: 'admin' });
  const staff = await k.t.signedIn({ type: 'institute', instituteId: k.institutes.a });
  institute = staff.token;
  await seedEngagementDemo({
    db: k.t.services.db,
    instituteIds: [k.institutes.a, k.institutes.b],
    userIds: { admin: admin.user.id, institute: staff.user.id, member: k.users.member },
    storage: k.t.services.storage,
  });
});
afterAll(async () => {
  await k?.t.close();
});

const list = async (url: string, token: string, query = '') =>
  (await k.api('GET', url, { token, query: `pagination[pageSize]=100&${query}` })).body.payload;

describe('the engagement demo data', () => {
  it('gives the demo member questions to answer, some answered, in three languages', async () => {
    const questions = await list(
      'questions',
      k.tokens.member,
      'includes[]=answered&locale=am&filter[surveyId][null]=true',
    );
    expect(questions).toHaveLength(4);
    expect(questions.filter((q: { answered: boolean }) => q.answered)).toHaveLength(3);
    expect(questions.map((q: { text: string }) => q.text)).toContain('ቀጣዩ መደበኛ ጉባኤ የት ይካሄድ?');
    const forInstitute = await list('questions', institute, 'filter[surveyId][null]=true');
    expect(forInstitute).toHaveLength(3);
  });

  it('has a survey open now that the member can answer', async () => {
    const [survey] = await list('surveys', k.tokens.member, 'includes[]=questions');
    expect(survey.questions).toHaveLength(3);
    const answers = survey.questions.map(
      (q: { id: number; type: string; options: { id: number }[] }) =>
        q.type === 'open_ended'
          ? { questionId: q.id, text: 'Karaa' }
          : { questionId: q.id, optionIds: [q.options[0]?.id] },
    );
    const res = await k.api('POST', `surveys/${survey.id}/responses`, {
      token: k.tokens.member,
      body: { answers },
    });
    expect(res.status).toBe(200);
  });

  it('has forums with discussions, one locked', async () => {
    const forums = await list('forums', k.tokens.member, 'includes[]=commentCount');
    expect(forums).toHaveLength(3);
    const locked = forums.find((f: { locked: boolean }) => f.locked);
    expect(locked.commentCount).toBe(1);
    const refused = await k.api('POST', `forums/${locked.id}/comments`, {
      token: k.tokens.member,
      body: { body: 'Booda' },
    });
    expect(refused.status).toBe(409);
  });

  it('has the member’s complaints in every status, with their history', async () => {
    const mine = await list(
      'complains',
      k.tokens.member,
      'includes[]=auditHistory&sorting[id]=asc',
    );
    expect(mine.map((c: { status: string }) => c.status)).toEqual([
      'submitted',
      'in_review',
      'resolved',
      'rejected',
    ]);
    expect(mine[2].auditHistory.map((e: { action: string }) => e.action)).toEqual([
      'resolved',
      'in_review',
      'create',
    ]);
    expect(await list('complains', institute)).toHaveLength(3);
  });
});

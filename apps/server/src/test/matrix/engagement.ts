import type { TestServer } from '../harness.js';
import {
  ADMIN_ONLY,
  crudEntries,
  EVERYONE,
  type Entry,
  type MatrixDomain,
  type Rule,
} from './types.js';

/** Scoped records: the caller's own are there, somebody else's do not exist for them. */
const OWN_ONLY: Rule = { own: 'allow', other: 'hidden' };
const SCOPED: Entry = { admin: 'allow', institute: OWN_ONLY, member: OWN_ONLY };
const MEMBERS: Entry = { admin: 'allow', institute: 'deny', member: 'allow' };
const REVIEWERS: Entry = { admin: 'allow', institute: OWN_ONLY, member: 'deny' };
const FILERS: Entry = { admin: 'allow', institute: 'deny', member: 'allow' };
const CATEGORIES = { read: EVERYONE, write: ADMIN_ONLY };
const Q = '/api/v1/questions/:id';
const S = '/api/v1/surveys/:id';

const complaint = (instituteId: number) => ({
  subject: 'Matrix',
  description: 'Matrix',
  instituteId,
  complainantName: 'Matrix Person',
});

/** Questions, surveys, forums and complaints, with their workflow routes. */
export const engagementMatrix: MatrixDomain = {
  entries: {
    ...crudEntries('questions', {
      read: EVERYONE,
      write: ADMIN_ONLY,
      comments: { read: SCOPED, write: SCOPED },
      detail: SCOPED,
    }),
    // Administrators see every question but answer none (403 once the body is valid).
    [`POST ${Q}/answers`]: { admin: 'deny', institute: OWN_ONLY, member: OWN_ONLY },
    [`GET ${Q}/answers`]: SCOPED,
    [`GET ${Q}/results`]: ADMIN_ONLY,

    // Institute staff read surveys addressed to institutes; members those addressed to members.
    ...crudEntries('surveys', {
      read: EVERYONE,
      write: ADMIN_ONLY,
      detail: { admin: 'allow', institute: 'allow', member: OWN_ONLY },
    }),
    // The matrix's empty body is a 422 for whoever may see the survey.
    [`POST ${S}/responses`]: { admin: 'allow', institute: 'allow', member: OWN_ONLY },
    [`GET ${S}/results`]: ADMIN_ONLY,
    [`GET ${S}/results/export.csv`]: ADMIN_ONLY,
    [`PUT ${S}/questions/order`]: ADMIN_ONLY,
    [`POST ${S}/publish`]: ADMIN_ONLY,
    [`GET ${S}/results.pdf`]: ADMIN_ONLY,
    ...crudEntries('survey-categories', CATEGORIES),

    ...crudEntries('forums', {
      read: MEMBERS,
      write: ADMIN_ONLY,
      create: MEMBERS,
      comments: { read: MEMBERS, write: MEMBERS },
    }),
    ...crudEntries('forum-categories', CATEGORIES),

    ...crudEntries('complains', {
      read: EVERYONE,
      // A member edits their own complaint while it is submitted; another's does not exist.
      write: { admin: 'allow', institute: 'deny', member: OWN_ONLY },
      create: FILERS,
      remove: ADMIN_ONLY,
      comments: { read: SCOPED, write: SCOPED },
      detail: SCOPED,
    }),
    'GET /api/v1/complains/:id/file.pdf': SCOPED,
    'POST /api/v1/complains/:id/transition': REVIEWERS,
    ...crudEntries('complain-categories', CATEGORIES),
  },

  async setup(t: TestServer, callers, institutes) {
    const post = async (url: string, body: unknown, token = callers.admin.token) => {
      const res = await t.request({ method: 'POST', url: `/api/v1/${url}`, token, body });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.payload.id as number;
    };
    const ask = (to: object) => post('questions', { text: 'Matrix', type: 'open_ended', ...to });
    const stranger = (await t.signedIn({ type: 'member' })).token;
    // A survey its audience sees: published, so with a question.
    const survey = async (audience: string) => {
      const id = await post('surveys', { title: 'Matrix', audience });
      await post('questions', { text: 'Matrix', type: 'open_ended', surveyId: id });
      await post(`surveys/${id}/publish`, undefined);
      return id;
    };
    return {
      // Of institute B, of another member, for institutes: nobody's own.
      other: {
        questions: await ask({ addressedInstituteId: institutes.b }),
        surveys: await survey('institutes'),
        forums: await post('forums', { title: 'Matrix', body: 'Matrix' }),
        complains: await post('complains', complaint(institutes.b), stranger),
        'survey-categories': await post('survey-categories', { name: 'Matrix' }),
        'forum-categories': await post('forum-categories', { name: 'Matrix' }),
        'complain-categories': await post('complain-categories', { name: 'Matrix' }),
      },
      own: {
        institute: {
          questions: await ask({ addressedInstituteId: institutes.a }),
          complains: await post('complains', complaint(institutes.a), stranger),
        },
        member: {
          questions: await ask({ audience: 'members' }),
          surveys: await survey('members'),
          complains: await post('complains', complaint(institutes.a), callers.member.token),
        },
      },
    };
  },
};

import { surveys } from '@caffee/contract';
import { actorsOwn } from '../../audit/history-scope.js';
import type { IncludeLoader } from '../server-resource.js';
import { serverResource } from '../server-resource.js';
import { seesEveryResponse, surveyScope, surveyScopeAt } from './audience.js';
import { surveyQuestionsInclude } from './survey-questions.js';
import { surveyRoutes } from './survey-routes.js';

/** `includes[]=responded`: whether the caller has responded to each survey of the page. */
const respondedInclude: IncludeLoader = async (services, rows, ctx) => {
  const ids = rows.map((r) => r.id);
  const found = ids.length
    ? await services.db
        .selectFrom('surveyResponses')
        .select('surveyId')
        .where('userId', '=', ctx.auth.user.id)
        .where('surveyId', 'in', ids)
        .execute()
    : [];
  const responded = new Set(found.map((r) => r.surveyId));
  return new Map(ids.map((id) => [id, responded.has(id)]));
};

/** `surveys`: for an audience, open between two dates; its questions carry its id. */
export const surveysResource = serverResource({
  contract: surveys,
  table: 'surveys',
  scope: surveyScope,
  scopeAt: surveyScopeAt,
  // Who responded is seen as the results are: one's own response, or all by those who manage.
  historyScope: actorsOwn('respond', seesEveryResponse),
  includes: {
    questions: surveyQuestionsInclude,
    responded: respondedInclude,
  },
  extend: surveyRoutes,
});

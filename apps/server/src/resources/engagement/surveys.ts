import { surveyCategories, surveys } from '@caffee/contract';
import { actorsOwn } from '../../audit/history-scope.js';
import { invalidField } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { categoryInclude, checkCategory } from '../categories.js';
import type { IncludeLoader, RequestContext, Row } from '../server-resource.js';
import { serverResource } from '../server-resource.js';
import { seesEveryResponse, surveyScope } from './audience.js';
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

async function validateSurvey(
  services: Services,
  values: Record<string, unknown>,
  ctx: RequestContext & { existing?: Row },
) {
  await checkCategory(services, surveyCategories.path, values.categoryId);
  const { opensAt, closesAt } = { ...ctx.existing, ...values } as Record<string, string | null>;
  if (opensAt && closesAt && Date.parse(closesAt) <= Date.parse(opensAt)) {
    throw invalidField('closesAt', 'surveyCloses');
  }
}

/** `surveys`: for an audience, open between two dates; its questions carry its id. */
export const surveysResource = serverResource({
  contract: surveys,
  table: 'surveys',
  scope: surveyScope,
  // Who responded is seen as the results are: one's own response, or all by those who manage.
  historyScope: actorsOwn('respond', seesEveryResponse),
  includes: {
    category: categoryInclude(surveyCategories.path),
    questions: surveyQuestionsInclude,
    responded: respondedInclude,
  },
  validate: validateSurvey,
  extend: surveyRoutes,
});

import { questions } from '@caffee/contract';
import { actorsOwn } from '../../audit/history-scope.js';
import { conflict, invalidField } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { IncludeLoader, RequestContext, Row } from '../server-resource.js';
import { serverResource } from '../server-resource.js';
import { answersOfUser } from './answers.js';
import { questionScope, questionScopeAt, seesEveryAnswer } from './audience.js';
import { answerRoutes } from './question-routes.js';
import { hasAnswers, optionsInclude, writeOptions } from './question-options.js';
import { checkInstitute } from './refs.js';
import {
  ANSWERED_SURVEY,
  nextPosition,
  recordSurveyQuestion,
  surveyHasResponses,
} from './survey-questions.js';

/** `includes[]=myAnswer`: the caller's answer to each question of the page, or null. */
const myAnswerInclude: IncludeLoader = async (services, rows, ctx) => {
  const mine = await answersOfUser(
    services.db,
    ctx.auth.user.id,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.id, mine.get(r.id) ?? null]));
};

/** `includes[]=answered`: whether the caller has answered each question of the page. */
const answeredInclude: IncludeLoader = async (services, rows, ctx) => {
  const ids = rows.map((r) => r.id);
  const found = ids.length
    ? await services.db
        .selectFrom('questionAnswers')
        .select('questionId')
        .where('userId', '=', ctx.auth.user.id)
        .where('questionId', 'in', ids)
        .execute()
    : [];
  const answered = new Set(found.map((a) => a.questionId));
  return new Map(ids.map((id) => [id, answered.has(id)]));
};

/**
 * Who a question is for: its survey's audience (and its dates: a survey's question has no
 * due date of its own), or an audience, or one institute.
 */
async function checkAddressee(services: Services, q: Row) {
  if (q.surveyId != null) {
    const survey = await services.db
      .selectFrom('surveys')
      .select('id')
      .where('id', '=', q.surveyId as number)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!survey) throw invalidField('surveyId', 'noSuchSurvey');
    if (q.audience != null || q.addressedInstituteId != null) {
      throw invalidField('audience', 'surveyAudience');
    }
    if (q.dueAt != null) throw invalidField('dueAt', 'surveyQuestionDue');
  } else if (q.audience != null && q.addressedInstituteId != null) {
    throw invalidField('addressedInstituteId', 'audienceOrInstitute');
  } else if (q.audience == null && q.addressedInstituteId == null) {
    throw invalidField('audience', 'chooseAudience');
  }
}

async function validateQuestion(
  services: Services,
  values: Record<string, unknown>,
  ctx: RequestContext & { existing?: Row },
) {
  const { existing } = ctx;
  if (existing && values.surveyId !== undefined && values.surveyId !== existing.surveyId) {
    throw invalidField('surveyId', 'surveyFixed');
  }
  await checkAddressee(services, { ...existing, ...values } as Row);
  if (!existing && values.surveyId != null) {
    const surveyId = values.surveyId as number;
    if (await surveyHasResponses(services.db, surveyId)) throw conflict(ANSWERED_SURVEY);
    // A new question of a survey comes last unless it is given its place.
    values.position ??= await nextPosition(services.db, surveyId);
  }
  await checkInstitute(services, values.addressedInstituteId, 'addressedInstituteId');
  const retyped = existing && values.type !== undefined && values.type !== existing.type;
  if (retyped && (await hasAnswers(services.db, existing.id))) {
    throw conflict('This question has answers: its type cannot change');
  }
}

/**
 * `questions`: text in three languages, a type, options for choice types (child rows,
 * written with the question), addressed to an audience, one institute or a survey's.
 */
export const questionsResource = serverResource({
  contract: questions,
  table: 'questions',
  scope: questionScope,
  scopeAt: questionScopeAt,
  // Who answered is seen as the answers are: one's own, or everyone's by those who manage.
  historyScope: actorsOwn('answer', seesEveryAnswer),
  // A question is read to be answered: its options and the caller's answer come with it.
  defaultIncludes: ['options', 'myAnswer', 'answered'],
  includes: {
    options: optionsInclude,
    myAnswer: myAnswerInclude,
    answered: answeredInclude,
  },
  validate: validateQuestion,
  childFields: ['options'],
  afterWrite: async (trx, row, body, ctx) => {
    await writeOptions(trx, row, body.options as Parameters<typeof writeOptions>[2], ctx.locale);
    // A survey's new question is in the survey's history too.
    if (ctx.change === 'create') await recordSurveyQuestion(trx, row, 'question-add', ctx);
  },
  afterDelete: (trx, row, ctx) => recordSurveyQuestion(trx, row, 'question-remove', ctx),
  // Taking a question out of an answered survey would leave responses that answer less.
  protect: async (row, change, _values, services) =>
    change === 'delete' &&
    row.surveyId != null &&
    (await surveyHasResponses(services.db, row.surveyId as number))
      ? ANSWERED_SURVEY
      : undefined,
  extend: answerRoutes,
});

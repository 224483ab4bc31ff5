import type { FieldIssue, SurveyResponseBody } from '@caffee/contract';
import {
  envelope,
  IdParamsSchema,
  pickTranslation,
  readQuerySchema,
  SurveyQuestionOrderBodySchema,
  SurveyQuestionSchema,
  SurveyResponseBodySchema,
  SurveyResponseSchema,
  SurveyResultsExportQuerySchema,
  SurveyResultsSchema,
} from '@caffee/contract';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit-log.js';
import { ok } from '../../http/envelope.js';
import {
  conflict,
  FieldValidationError,
  fieldIssue,
  forbidden,
  notFound,
} from '../../http/errors.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import { DocumentQuerySchema, sendPdf } from '../documents/document-parts.js';
import { surveyResultsPdf } from '../documents/survey-results.js';
import { translationsOf } from '../fields.js';
import type { RequestContext, Row } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import {
  answerErrors,
  answersOfUser,
  answerTargets,
  saveAnswer,
  type AnswerTarget,
} from './answers.js';
import { isAdmin } from './audience.js';
import { visibleFirst } from './refs.js';
import { reorderSurveyQuestions } from './survey-order.js';
import { surveyPublishRoute } from './survey-publish.js';
import { surveyQuestions } from './survey-questions.js';
import { surveyResults, surveyResultsCsv } from './survey-results.js';

/** Refuses a response outside the survey's window (409). */
function checkOpen(survey: Row, now: number) {
  const opensAt = survey.opensAt as string | null;
  const closesAt = survey.closesAt as string | null;
  if (opensAt && Date.parse(opensAt) > now) throw conflict('This survey is not open yet');
  if (closesAt && Date.parse(closesAt) <= now) throw conflict('This survey has closed');
}

/** Every problem of a response at once: unknown, repeated, missing or invalid answers. */
function responseErrors(body: SurveyResponseBody, targets: Map<number, AnswerTarget>) {
  const errors: FieldIssue[] = [];
  const seen = new Set<number>();
  body.answers.forEach((a, i) => {
    const target = targets.get(a.questionId);
    if (!target) errors.push(fieldIssue(`answers.${i}.questionId`, 'notSurveyQuestion'));
    else if (seen.has(a.questionId)) {
      errors.push(fieldIssue(`answers.${i}.questionId`, 'answeredTwice'));
    } else errors.push(...answerErrors(target, a, `answers.${i}.`));
    seen.add(a.questionId);
  });
  const missing = [...targets.keys()].filter((id) => !seen.has(id));
  if (missing.length > 0) {
    errors.push(fieldIssue('answers', 'answerEvery', { missing: missing.join(', ') }));
  }
  return errors;
}

/** All of a survey's answers at once, in one transaction: all saved, or none. */
async function respond(
  services: Services,
  survey: Row,
  body: SurveyResponseBody,
  ctx: RequestContext,
) {
  if (isAdmin(ctx)) throw forbidden('Surveys are answered by the people they are addressed to');
  checkOpen(survey, Date.now());
  const ids = (await surveyQuestions(services, [survey.id])).map((q) => q.id);
  const errors = responseErrors(body, await answerTargets(services.db, ids));
  if (errors.length > 0) throw new FieldValidationError(errors);
  const userId = ctx.auth.user.id;
  const now = new Date().toISOString();
  const response = await services.db.transaction().execute(async (trx) => {
    for (const a of body.answers) await saveAnswer(trx, a.questionId, userId, a, now);
    const row = await trx
      .insertInto('surveyResponses')
      .values({ surveyId: survey.id, userId, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(['surveyId', 'userId']).doUpdateSet({ updatedAt: now }))
      .returning(['createdAt', 'updatedAt'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      resource: 'surveys',
      recordId: survey.id,
      action: 'respond',
      actorId: userId,
      requestId: ctx.requestId,
    });
    return row;
  });
  const answers = await answersOfUser(services.db, userId, ids);
  return { surveyId: survey.id, userId, ...response, answers: [...answers.values()] };
}

/** `surveys/{id}/responses` (answer every question), `surveys/{id}/results`, `.../publish`. */
export function surveyRoutes(app: FastifyInstance, services: Services, store: ResourceStore) {
  surveyPublishRoute(app, services, store);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['surveys'];
  const mustFind = async (id: number, ctx: RequestContext) => {
    const survey = await store.find(id, ctx);
    if (!survey) throw notFound();
    return survey;
  };

  r.post('/surveys/:id/responses', {
    config: { access: 'questions:answer' },
    preValidation: visibleFirst(store),
    schema: {
      tags,
      summary: 'Surveys: answer a survey',
      params: IdParamsSchema,
      body: SurveyResponseBodySchema,
      response: responses(envelope(SurveyResponseSchema), 401, 403, 404, 409),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      const survey = await mustFind(request.params.id, ctx);
      return ok(await respond(services, survey, request.body, ctx));
    },
  });

  r.get('/surveys/:id/results', {
    config: { access: 'surveys:update' },
    schema: {
      tags,
      summary: 'Surveys: the results',
      params: IdParamsSchema,
      querystring: readQuerySchema([]),
      response: responses(envelope(SurveyResultsSchema), 400, 401, 403, 404),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      const survey = await mustFind(request.params.id, ctx);
      return ok(await surveyResults(services, survey, ctx.locale));
    },
  });

  r.get('/surveys/:id/results/export.csv', {
    config: { access: 'surveys:update', answers: 'text/csv' },
    schema: {
      tags,
      summary: 'Surveys: export the results as CSV',
      description:
        'The results as CSV: the response rate, each option with its count and share, each ' +
        "written answer with its author and date (in the reader's calendar). `labels[...]` " +
        "name the columns in the reader's language.",
      params: IdParamsSchema,
      querystring: SurveyResultsExportQuerySchema,
    },
    handler: async (request, reply) => {
      const survey = await mustFind(request.params.id, contextOf(request));
      const csv = await surveyResultsCsv(services, survey, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="survey-${survey.id}-results.csv"`)
        .send(csv);
    },
  });

  r.get('/surveys/:id/results.pdf', {
    config: { access: 'surveys:update', answers: 'application/pdf' },
    schema: {
      tags,
      summary: 'Surveys: the results as a PDF',
      description:
        'The response rate, each question with its options’ counts and shares, or its ' +
        'written answers with their authors and dates, on A4 in `locale` and `calendar`.',
      params: IdParamsSchema,
      querystring: DocumentQuerySchema.omit({ includes: true }),
    },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      const survey = await mustFind(request.params.id, ctx);
      const title = pickTranslation(translationsOf(survey, 'title'), ctx.locale);
      const pdf = await surveyResultsPdf(services, survey, title, ctx, request.query.calendar);
      return sendPdf(reply, pdf, `survey-${survey.id}-results.pdf`);
    },
  });

  r.put('/surveys/:id/questions/order', {
    config: { access: 'surveys:update' },
    schema: {
      tags,
      summary: 'Surveys: set the order of the questions',
      description: "Sets the order of the survey's questions: every live question, once.",
      params: IdParamsSchema,
      body: SurveyQuestionOrderBodySchema,
      response: responses(envelope(z.array(SurveyQuestionSchema)), 401, 403, 404),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      const survey = await mustFind(request.params.id, ctx);
      return ok(await reorderSurveyQuestions(services, survey, request.body, ctx));
    },
  });
}

import type { AnswerBody, ListQuery } from '@caffee/contract';
import {
  AnswerBodySchema,
  AnswerSchema,
  AnswersQuerySchema,
  envelope,
  IdParamsSchema,
  listEnvelope,
  QuestionResultsSchema,
  readQuerySchema,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit-log.js';
import { writeLimit } from '../../auth/write-limit.js';
import { ok, page } from '../../http/envelope.js';
import { conflict, FieldValidationError, forbidden, notFound } from '../../http/errors.js';
import { runList, type ListFields } from '../../http/list-query.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import type { RequestContext } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import {
  answerErrors,
  answersFrom,
  answersOfUser,
  answerTargets,
  type AnswerRow,
  saveAnswer,
  selectAnswer,
  withOptionIds,
} from './answers.js';
import { isAdmin, seesEveryAnswer } from './audience.js';
import { visibleFirst } from './refs.js';
import { questionResults } from './results.js';

const ANSWER_FIELDS: ListFields = {
  fields: {
    id: { column: 'questionAnswers.id', kind: 'number' },
    userId: { column: 'questionAnswers.userId', kind: 'number' },
    updatedAt: { column: 'questionAnswers.updatedAt', kind: 'date' },
  },
};

/** The caller's answer, created or replaced: only by the audience, only until the due date. */
async function answer(
  services: Services,
  store: ResourceStore,
  id: number,
  body: AnswerBody,
  ctx: RequestContext,
) {
  const question = await store.find(id, ctx);
  if (!question) throw notFound();
  if (isAdmin(ctx)) throw forbidden('Questions are answered by the people they are addressed to');
  if (question.surveyId != null) {
    throw conflict('This question belongs to a survey: answer it there');
  }
  if (question.dueAt && Date.parse(question.dueAt as string) <= Date.now()) {
    throw conflict('The due date of this question has passed');
  }
  const target = (await answerTargets(services.db, [id])).get(id);
  const errors = target ? answerErrors(target, body) : [];
  if (errors.length > 0) throw new FieldValidationError(errors);
  const userId = ctx.auth.user.id;
  await services.db.transaction().execute(async (trx) => {
    await saveAnswer(trx, id, userId, body, new Date().toISOString());
    // Who answered and when; what they answered stays in the answers table.
    await recordAudit(trx, {
      resource: 'questions',
      recordId: id,
      action: 'answer',
      actorId: userId,
      requestId: ctx.requestId,
    });
  });
  return (await answersOfUser(services.db, userId, [id])).get(id);
}

/** A question's answers: everyone's for those who may manage questions, else the caller's. */
async function listAnswers(services: Services, id: number, query: ListQuery, ctx: RequestContext) {
  let base = answersFrom(services.db).where('questionAnswers.questionId', '=', id);
  if (!seesEveryAnswer(ctx)) {
    base = base.where('questionAnswers.userId', '=', ctx.auth.user.id);
  }
  const result = await runList<AnswerRow>(base, selectAnswer, query, ANSWER_FIELDS, {
    kind: services.kind,
    idColumn: 'questionAnswers.id',
  });
  return { ...result, rows: await withOptionIds(services.db, result.rows) };
}

/** `questions/{id}/answers` (POST answers, GET reads them) and `questions/{id}/results`. */
export function answerRoutes(app: FastifyInstance, services: Services, store: ResourceStore) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions'];
  const mustFind = async (id: number, ctx: RequestContext) => {
    const question = await store.find(id, ctx);
    if (!question) throw notFound();
    return question;
  };

  r.post('/questions/:id/answers', {
    config: { access: 'questions:answer' },
    preValidation: visibleFirst(store),
    // An answer tells who asked.
    preHandler: writeLimit(services, 'answer'),
    schema: {
      tags,
      summary: 'Questions: answer one',
      params: IdParamsSchema,
      body: AnswerBodySchema,
      response: responses(envelope(AnswerSchema), 401, 403, 404, 409, 429),
    },
    handler: async (request) =>
      ok(await answer(services, store, request.params.id, request.body, contextOf(request))),
  });

  r.get('/questions/:id/answers', {
    config: { access: 'questions:read' },
    schema: {
      tags,
      summary: 'Questions: the answers to one',
      params: IdParamsSchema,
      querystring: AnswersQuerySchema,
      response: responses(listEnvelope(AnswerSchema), 400, 401, 403, 404),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      await mustFind(request.params.id, ctx);
      const result = await listAnswers(services, request.params.id, request.query, ctx);
      return page(result.rows, result);
    },
  });

  r.get('/questions/:id/results', {
    config: { access: 'questions:update' },
    schema: {
      tags,
      summary: 'Questions: the results of one',
      params: IdParamsSchema,
      querystring: readQuerySchema([]),
      response: responses(envelope(QuestionResultsSchema), 400, 401, 403, 404),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      const question = await mustFind(request.params.id, ctx);
      const [results] = await questionResults(services.db, [question], ctx.locale);
      return ok(results);
    },
  });
}

import type { SurveyQuestionOrderBody } from '@caffee/contract';
import { recordAudit } from '../../audit/audit-log.js';
import { invalidField } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { RequestContext, Row } from '../server-resource.js';
import { surveyQuestions, surveyQuestionsInclude } from './survey-questions.js';

/** Whether `ids` names every one of `known` exactly once. */
const isPermutation = (ids: readonly number[], known: ReadonlySet<number>) =>
  ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));

/**
 * Puts a survey's questions in the order given, in one transaction: the whole list, so two
 * people reordering at once end with one of their orders, never a mix. Each question that
 * moves gets a history line with its old and new place. Answers the questions in order.
 */
export async function reorderSurveyQuestions(
  services: Services,
  survey: Row,
  body: SurveyQuestionOrderBody,
  ctx: RequestContext,
) {
  const questions = await surveyQuestions(services, [survey.id]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  if (!isPermutation(body.questionIds, new Set(byId.keys()))) {
    throw invalidField('questionIds', 'everyQuestionOnce');
  }
  const now = new Date().toISOString();
  await services.db.transaction().execute(async (trx) => {
    for (const [position, id] of body.questionIds.entries()) {
      const before = byId.get(id)?.position;
      if (before === position) continue;
      await trx
        .updateTable('questions')
        .set({ position, updatedAt: now })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        resource: 'questions',
        recordId: id,
        action: 'update',
        actorId: ctx.auth.user.id,
        requestId: ctx.requestId,
        before: { position: before },
        after: { position },
      });
    }
  });
  const read = await surveyQuestionsInclude(services, [survey], ctx);
  return read.get(survey.id) ?? [];
}

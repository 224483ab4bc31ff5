import { pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import type { Services } from '../../services.js';
import { translationsOf } from '../fields.js';
import type { IncludeLoader, RequestContext, Row } from '../server-resource.js';
import { answersOfUser } from './answers.js';
import { optionsOf } from './question-options.js';

/** The live questions of some surveys, in order. */
export function surveyQuestions(services: Services, surveyIds: number[]) {
  return services.db
    .selectFrom('questions')
    .selectAll()
    .where('surveyId', 'in', surveyIds.length ? surveyIds : [-1])
    .where('deletedAt', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute() as Promise<Row[]>;
}

type Db = Kysely<Database>;

/** Why a survey's set of questions is fixed once anybody has responded (409). */
export const ANSWERED_SURVEY =
  'This survey has responses: its questions can be reworded or reordered, not added or removed';

/** Whether anybody has responded to the survey. */
export async function surveyHasResponses(db: Db, surveyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('surveyResponses')
    .select('surveyId')
    .where('surveyId', '=', surveyId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The place after the survey's last question (0 for its first). */
export async function nextPosition(db: Db, surveyId: number): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('surveyId', '=', surveyId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const last = row?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

/** `includes[]=questions`: each survey's questions with options and the caller's answers. */
export const surveyQuestionsInclude: IncludeLoader = async (services, rows, ctx) => {
  const questions = await surveyQuestions(
    services,
    rows.map((r) => r.id),
  );
  const ids = questions.map((q) => q.id);
  const [options, mine] = await Promise.all([
    optionsOf(services.db, ids, ctx.locale),
    answersOfUser(services.db, ctx.auth.user.id, ids),
  ]);
  const out = new Map<number, unknown[]>(rows.map((r) => [r.id, []]));
  for (const q of questions) {
    out.get(q.surveyId as number)?.push({
      id: q.id,
      text: pickTranslation(translationsOf(q, 'text'), ctx.locale),
      type: q.type,
      position: q.position,
      options: options.get(q.id) ?? [],
      myAnswer: mine.get(q.id) ?? null,
    });
  }
  return out;
};

/** What a survey's history keeps of one of its questions: its text in each language. */
const questionAudit = (q: Row) => ({
  id: q.id,
  textOm: (q.textOm as string | null) ?? null,
  textEn: (q.textEn as string | null) ?? null,
  textAm: (q.textAm as string | null) ?? null,
});

/**
 * A question added to or taken out of a survey is a change of the survey: a line in its
 * history (`question<id>` with the question's texts, as a meeting's agenda items are kept),
 * written in the question's own transaction, and the survey's `updatedAt` moves.
 */
export async function recordSurveyQuestion(
  trx: Db,
  question: Row,
  action: 'question-add' | 'question-remove',
  ctx: RequestContext,
) {
  const surveyId = question.surveyId as number | null;
  if (surveyId == null) return;
  await trx
    .updateTable('surveys')
    .set({ updatedAt: new Date().toISOString() })
    .where('id', '=', surveyId)
    .execute();
  const key = `question${question.id}`;
  const kept = { [key]: questionAudit(question) };
  await recordAudit(trx, {
    resource: 'surveys',
    recordId: surveyId,
    action,
    actorId: ctx.auth.user.id,
    requestId: ctx.requestId,
    before: action === 'question-add' ? null : kept,
    after: action === 'question-add' ? kept : null,
  });
}

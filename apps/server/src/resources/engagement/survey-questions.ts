import { pickTranslation } from '@caffee/contract';
import type { Services } from '../../services.js';
import { translationsOf } from '../fields.js';
import type { IncludeLoader, Row } from '../server-resource.js';
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

import { pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
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

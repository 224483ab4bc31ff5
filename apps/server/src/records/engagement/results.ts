import type { Locale, QuestionResults, QuestionType } from '@caffee/contract';
import { pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { translationsOf } from '../fields.js';
import type { Row } from '../server-resource.js';
import { optionsOf } from './question-options.js';

type Db = Kysely<Database>;

/** How many chose each option of some questions. */
async function optionCounts(db: Db, questionIds: number[]) {
  const rows = await db
    .selectFrom('questionAnswerOptions')
    .innerJoin('questionAnswers', 'questionAnswers.id', 'questionAnswerOptions.answerId')
    .select(['questionAnswerOptions.optionId', (eb) => eb.fn.countAll().as('n')])
    .where('questionAnswers.questionId', 'in', questionIds)
    .groupBy('questionAnswerOptions.optionId')
    .execute();
  return new Map(rows.map((r) => [r.optionId, Number(r.n)]));
}

/** How many answered each question, and how many of those wrote text. */
async function answerCounts(db: Db, questionIds: number[]) {
  const rows = await db
    .selectFrom('questionAnswers')
    .select([
      'questionId',
      (eb) => eb.fn.countAll().as('n'),
      (eb) => eb.fn.count('text').as('open'),
    ])
    .where('questionId', 'in', questionIds)
    .groupBy('questionId')
    .execute();
  return new Map(rows.map((r) => [r.questionId, { n: Number(r.n), open: Number(r.open) }]));
}

/** Per-option counts and answer counts of some questions: three queries, whatever their number. */
export async function questionResults(
  db: Db,
  questions: Row[],
  locale: Locale,
): Promise<QuestionResults[]> {
  const ids = questions.map((q) => q.id);
  if (ids.length === 0) return [];
  const [options, chosen, answered] = await Promise.all([
    optionsOf(db, ids, locale),
    optionCounts(db, ids),
    answerCounts(db, ids),
  ]);
  return questions.map((q) => ({
    questionId: q.id,
    text: pickTranslation(translationsOf(q, 'text'), locale),
    type: q.type as QuestionType,
    answerCount: answered.get(q.id)?.n ?? 0,
    openAnswerCount: answered.get(q.id)?.open ?? 0,
    options: (options.get(q.id) ?? []).map((o) => ({
      id: o.id,
      text: o.text,
      count: chosen.get(o.id) ?? 0,
    })),
  }));
}

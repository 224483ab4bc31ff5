import type { Answer, AnswerBody, FieldErrorCode, QuestionType } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fieldIssue } from '../../http/errors.js';
import type { AnyQuery } from '../server-resource.js';

type Db = Kysely<Database>;
/** An answer as read from its row, before its chosen options are added. */
export type AnswerRow = Omit<Answer, 'optionIds'>;

/** What answering a question needs to know of it. */
export interface AnswerTarget {
  id: number;
  type: QuestionType;
  optionIds: Set<number>;
}

/** The type and option ids of some questions, in two queries. */
export async function answerTargets(db: Db, questionIds: number[]) {
  const out = new Map<number, AnswerTarget>();
  if (questionIds.length === 0) return out;
  const [questions, options] = await Promise.all([
    db.selectFrom('questions').select(['id', 'type']).where('id', 'in', questionIds).execute(),
    db
      .selectFrom('questionOptions')
      .select(['id', 'questionId'])
      .where('questionId', 'in', questionIds)
      .execute(),
  ]);
  for (const q of questions) {
    out.set(q.id, { id: q.id, type: q.type as QuestionType, optionIds: new Set() });
  }
  for (const o of options) out.get(o.questionId)?.optionIds.add(o.id);
  return out;
}

/** What is wrong with an answer, as single-field errors (`optionIds`, `text`, under `prefix`). */
export function answerErrors(q: AnswerTarget, input: AnswerBody, prefix = '') {
  const error = (field: string, code: FieldErrorCode) => [fieldIssue(`${prefix}${field}`, code)];
  const chosen = input.optionIds ?? [];
  const text = input.text ?? '';
  if (q.type === 'open_ended') {
    if (chosen.length > 0) return error('optionIds', 'openEndedTakesText');
    return text ? [] : error('text', 'writeAnswer');
  }
  if (text) return error('text', 'choiceTakesOptions');
  if (chosen.some((id) => !q.optionIds.has(id))) {
    return error('optionIds', 'notAnOption');
  }
  if (new Set(chosen).size !== chosen.length) return error('optionIds', 'chooseEachOnce');
  if (q.type === 'single_choice' && chosen.length !== 1) {
    return error('optionIds', 'chooseOne');
  }
  return chosen.length === 0 ? error('optionIds', 'chooseAtLeastOne') : [];
}

/** Creates or replaces a person's answer to a question, inside the caller's transaction. */
export async function saveAnswer(
  trx: Db,
  questionId: number,
  userId: number,
  input: AnswerBody,
  now: string,
) {
  const text = input.text || null;
  const { id } = await trx
    .insertInto('questionAnswers')
    .values({ questionId, userId, text, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['questionId', 'userId']).doUpdateSet({ text, updatedAt: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('questionAnswerOptions').where('answerId', '=', id).execute();
  const optionIds = input.optionIds ?? [];
  if (optionIds.length > 0) {
    await trx
      .insertInto('questionAnswerOptions')
      .values(optionIds.map((optionId) => ({ answerId: id, optionId })))
      .execute();
  }
}

/** The answers table with its author, as every answer read starts. */
export const answersFrom = (db: Db) =>
  db
    .selectFrom('questionAnswers')
    .leftJoin('users', 'users.id', 'questionAnswers.userId') as unknown as AnyQuery;

/** The columns of an answer row (its options come from `withOptionIds`). */
export const selectAnswer = (qb: AnyQuery) =>
  qb.select([
    'questionAnswers.id',
    'questionAnswers.questionId',
    'questionAnswers.userId',
    'users.name as userName',
    'questionAnswers.text',
    'questionAnswers.createdAt',
    'questionAnswers.updatedAt',
  ]);

/** Answer rows with the options each chose: one query for all of them. */
export async function withOptionIds(db: Db, rows: AnswerRow[]) {
  const ids = rows.map((r) => r.id);
  const chosen = ids.length
    ? await db
        .selectFrom('questionAnswerOptions')
        .select(['answerId', 'optionId'])
        .where('answerId', 'in', ids)
        .orderBy('optionId')
        .execute()
    : [];
  const byAnswer = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const c of chosen) byAnswer.get(c.answerId)?.push(c.optionId);
  return rows.map((r): Answer => ({ ...r, optionIds: byAnswer.get(r.id) ?? [] }));
}

/** One person's answers to some questions, by question id. */
export async function answersOfUser(db: Db, userId: number, questionIds: number[]) {
  const out = new Map<number, Answer>();
  if (questionIds.length === 0) return out;
  const rows = (await selectAnswer(answersFrom(db))
    .where('questionAnswers.userId', '=', userId)
    .where('questionAnswers.questionId', 'in', questionIds)
    .execute()) as AnswerRow[];
  for (const a of await withOptionIds(db, rows)) out.set(a.questionId, a);
  return out;
}

import type { Locale, QuestionOption, QuestionType, TranslatedInput } from '@caffee/contract';
import { LOCALES, pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { conflict, invalidField } from '../../http/errors.js';
import { translatedColumn, translationsOf } from '../fields.js';
import type { IncludeLoader, Row } from '../server-resource.js';

type Db = Kysely<Database>;
interface OptionInput {
  id?: number | undefined;
  text: TranslatedInput;
}
type TextColumns = Partial<Record<'textOm' | 'textEn' | 'textAm', string | null>>;

/** The options of several questions, in order, in one query. */
export async function optionsOf(db: Db, questionIds: number[], locale: Locale) {
  const out = new Map<number, QuestionOption[]>(questionIds.map((id) => [id, []]));
  if (questionIds.length === 0) return out;
  const rows = await db
    .selectFrom('questionOptions')
    .selectAll()
    .where('questionId', 'in', questionIds)
    .orderBy('questionId')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const translations = translationsOf(row as unknown as Row, 'text');
    out.get(row.questionId)?.push({
      id: row.id,
      text: pickTranslation(translations, locale),
      position: row.position,
      translations,
    });
  }
  return out;
}

/** `includes[]=options`. */
export const optionsInclude: IncludeLoader = (services, rows, ctx) =>
  optionsOf(
    services.db,
    rows.map((r) => r.id),
    ctx.locale,
  );

/** Whether anybody has answered the question (then its type and option set are fixed). */
export async function hasAnswers(db: Db, questionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('questionAnswers')
    .select('id')
    .where('questionId', '=', questionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A multilingual input's columns: a plain string fills the request's language only. */
function textColumns(value: TranslatedInput, locale: Locale): TextColumns {
  if (typeof value === 'string') return { [translatedColumn('text', locale)]: value };
  const out: TextColumns = {};
  for (const l of LOCALES) {
    const text = value[l];
    if (text !== undefined) out[translatedColumn('text', l) as keyof TextColumns] = text || null;
  }
  return out;
}

function checkOptionCount(type: QuestionType, count: number) {
  if (type === 'open_ended' && count > 0) {
    throw invalidField('options', 'openEndedNoOptions');
  }
  if (type !== 'open_ended' && count < 2) {
    throw invalidField('options', 'choiceNeedsOptions');
  }
}

/** The ids an input keeps, checked against the question's own options. */
function keptIds(input: OptionInput[], known: Set<number>): Set<number> {
  const kept = new Set<number>();
  input.forEach((o, i) => {
    if (o.id === undefined) return;
    if (!known.has(o.id)) throw invalidField(`options.${i}.id`, 'notAnOption');
    if (kept.has(o.id)) throw invalidField(`options.${i}.id`, 'optionTwice');
    kept.add(o.id);
  });
  return kept;
}

/**
 * Writes a question's options (the whole list, in order) in its write's transaction, and
 * keeps their rules: a choice question has at least two, an open-ended one none; once
 * answered, options may be reworded but not added or removed.
 */
export async function writeOptions(
  trx: Db,
  question: Row,
  input: OptionInput[] | undefined,
  locale: Locale,
) {
  const existing = await trx
    .selectFrom('questionOptions')
    .select('id')
    .where('questionId', '=', question.id)
    .execute();
  checkOptionCount(question.type as QuestionType, input ? input.length : existing.length);
  if (!input) return;
  const known = new Set(existing.map((o) => o.id));
  const kept = keptIds(input, known);
  const removed = [...known].filter((id) => !kept.has(id));
  const added = input.map((o, position) => ({ o, position })).filter(({ o }) => o.id === undefined);
  if ((removed.length > 0 || added.length > 0) && (await hasAnswers(trx, question.id))) {
    throw conflict('This question has answers: its options can be reworded, not added or removed');
  }
  if (removed.length > 0) {
    await trx.deleteFrom('questionOptions').where('id', 'in', removed).execute();
  }
  for (const [position, o] of input.entries()) {
    if (o.id === undefined) continue;
    await trx
      .updateTable('questionOptions')
      .set({ ...textColumns(o.text, locale), position })
      .where('id', '=', o.id)
      .execute();
  }
  if (added.length > 0) {
    await trx
      .insertInto('questionOptions')
      .values(
        added.map(({ o, position }) => ({
          questionId: question.id,
          position,
          textOm: null,
          textEn: null,
          textAm: null,
          ...textColumns(o.text, locale),
        })),
      )
      .execute();
  }
}

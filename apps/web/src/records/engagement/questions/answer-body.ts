import {
  OPEN_ANSWER_MAX,
  type AnswerBody,
  type Question,
  type QuestionType,
} from '@caffee/contract';

/** What a person has chosen or written for one question, before it is sent. */
export interface AnswerValue {
  optionIds: number[];
  text: string;
}

export const EMPTY_ANSWER: AnswerValue = { optionIds: [], text: '' };

/** The form value of a saved answer, or of one waiting to be sent (or an empty one). */
export const answerValueOf = (
  answer: { optionIds?: number[]; text?: string | null } | null | undefined,
): AnswerValue =>
  answer ? { optionIds: [...(answer.optionIds ?? [])], text: answer.text ?? '' } : EMPTY_ANSWER;

/** The body of `POST questions/:id/answers` for a question type: options, or text. */
export function answerBody(type: QuestionType, value: AnswerValue): AnswerBody {
  if (type === 'open_ended') return { text: value.text.trim() };
  if (type === 'single_choice') return { optionIds: value.optionIds.slice(0, 1) };
  return { optionIds: [...new Set(value.optionIds)] };
}

/** What is missing or too long in an answer, as an i18n key; null when it can be sent. */
export function answerProblem(type: QuestionType, value: AnswerValue): string | null {
  if (type === 'open_ended') {
    const text = value.text.trim();
    if (!text) return 'questions.errors.writeAnswer';
    return text.length > OPEN_ANSWER_MAX ? 'questions.errors.tooLong' : null;
  }
  if (type === 'single_choice') {
    return value.optionIds.length === 1 ? null : 'questions.errors.chooseOne';
  }
  return value.optionIds.length > 0 ? null : 'questions.errors.chooseSome';
}

/** Whether a question still takes answers at a moment: no due date, or one still ahead. */
export const isOpen = (question: Pick<Question, 'dueAt'>, now = Date.now()) =>
  !question.dueAt || Date.parse(question.dueAt) > now;

/**
 * The order of the landing: open questions first (unanswered before answered, the nearest
 * due date first, those without one last), then the closed ones, latest due first.
 */
export function orderQuestions<T extends Pick<Question, 'id' | 'dueAt' | 'answered'>>(
  questions: readonly T[],
  now = Date.now(),
): T[] {
  const due = (q: T) => (q.dueAt ? Date.parse(q.dueAt) : Number.POSITIVE_INFINITY);
  return [...questions].sort((a, b) => {
    const openA = isOpen(a, now);
    const openB = isOpen(b, now);
    if (openA !== openB) return openA ? -1 : 1;
    if (!openA) return due(b) - due(a) || b.id - a.id;
    if (Boolean(a.answered) !== Boolean(b.answered)) return a.answered ? 1 : -1;
    return due(a) - due(b) || b.id - a.id;
  });
}

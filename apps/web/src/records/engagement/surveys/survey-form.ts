import type { Survey, SurveyResponseBody } from '@caffee/contract';
import { firstFieldErrors } from '../../../forms/server-errors';
import {
  answerBody,
  answerProblem,
  answerValueOf,
  type AnswerValue,
} from '../questions/answer-body';

export type SurveyQuestion = NonNullable<Survey['questions']>[number];
/** The form's values: one answer per question id. */
export type SurveyValues = Record<number, AnswerValue>;

/** Whether a survey takes responses now: not yet open, open, or closed. */
export function surveyState(
  survey: Pick<Survey, 'opensAt' | 'closesAt'>,
  now = Date.now(),
): 'notOpen' | 'open' | 'closed' {
  if (survey.opensAt && Date.parse(survey.opensAt) > now) return 'notOpen';
  if (survey.closesAt && Date.parse(survey.closesAt) <= now) return 'closed';
  return 'open';
}

/** The form's starting values: the caller's saved answers, or empty ones. */
export const initialValues = (questions: readonly SurveyQuestion[]): SurveyValues =>
  Object.fromEntries(questions.map((q) => [q.id, answerValueOf(q.myAnswer)]));

/** Every unanswered or invalid question, by id, with an i18n key; empty when it can be sent. */
export function validateSurvey(questions: readonly SurveyQuestion[], values: SurveyValues) {
  const problems = new Map<number, string>();
  for (const q of questions) {
    const problem = answerProblem(q.type, values[q.id] ?? { optionIds: [], text: '' });
    if (problem) problems.set(q.id, problem);
  }
  return problems;
}

/** `POST surveys/:id/responses`: one answer per question, in the survey's order. */
export const responseBody = (
  questions: readonly SurveyQuestion[],
  values: SurveyValues,
): SurveyResponseBody => ({
  answers: questions.map((q) => ({
    questionId: q.id,
    ...answerBody(q.type, values[q.id] ?? { optionIds: [], text: '' }),
  })),
});

/**
 * The server's 422 (`answers.2.text: …`) on the questions they are about: the index is the
 * answer's place in the body sent, which is the question's place in `questions`.
 */
export function serverProblems(error: unknown, questions: readonly SurveyQuestion[]) {
  const problems = new Map<number, string>();
  for (const [field, message] of firstFieldErrors(error)) {
    const match = /^answers\.(\d+)\./.exec(field);
    const question = match ? questions[Number(match[1])] : undefined;
    if (question && !problems.has(question.id)) problems.set(question.id, message);
  }
  return problems;
}

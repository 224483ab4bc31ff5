import {
  CALENDAR_TIME_ZONE,
  formatDate,
  type Audience,
  type Locale,
  type SurveyResults,
  type SurveyResultsExportQuery,
} from '@caffee/contract';
import type { Services } from '../../services.js';
import { csvLine } from '../csv.js';
import type { Row } from '../server-resource.js';
import { answersFrom, selectAnswer, type AnswerRow } from './answers.js';
import { audienceSize } from './audience.js';
import { questionResults } from './results.js';
import { surveyQuestions } from './survey-questions.js';

/** Share in whole percent (0 when there is nothing to share). */
export const percent = (count: number, total: number) =>
  total ? Math.round((count * 100) / total) : 0;

/** A survey's results: who responded out of its audience, and each question's counts. */
export async function surveyResults(
  services: Services,
  survey: Row,
  locale: Locale,
): Promise<SurveyResults> {
  const [questions, counted, audienceCount] = await Promise.all([
    surveyQuestions(services, [survey.id]),
    services.db
      .selectFrom('surveyResponses')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('surveyId', '=', survey.id)
      .executeTakeFirst(),
    audienceSize(services.db, survey.audience as Audience),
  ]);
  return {
    surveyId: survey.id,
    responseCount: Number(counted?.n ?? 0),
    audienceCount,
    questions: await questionResults(services.db, questions, locale),
  };
}

/** The written answers of some open questions, oldest first, with their authors' names. */
export async function writtenAnswers(services: Services, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return (await selectAnswer(answersFrom(services.db))
    .where('questionAnswers.questionId', 'in', questionIds)
    .where('questionAnswers.text', 'is not', null)
    .orderBy('questionAnswers.id')
    .execute()) as AnswerRow[];
}

/**
 * A survey's results as CSV lines: the response rate first, then per question its options
 * with their counts and share of the question's answers, or its written answers with who
 * wrote them and when (in the reader's calendar). A BOM lets spreadsheets read Ethiopic.
 */
export async function surveyResultsCsv(
  services: Services,
  survey: Row,
  query: SurveyResultsExportQuery,
): Promise<string> {
  const words = query.labels ?? {};
  const word = (key: keyof typeof words) => words[key] ?? key;
  const results = await surveyResults(services, survey, query.locale);
  const open = results.questions.filter((q) => q.type === 'open_ended').map((q) => q.questionId);
  const written = await writtenAnswers(services, open);
  const lines = [
    csvLine(
      ['number', 'question', 'answer', 'count', 'percent', 'respondent', 'date'].map((k) =>
        word(k as keyof typeof words),
      ),
    ),
    csvLine([
      '',
      word('responseRate'),
      `${results.responseCount} / ${results.audienceCount}`,
      results.responseCount,
      percent(results.responseCount, results.audienceCount),
      '',
      '',
    ]),
  ];
  results.questions.forEach((q, i) => {
    const n = i + 1;
    for (const o of q.options) {
      lines.push(csvLine([n, q.text, o.text, o.count, percent(o.count, q.answerCount), '', '']));
    }
    for (const a of written.filter((w) => w.questionId === q.questionId)) {
      const date = formatDate(a.updatedAt, query.locale, query.calendar, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: CALENDAR_TIME_ZONE.id,
      });
      lines.push(csvLine([n, q.text, a.text, '', '', a.userName ?? '', date]));
    }
  });
  return `\uFEFF${lines.join('')}`;
}

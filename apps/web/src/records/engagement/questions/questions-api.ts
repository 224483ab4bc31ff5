import {
  MAX_PAGE_SIZE,
  type Answer,
  type AnswerBody,
  type Question,
  type QuestionResults,
} from '@caffee/contract';
import { fetchPage, fetchPayload, sendPayload, type Page } from '../../../crud/data/crud-api';

/** The questions addressed to the caller that are not part of a survey (the server scopes them). */
export const fetchMyQuestions = (locale: string): Promise<Page<Question>> =>
  fetchPage<Question>('questions', {
    locale,
    filter: { surveyId: { null: true } },
    includes: ['options', 'myAnswer', 'answered'],
    sorting: { dueAt: 'asc' },
    pagination: { page: 1, pageSize: MAX_PAGE_SIZE },
  });

/** Creates or replaces the caller's answer. */
export const sendAnswer = (id: number, body: AnswerBody) =>
  sendPayload<Answer>('post', `questions/${id}/answers`, body);

export const fetchQuestion = (id: number, locale: string) =>
  fetchPayload<Question>(`questions/${id}`, { locale, includes: ['options'] });

export const fetchQuestionResults = (id: number, locale: string) =>
  fetchPayload<QuestionResults>(`questions/${id}/results`, { locale });

/** One page of a question's answers (everyone's, for administrators). */
export const fetchAnswers = (id: number, page: number, pageSize: number) =>
  fetchPage<Answer>(`questions/${id}/answers`, {
    pagination: { page, pageSize },
    sorting: { updatedAt: 'desc' },
  });

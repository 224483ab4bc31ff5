import {
  MAX_PAGE_SIZE,
  type Survey,
  type SurveyResponseBody,
  type SurveyResults,
} from '@caffee/contract';
import { fetchPage, fetchPayload, sendPayload } from '../../../crud/data/crud-api';

/** The surveys addressed to the caller (the server scopes them), latest closing last. */
export const fetchMySurveys = (locale: string) =>
  fetchPage<Survey>('surveys', {
    locale,
    includes: ['responded', 'category'],
    sorting: { closesAt: 'asc' },
    pagination: { page: 1, pageSize: MAX_PAGE_SIZE },
  });

export const fetchSurvey = (id: number, locale: string) =>
  fetchPayload<Survey>(`surveys/${id}`, { locale, includes: ['questions', 'responded'] });

export const sendResponse = (id: number, body: SurveyResponseBody) =>
  sendPayload<unknown>('post', `surveys/${id}/responses`, body);

export const fetchSurveyResults = (id: number, locale: string) =>
  fetchPayload<SurveyResults>(`surveys/${id}/results`, { locale });

/** Publishes a draft to its audience (`POST surveys/{id}/publish`). */
export const publishSurvey = (id: number) =>
  sendPayload<Survey>('post', `surveys/${id}/publish`, undefined);

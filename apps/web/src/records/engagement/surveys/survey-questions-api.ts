import type { Survey, SurveyResultsExportQuery } from '@caffee/contract';
import { sendPayload } from '../../../crud/data/crud-api';
import { deleteRecord, downloadCsv, fetchRecord, saveRecord } from '../../../crud/data/record-api';
import type { FormValues } from '../../../crud/data/record-derive';
import type { RecordRow } from '../../../crud/screen';

export type SurveyQuestion = NonNullable<Survey['questions']>[number];

/** A question of the survey as its form edits it: every language of its text and options. */
export const fetchQuestionForEdit = (id: number, locale: string): Promise<RecordRow> =>
  fetchRecord('questions', id, { locale, includes: ['translations', 'options'] });

/**
 * Adds a question to the survey (`POST questions` with its `surveyId`: it goes last and takes
 * the survey's audience and dates) or saves an edited one (`PATCH questions/{id}`).
 */
export const saveSurveyQuestion = (surveyId: number, id: number | null, body: FormValues) =>
  saveRecord('questions', id, id === null ? { ...body, surveyId } : body, { add: [], remove: [] });

export const removeSurveyQuestion = (id: number) => deleteRecord('questions', id);

/** `PUT surveys/{id}/questions/order`: the whole order at once. */
export const reorderSurveyQuestions = (surveyId: number, questionIds: number[]) =>
  sendPayload<SurveyQuestion[]>('put', `surveys/${surveyId}/questions/order`, { questionIds });

/** The order after moving the question at `index` one place up (-1) or down (+1). */
export function movedOrder(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const to = index + step;
  if (to < 0 || to >= ids.length) return [...ids];
  const out = [...ids];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** Downloads `surveys/{id}/results/export.csv` (the generic export's download, at its path). */
export const downloadResultsCsv = (
  surveyId: number,
  params: SurveyResultsExportQuery,
  fileName: string,
) => downloadCsv(`surveys/${surveyId}/results`, params, fileName);

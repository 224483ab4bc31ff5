/** Surveys, questions and answers, forums, complaints. */
import type { Generated } from 'kysely';
import type { Audited, Timestamp, Translated } from './common.js';

/** A survey: questions (rows of `questions` with its id) answered between two dates. */
export interface SurveysTable extends Audited, Translated<'title' | 'description'> {
  id: Generated<number>;
  categoryId: number | null;
  audience: string;
  opensAt: Timestamp | null;
  closesAt: Timestamp | null;
  /** When it was published; a draft (null) is seen only by administrators. */
  publishedAt: Timestamp | null;
  deletedAt: Timestamp | null;
}

/** A question for an audience, for one institute, or of a survey. */
export interface QuestionsTable extends Audited, Translated<'text'> {
  id: Generated<number>;
  type: string;
  surveyId: number | null;
  audience: string | null;
  addressedInstituteId: number | null;
  dueAt: Timestamp | null;
  position: Generated<number>;
  deletedAt: Timestamp | null;
}

/** An option of a choice question. */
export interface QuestionOptionsTable extends Translated<'text'> {
  id: Generated<number>;
  questionId: number;
  position: number;
}

/** One person's answer to one question (unique per question and user). */
export interface QuestionAnswersTable {
  id: Generated<number>;
  questionId: number;
  userId: number;
  text: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The options an answer chose. */
export interface QuestionAnswerOptionsTable {
  answerId: number;
  optionId: number;
}

/** Who responded to a survey, and when (their answers are in `question_answers`). */
export interface SurveyResponsesTable {
  id: Generated<number>;
  surveyId: number;
  userId: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A forum topic; its discussion is its comments. */
export interface ForumsTable extends Audited, Translated<'title' | 'body'> {
  id: Generated<number>;
  categoryId: number | null;
  locked: Generated<number>;
  deletedAt: Timestamp | null;
}

/** A complaint against an institute, filed on behalf of a complainant. */
export interface ComplainsTable extends Audited {
  id: Generated<number>;
  subject: string;
  description: string;
  categoryId: number | null;
  instituteId: number;
  complainantName: string;
  complainantPhone: string | null;
  complainantKebeleId: number | null;
  status: Generated<string>;
  statusReason: string | null;
  deletedAt: Timestamp | null;
}

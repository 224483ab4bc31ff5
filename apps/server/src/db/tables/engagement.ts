/** Surveys, questions and answers, forums, complaints. */
import type { Generated } from 'kysely';
import type { Audited, Timestamp } from './common.js';

/** A survey: questions (rows of `questions` with its id) answered between two dates. */
export interface SurveysTable extends Audited {
  id: Generated<number>;
  titleOm: string | null;
  titleEn: string | null;
  titleAm: string | null;
  descriptionOm: string | null;
  descriptionEn: string | null;
  descriptionAm: string | null;
  categoryId: number | null;
  audience: string;
  opensAt: Timestamp | null;
  closesAt: Timestamp | null;
  deletedAt: Timestamp | null;
}

/** A question for an audience, for one institute, or of a survey. */
export interface QuestionsTable extends Audited {
  id: Generated<number>;
  textOm: string | null;
  textEn: string | null;
  textAm: string | null;
  type: string;
  surveyId: number | null;
  audience: string | null;
  addressedInstituteId: number | null;
  dueAt: Timestamp | null;
  position: Generated<number>;
  deletedAt: Timestamp | null;
}

/** An option of a choice question. */
export interface QuestionOptionsTable {
  id: Generated<number>;
  questionId: number;
  position: number;
  textOm: string | null;
  textEn: string | null;
  textAm: string | null;
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
export interface ForumsTable extends Audited {
  id: Generated<number>;
  titleOm: string | null;
  titleEn: string | null;
  titleAm: string | null;
  bodyOm: string | null;
  bodyEn: string | null;
  bodyAm: string | null;
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

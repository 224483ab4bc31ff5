/** Questions and their answers, surveys, forums and complaints. */
import { z } from 'zod';
import { dateOrder, withDateOrder, DateTimeSchema } from '../dates.js';
import { PersonNameSchema, PhoneSchema } from '../auth.js';
import { CalendarQuerySchema } from '../calendar-query.js';
import { listQuerySchema, readQuerySchema } from '../list-query.js';
import { defineResource, recordBase } from '../resource.js';
import { translatedInput, TranslationsSchema } from '../translation.js';
import { FIELD_ERRORS } from '../field-errors.js';
import {
  QUESTION_TYPES,
  AUDIENCES,
  COMPLAINT_STATUSES,
  type ComplaintStatus,
  questionsMeta,
  surveysMeta,
  forumsMeta,
  complainsMeta,
} from './engagement-meta.js';

export const QUESTION_TEXT_MAX = 2000;
export const OPTION_TEXT_MAX = 500;
export const QUESTION_OPTIONS_MAX = 30;
export const OPEN_ANSWER_MAX = 4000;
export const SURVEY_QUESTIONS_MAX = 100;
export const TITLE_MAX = 300;
export const DESCRIPTION_MAX = 5000;
export const FORUM_BODY_MAX = 20000;
export const REASON_MAX = 1000;

const Id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const Ref = z.object({ id: z.number().int(), name: z.string() });

// ---- questions and answers ----

export const QuestionOptionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  position: z.number().int(),
  translations: TranslationsSchema,
});
export type QuestionOption = z.infer<typeof QuestionOptionSchema>;

export const AnswerSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  /** The chosen options (choice questions). */
  optionIds: z.array(z.number().int()),
  /** The written answer (open-ended questions). */
  text: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Answer = z.infer<typeof AnswerSchema>;

export const QuestionSchema = z.object({
  ...recordBase,
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  surveyId: z.number().int().nullable(),
  /** Null for a survey's questions (they take the survey's) and for one-institute questions. */
  audience: z.enum(AUDIENCES).nullable(),
  addressedInstituteId: z.number().int().nullable(),
  dueAt: z.string().nullable(),
  position: z.number().int(),
  options: z.array(QuestionOptionSchema).optional(),
  /** The caller's own answer, or null. */
  myAnswer: AnswerSchema.nullable().optional(),
  answered: z.boolean().optional(),
  addressedInstitute: Ref.nullable().optional(),
  /** The survey it belongs to, by its title in the reader's language. */
  survey: Ref.nullable().optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** An option as written: an existing one keeps its id (and its answers) when reworded. */
const OptionInput = z.strictObject({ id: Id.optional(), text: translatedInput(OPTION_TEXT_MAX) });

const QuestionCreateSchema = z.strictObject({
  text: translatedInput(QUESTION_TEXT_MAX),
  type: z.enum(QUESTION_TYPES),
  /** The whole list, in order: at least two for choice questions, none for open-ended. */
  options: z.array(OptionInput).max(QUESTION_OPTIONS_MAX).optional(),
  surveyId: Id.nullable().optional(),
  audience: z.enum(AUDIENCES).nullable().optional(),
  addressedInstituteId: Id.nullable().optional(),
  dueAt: DateTimeSchema.nullable().optional(),
  position: z.number().int().min(0).max(10000).optional(),
});

export const questions = defineResource(questionsMeta, {
  record: QuestionSchema,
  create: QuestionCreateSchema,
  update: QuestionCreateSchema.partial(),
});

/** `POST questions/{id}/answers`: the caller's answer, created or replaced. */
export const AnswerBodySchema = z.strictObject({
  optionIds: z.array(Id).max(QUESTION_OPTIONS_MAX).optional(),
  text: z.string().trim().max(OPEN_ANSWER_MAX).nullable().optional(),
});
export type AnswerBody = z.infer<typeof AnswerBodySchema>;

/** `GET questions/{id}/answers`: everyone's for administrators, the caller's own otherwise. */
export const AnswersQuerySchema = listQuerySchema({
  filter: ['userId', 'updatedAt'],
  sort: ['id', 'updatedAt'],
  includes: [],
});

export const OptionCountSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  count: z.number().int(),
});
export const QuestionResultsSchema = z.object({
  questionId: z.number().int(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  answerCount: z.number().int(),
  /** Answers that carry written text. */
  openAnswerCount: z.number().int(),
  options: z.array(OptionCountSchema),
});
export type QuestionResults = z.infer<typeof QuestionResultsSchema>;

// ---- surveys ----

export const SurveyQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  position: z.number().int(),
  options: z.array(QuestionOptionSchema),
  myAnswer: AnswerSchema.nullable(),
});

export const SurveySchema = z.object({
  ...recordBase,
  title: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  audience: z.enum(AUDIENCES),
  /** Responses are taken from opensAt (or always, when null) until closesAt (or forever). */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** When it was published; null while it is a draft, which its audience does not see. */
  publishedAt: z.string().nullable(),
  category: Ref.nullable().optional(),
  questions: z.array(SurveyQuestionSchema).optional(),
  /** Whether the caller has sent a response. */
  responded: z.boolean().optional(),
});
export type Survey = z.infer<typeof SurveySchema>;

const SurveyCreateSchema = z.strictObject({
  title: translatedInput(TITLE_MAX),
  description: translatedInput(DESCRIPTION_MAX).nullable().optional(),
  categoryId: Id.nullable().optional(),
  audience: z.enum(AUDIENCES),
  opensAt: DateTimeSchema.nullable().optional(),
  closesAt: DateTimeSchema.nullable().optional(),
});

/** A survey closes after it opens (either may be left open-ended). */
export const surveyDates = dateOrder([['opensAt', 'closesAt', { strict: true }]]);

export const surveys = withDateOrder(
  defineResource(surveysMeta, {
    record: SurveySchema,
    create: SurveyCreateSchema,
    update: SurveyCreateSchema.partial(),
  }),
  surveyDates,
);

/** `POST surveys/{id}/responses`: one answer for every question of the survey. */
export const SurveyResponseBodySchema = z.strictObject({
  answers: z
    .array(AnswerBodySchema.extend({ questionId: Id }))
    .min(1)
    .max(SURVEY_QUESTIONS_MAX),
});
export type SurveyResponseBody = z.infer<typeof SurveyResponseBodySchema>;

export const SurveyResponseSchema = z.object({
  surveyId: z.number().int(),
  userId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  answers: z.array(AnswerSchema),
});

export const SurveyResultsSchema = z.object({
  surveyId: z.number().int(),
  /** People who sent a response. */
  responseCount: z.number().int(),
  /** Active accounts of the survey's audience (members, institute staff or both): the rate's base. */
  audienceCount: z.number().int(),
  questions: z.array(QuestionResultsSchema),
});
export type SurveyResults = z.infer<typeof SurveyResultsSchema>;

/** The columns of a survey's results as CSV, and the word of its first line (the response rate). */
export const RESULTS_CSV_WORDS = [
  'number',
  'question',
  'answer',
  'count',
  'percent',
  'respondent',
  'date',
  'responseRate',
] as const;

/**
 * `GET surveys/{id}/results/export.csv`: the results in the reader's language; the headers
 * come from the web app (the server keeps no interface text), dates in the reader's calendar.
 */
export const SurveyResultsExportQuerySchema = readQuerySchema([])
  .omit({ includes: true })
  .extend({
    calendar: CalendarQuerySchema,
    labels: z
      .object(
        Object.fromEntries(RESULTS_CSV_WORDS.map((w) => [w, z.string().max(60).optional()])) as {
          [K in (typeof RESULTS_CSV_WORDS)[number]]: z.ZodOptional<z.ZodString>;
        },
      )
      .strict()
      .optional(),
  });
export type SurveyResultsExportQuery = z.infer<typeof SurveyResultsExportQuerySchema>;

/** `PUT surveys/{id}/questions/order`: every live question of the survey, once, in the new order. */
export const SurveyQuestionOrderBodySchema = z.strictObject({
  questionIds: z.array(Id).min(1).max(SURVEY_QUESTIONS_MAX),
});
export type SurveyQuestionOrderBody = z.infer<typeof SurveyQuestionOrderBodySchema>;

// ---- forums ----

export const ForumSchema = z.object({
  ...recordBase,
  title: z.string(),
  body: z.string(),
  categoryId: z.number().int().nullable(),
  /** A locked forum keeps its discussion but takes no new comments. */
  locked: z.boolean(),
  category: Ref.nullable().optional(),
  commentCount: z.number().int().optional(),
});
export type Forum = z.infer<typeof ForumSchema>;

const ForumCreateSchema = z.strictObject({
  title: translatedInput(TITLE_MAX),
  body: translatedInput(FORUM_BODY_MAX),
  categoryId: Id.nullable().optional(),
});

export const forums = defineResource(forumsMeta, {
  record: ForumSchema,
  create: ForumCreateSchema,
  update: ForumCreateSchema.partial().extend({ locked: z.boolean().optional() }),
});

// ---- complaints ----

/** The complaint workflow: where each status may go next (closing it, rejected or resolved, needs a note). */
export const COMPLAINT_TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  submitted: ['in_review', 'rejected'],
  in_review: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
};

export const ComplainSchema = z.object({
  ...recordBase,
  subject: z.string(),
  description: z.string(),
  categoryId: z.number().int().nullable(),
  /** The institute complained against. */
  instituteId: z.number().int(),
  complainantName: z.string(),
  complainantPhone: z.string().nullable(),
  complainantKebeleId: z.number().int().nullable(),
  status: z.enum(COMPLAINT_STATUSES),
  /** The note of the latest workflow step (why it was rejected, how it was resolved). */
  statusReason: z.string().nullable(),
  category: Ref.nullable().optional(),
  institute: Ref.nullable().optional(),
});
export type Complain = z.infer<typeof ComplainSchema>;

/** The person a complaint is filed for (by a member on a constituent's behalf). */
export const ComplainantSchema = z.strictObject({
  name: PersonNameSchema,
  phone: PhoneSchema.nullable().optional(),
  /** A kebele of the address tree. */
  kebeleId: Id.nullable().optional(),
});
export type Complainant = z.infer<typeof ComplainantSchema>;

// Written in the language of the person filing it, so plain text rather than multilingual.
// The complainant comes as `complainant: { name, phone, kebeleId }` or in the flat fields
// a read answers (complainantName, ...), so a form can send back what it read.
const ComplainFields = z.strictObject({
  subject: z.string().trim().min(1, { message: FIELD_ERRORS.required }).max(TITLE_MAX),
  description: z.string().trim().min(1, { message: FIELD_ERRORS.required }).max(DESCRIPTION_MAX),
  categoryId: Id.nullable().optional(),
  instituteId: Id,
  complainant: ComplainantSchema.partial().optional(),
  complainantName: PersonNameSchema.optional(),
  complainantPhone: PhoneSchema.nullable().optional(),
  complainantKebeleId: Id.nullable().optional(),
  status: z.never({ message: FIELD_ERRORS.complaintStartsSubmitted }).optional(),
});
const ComplainCreateSchema = ComplainFields.superRefine((v, ctx) => {
  if (!v.complainant?.name && !v.complainantName) {
    ctx.addIssue({ code: 'custom', path: ['complainant', 'name'], message: FIELD_ERRORS.required });
  }
});

export const complains = defineResource(complainsMeta, {
  record: ComplainSchema,
  create: ComplainCreateSchema,
  update: ComplainFields.partial(),
});

/** `POST complains/{id}/transition`: one step of the workflow. */
export const ComplaintTransitionBodySchema = z.strictObject({
  to: z.enum(COMPLAINT_STATUSES),
  reason: z.string().trim().max(REASON_MAX).optional(),
});
export type ComplaintTransitionBody = z.infer<typeof ComplaintTransitionBodySchema>;

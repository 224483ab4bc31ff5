/** Questions, surveys, forums and complaints: what each record type is (see resource-meta.ts). */
import { categoryMeta, defineMeta } from '../resource-meta.js';

export const QUESTION_TYPES = ['multiple_choice', 'single_choice', 'open_ended'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Who a question or survey is for; a question may instead name one institute. */
export const AUDIENCES = ['members', 'institutes', 'both'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const COMPLAINT_STATUSES = ['submitted', 'in_review', 'resolved', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const surveyCategoriesMeta = categoryMeta('survey-categories');
export const forumCategoriesMeta = categoryMeta('forum-categories');
export const complainCategoriesMeta = categoryMeta('complain-categories');

/** `questions`: asked of members, institutes or one institute; answered once each. */
export const questionsMeta = defineMeta({
  path: 'questions',
  list: {
    filter: [
      'id',
      'type',
      'surveyId',
      'audience',
      'addressedInstituteId',
      'dueAt',
      'createdAt',
      'updatedAt',
    ],
    sort: ['id', 'position', 'dueAt', 'createdAt', 'updatedAt'],
    includes: ['options', 'myAnswer', 'answered', 'addressedInstitute'],
  },
  translatable: ['text'],
  comments: true,
});

/** `surveys`: questions grouped under an open and a close date, answered all at once. */
export const surveysMeta = defineMeta({
  path: 'surveys',
  list: {
    filter: ['id', 'categoryId', 'audience', 'opensAt', 'closesAt', 'createdAt', 'updatedAt'],
    sort: ['id', 'title', 'opensAt', 'closesAt', 'createdAt', 'updatedAt'],
    includes: ['category', 'questions', 'responded'],
  },
  translatable: ['title', 'description'],
  comments: false,
});

/** `forums`: topics members open; the discussion is their comments. */
export const forumsMeta = defineMeta({
  path: 'forums',
  list: {
    filter: ['id', 'categoryId', 'locked', 'createdBy', 'createdAt', 'updatedAt'],
    sort: ['id', 'title', 'createdAt', 'updatedAt'],
    includes: ['category', 'commentCount'],
  },
  translatable: ['title', 'body'],
  comments: true,
});

/** `complains`: filed against an institute, reviewed by it: submitted → in_review → resolved. */
export const complainsMeta = defineMeta({
  path: 'complains',
  list: {
    filter: [
      'id',
      'status',
      'categoryId',
      'instituteId',
      'complainantKebeleId',
      'createdBy',
      'createdAt',
      'updatedAt',
    ],
    sort: ['id', 'subject', 'status', 'createdAt', 'updatedAt'],
    includes: ['category', 'institute'],
  },
  translatable: [],
  // Plain text (a complaint is kept in the words it was filed in): searched as written.
  search: ['subject', 'description', 'complainantName'],
  comments: true,
});

/** Questions, surveys, forums and complaints: what each record type is (see resource-meta.ts). */
import { categoryMeta, defineMeta, READ_ACTIONS } from '../resource-meta.js';

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

/** The question types answered by choosing among options. */
export const CHOICE_TYPES = QUESTION_TYPES.filter((type) => type !== 'open_ended');

/** `questions`: asked of members, institutes or one institute; answered once each. */
export const questionsMeta = defineMeta({
  path: 'questions',
  icon: 'help',
  menu: { types: ['admin'], order: 100 },
  actions: ['answer'],
  grants: {
    institute: ['list', 'read', 'answer', 'comment'],
    member: ['list', 'read', 'answer', 'comment'],
  },
  title: 'text',
  fields: [
    { name: 'text', kind: 'longText', translatable: true, column: true },
    // A new question starts as the commonest kind, so its options show at once.
    {
      name: 'type',
      kind: 'enum',
      values: QUESTION_TYPES,
      default: 'single_choice',
      column: true,
      filter: true,
    },
    {
      name: 'options',
      kind: 'options',
      when: { field: 'type', values: CHOICE_TYPES },
      hidden: true,
    },
    { name: 'audience', kind: 'enum', values: AUDIENCES, column: true, filter: true },
    {
      name: 'addressedInstituteId',
      kind: 'reference',
      ref: 'institutes',
      refField: 'addressedInstitute',
      filter: true,
    },
    { name: 'dueAt', kind: 'datetime', column: true, filter: true, sort: true },
    // A survey's questions are written on the survey's screen; the list names their survey.
    {
      name: 'surveyId',
      kind: 'reference',
      ref: 'surveys',
      refField: 'survey',
      column: true,
      filter: true,
      readOnly: true,
    },
    { name: 'position', kind: 'number', sort: true, hidden: true, readOnly: true },
  ],
  includes: ['options', 'myAnswer', 'answered'],
  comments: true,
});

/** `surveys`: questions grouped under an open and a close date, answered all at once. */
export const surveysMeta = defineMeta({
  path: 'surveys',
  icon: 'poll',
  menu: { types: ['admin'], order: 90 },
  // A survey is a draft until it is published (`POST surveys/{id}/publish`).
  actions: ['publish'],
  // Surveys addressed to institutes are answered by their staff.
  grants: { institute: READ_ACTIONS, member: READ_ACTIONS },
  title: 'title',
  fields: [
    { name: 'title', kind: 'text', translatable: true, column: true, sort: true },
    { name: 'description', kind: 'longText', translatable: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'survey-categories',
      refField: 'category',
      filter: true,
    },
    { name: 'audience', kind: 'enum', values: AUDIENCES, column: true, filter: true },
    { name: 'opensAt', kind: 'datetime', column: true, filter: true, sort: true },
    { name: 'closesAt', kind: 'datetime', column: true, filter: true, sort: true },
    // Set by publishing; null while it is a draft.
    { name: 'publishedAt', kind: 'datetime', readOnly: true, hidden: true },
  ],
  includes: ['questions', 'responded'],
  comments: false,
});

/** `forums`: topics members open; the discussion is their comments. */
export const forumsMeta = defineMeta({
  path: 'forums',
  icon: 'forum',
  menu: { types: ['admin', 'institute', 'member'], order: 40 },
  grants: { member: ['list', 'read', 'create', 'comment'] },
  title: 'title',
  fields: [
    { name: 'title', kind: 'text', translatable: true, column: true, sort: true },
    { name: 'body', kind: 'longText', translatable: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'forum-categories',
      refField: 'category',
      column: true,
      filter: true,
    },
    { name: 'locked', kind: 'boolean', column: true, filter: true },
    { name: 'commentCount', kind: 'number', column: true, readOnly: true },
  ],
  stamps: { filter: ['createdAt', 'updatedAt', 'createdBy'] },
  includes: ['commentCount'],
  comments: true,
});

/** `complains`: filed against an institute, reviewed by it: submitted → in_review → resolved. */
export const complainsMeta = defineMeta({
  path: 'complains',
  icon: 'feedback',
  menu: { types: ['admin', 'institute', 'member'], order: 80 },
  actions: ['review'],
  grants: {
    institute: ['list', 'read', 'review', 'comment'],
    // A member edits their own complaint while it is still submitted (scoped in the data layer).
    member: ['list', 'read', 'create', 'update', 'comment'],
  },
  title: 'subject',
  fields: [
    { name: 'subject', kind: 'text', column: true, sort: true },
    { name: 'description', kind: 'longText' },
    {
      name: 'instituteId',
      kind: 'reference',
      ref: 'institutes',
      refField: 'institute',
      column: true,
      filter: true,
    },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'complain-categories',
      refField: 'category',
      filter: true,
    },
    // Required by the create schema's refinement (as `complainant.name` or this flat field).
    { name: 'complainantName', kind: 'text', column: true, required: true },
    { name: 'complainantPhone', kind: 'text' },
    { name: 'complainantKebeleId', kind: 'kebele', hidden: true, filter: true },
    {
      name: 'status',
      kind: 'enum',
      values: COMPLAINT_STATUSES,
      column: true,
      readOnly: true,
      filter: true,
      sort: true,
    },
    { name: 'statusReason', kind: 'longText', readOnly: true },
    { name: 'createdAt', kind: 'datetime', column: true, readOnly: true },
  ],
  stamps: { filter: ['createdAt', 'updatedAt', 'createdBy'] },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // Plain text (a complaint is kept in the words it was filed in): searched as written.
  search: ['subject', 'description', 'complainantName'],
  comments: true,
});

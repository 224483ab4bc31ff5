import {
  AUDIENCES,
  COMPLAINT_STATUSES,
  complainsMeta,
  forumsMeta,
  QUESTION_TYPES,
  questionsMeta,
  surveysMeta,
} from '@caffee/contract';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import { lazyPart } from '../crud/lazy-part';
import type { BodyCheck, RecordScreen } from '../crud/screen';

export const forumsScreen: RecordScreen = {
  key: 'forums',
  contract: forumsMeta,
  labelKey: 'records.types.forums',
  icon: ForumOutlined,
  titleField: 'title',
  fields: [
    { name: 'title', kind: 'text', column: true },
    { name: 'body', kind: 'multiline' },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'forum-categories',
      refField: 'category',
      column: true,
    },
    { name: 'locked', kind: 'boolean', column: true },
    { name: 'commentCount', kind: 'number', column: true, readOnly: true },
  ],
  filters: ['categoryId', 'locked'],
  includes: ['category', 'commentCount'],
  types: ['admin', 'institute', 'member'],
};

export const complainsScreen: RecordScreen = {
  key: 'complains',
  contract: complainsMeta,
  labelKey: 'records.types.complains',
  icon: FeedbackOutlined,
  titleField: 'subject',
  fields: [
    { name: 'subject', kind: 'text', column: true },
    { name: 'description', kind: 'multiline' },
    {
      name: 'instituteId',
      kind: 'reference',
      ref: 'institutes',
      refField: 'institute',
      column: true,
    },
    { name: 'categoryId', kind: 'reference', ref: 'complain-categories', refField: 'category' },
    { name: 'complainantName', kind: 'text', column: true },
    { name: 'complainantPhone', kind: 'text' },
    { name: 'complainantKebeleId', kind: 'kebele', hidden: true },
    { name: 'status', kind: 'select', values: COMPLAINT_STATUSES, column: true, readOnly: true },
    { name: 'statusReason', kind: 'multiline', readOnly: true },
    { name: 'createdAt', kind: 'datetime', column: true, readOnly: true },
  ],
  filters: ['status', 'instituteId', 'categoryId'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  includes: ['category', 'institute'],
  types: ['admin', 'institute', 'member'],
  detailExtra: lazyPart(async () => {
    const [{ kebeleDetail }, { ComplaintWorkflow }] = await Promise.all([
      import('../crud/kebele-field'),
      import('./complaint-workflow'),
    ]);
    return kebeleDetail('complainantKebeleId', ComplaintWorkflow);
  }),
  // The server takes changes only before the review starts.
  editable: (record) => record.status === 'submitted',
};

export const surveysScreen: RecordScreen = {
  key: 'surveys',
  contract: surveysMeta,
  labelKey: 'records.types.surveys',
  icon: PollOutlined,
  titleField: 'title',
  fields: [
    { name: 'title', kind: 'text', column: true },
    { name: 'description', kind: 'multiline' },
    { name: 'categoryId', kind: 'reference', ref: 'survey-categories', refField: 'category' },
    { name: 'audience', kind: 'select', values: AUDIENCES, column: true },
    { name: 'opensAt', kind: 'datetime', column: true },
    { name: 'closesAt', kind: 'datetime', column: true },
  ],
  filters: ['audience', 'categoryId'],
  includes: ['category'],
  types: ['admin'],
};

/** The question types answered by choosing among options. */
const CHOICE_TYPES = QUESTION_TYPES.filter((type) => type !== 'open_ended');

/** The server's rule, checked before sending: a choice question needs two options or more. */
const twoOptionsForChoices: BodyCheck = (body, ctx) => {
  const choice = (CHOICE_TYPES as readonly unknown[]).includes(body.type);
  if (choice && (Array.isArray(body.options) ? body.options.length : 0) < 2) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.twoOptions' });
  }
};

export const questionsScreen: RecordScreen = {
  key: 'questions',
  menuId: 'question-records',
  contract: questionsMeta,
  checkBody: twoOptionsForChoices,
  labelKey: 'records.types.questions',
  icon: HelpOutlineOutlined,
  titleField: 'text',
  fields: [
    { name: 'text', kind: 'multiline', column: true },
    { name: 'type', kind: 'select', values: QUESTION_TYPES, column: true },
    {
      name: 'options',
      kind: 'options',
      when: { field: 'type', values: CHOICE_TYPES },
      hidden: true,
    },
    { name: 'audience', kind: 'select', values: AUDIENCES, column: true },
    {
      name: 'addressedInstituteId',
      kind: 'reference',
      ref: 'institutes',
      refField: 'addressedInstitute',
    },
    { name: 'dueAt', kind: 'datetime', column: true },
  ],
  filters: ['type', 'audience', 'addressedInstituteId'],
  includes: ['addressedInstitute'],
  recordIncludes: ['options'],
  types: ['admin'],
  detailExtra: lazyPart(() =>
    import('../crud/options-field').then((m) => m.optionsDetail('options')),
  ),
};

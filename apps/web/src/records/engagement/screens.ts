import {
  CHOICE_TYPES,
  complainsMeta,
  forumsMeta,
  questionsMeta,
  surveysMeta,
} from '@caffee/contract';
import { lazyPart } from '../../crud/data/lazy-part';
import { defineScreen, type BodyCheck } from '../../crud/screen';

export const forumsScreen = defineScreen(forumsMeta, {
  includes: ['commentCount'],
});

export const complainsScreen = defineScreen(complainsMeta, {
  detailExtra: lazyPart(async () => {
    const [{ kebeleDetail }, { ComplaintWorkflow }] = await Promise.all([
      import('../../crud/form/kebele-field'),
      import('./complaint-workflow'),
    ]);
    return kebeleDetail('complainantKebeleId', ComplaintWorkflow);
  }),
  // The server takes changes only before the review starts.
  editable: (record) => record.status === 'submitted',
  // Its file: the complaint, its status history with who and when, the answers.
  documents: [{ name: 'file', labelKey: 'crud.document.complaintFilePdf' }],
});

/** The server's rule, checked before sending: a choice question needs two options or more. */
const twoOptionsForChoices: BodyCheck = (body, ctx) => {
  const choice = (CHOICE_TYPES as readonly unknown[]).includes(body.type);
  if (choice && (Array.isArray(body.options) ? body.options.length : 0) < 2) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.twoOptions' });
  }
};

export const questionsScreen = defineScreen(questionsMeta, {
  menuId: 'question-records',
  checkBody: twoOptionsForChoices,
  recordIncludes: ['options'],
  detailExtra: lazyPart(() =>
    import('./questions/question-detail-extra').then((m) => m.QuestionDetailExtra),
  ),
  // A survey's question is written on its survey's page, where its audience and dates are.
  editable: (record) => record.surveyId === null || record.surveyId === undefined,
});

export const surveysScreen = defineScreen(surveysMeta, {
  recordIncludes: ['questions'],
  detailExtra: lazyPart(() =>
    import('./surveys/survey-detail-extra').then((m) => m.surveyDetailExtra(questionsScreen)),
  ),
});

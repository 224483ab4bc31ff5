import type { SurveyResponseBody } from '@caffee/contract';
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { NOT_SENT } from '../../../api/error-message';
import { enqueueSnackbar } from '../../../components/notices';
import i18n from '../../../i18n';
import { answerValueOf } from '../questions/answer-body';
import { sendProblemKey } from '../questions/send-answer';
import type { SurveyValues } from './survey-form';
import { sendResponse } from './surveys-api';

/** A response on its way: which survey, and the body as it will be sent. */
export interface ResponseVariables {
  surveyId: number;
  body: SurveyResponseBody;
}

/** The key of every response's mutation; `[...RESPONSE_KEY, id]` for one survey's. */
export const RESPONSE_KEY = ['survey-response'] as const;

/** The surveys whose form is on screen: it shows a refusal in place, not as a notice. */
export const formsOnScreen = new Set<number>();

/** A response's answers as the form holds them (a response restored after a reload). */
export const valuesOfBody = (body: SurveyResponseBody): SurveyValues =>
  Object.fromEntries(body.answers.map((a) => [a.questionId, answerValueOf(a)]));

/**
 * How a survey's response is sent, as a question's answer is (questions/send-answer.ts): held
 * while the browser is offline and sent when it is back (kept across a reload:
 * offline/queued-writes.ts), said in a notice when sent or refused, even after the reader
 * has left the screen. A response replaces the caller's earlier one, so a send that got no
 * answer may safely go again.
 */
export function responseMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ surveyId, body }: ResponseVariables) => sendResponse(surveyId, body),
    networkMode: 'online',
    retry: (failures, error: unknown) => error === NOT_SENT && failures < 3,
    onSuccess: (_data, { surveyId }: ResponseVariables) => {
      enqueueSnackbar(i18n.t('surveys.sent'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['my-surveys'] });
      return queryClient.invalidateQueries({ queryKey: ['survey', surveyId] });
    },
    onError: (error, variables: ResponseVariables) => {
      if (formsOnScreen.has(variables.surveyId)) return;
      enqueueSnackbar(i18n.t(sendProblemKey(error)), { variant: 'error' });
    },
  } satisfies MutationOptions<unknown, unknown, ResponseVariables>;
}

/** Responses restored after a reload are sent with these (offline/queued-writes.ts). */
export function setResponseDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(RESPONSE_KEY, responseMutation(queryClient));
}

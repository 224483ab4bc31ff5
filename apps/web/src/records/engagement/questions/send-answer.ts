import type { AnswerBody } from '@caffee/contract';
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { errorCode, errorMessageKey, NOT_SENT } from '../../../api/error-message';
import { enqueueSnackbar } from '../../../components/notices';
import i18n from '../../../i18n';
import { sendAnswer } from './questions-api';
import { firstFieldErrors } from '../../../forms/server-errors';

/** What went wrong with a sent answer, as an i18n key: closed (409), refused (422), other. */
export function sendProblemKey(error: unknown) {
  if (errorCode(error) === 'conflict') return 'questions.errors.closed';
  if (firstFieldErrors(error).size > 0) return 'questions.errors.refused';
  return errorMessageKey(error);
}

/** An answer on its way: which question, and the body as it will be sent. */
export interface AnswerVariables {
  questionId: number;
  body: AnswerBody;
}

/** The key of every answer's mutation; `[...ANSWER_KEY, id]` for one question's. */
export const ANSWER_KEY = ['answer'] as const;

/** The questions whose card is on screen: it shows a refusal in place, not as a notice. */
export const cardsOnScreen = new Set<number>();

/**
 * How an answer is sent, wherever it was made: held while the browser is offline and sent when
 * it is back (kept across a reload: offline/queued-writes.ts), said in a notice when it is
 * saved or refused, even after the reader has left the screen (the card's own callbacks are
 * gone then). Answering replaces the caller's answer (`POST questions/{id}/answers`), so a
 * send that got no answer may safely go again.
 */
export function answerMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ questionId, body }: AnswerVariables) => sendAnswer(questionId, body),
    networkMode: 'online',
    retry: (failures, error: unknown) => error === NOT_SENT && failures < 3,
    onSuccess: () => {
      enqueueSnackbar(i18n.t('questions.saved'), { variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['my-questions'] });
    },
    onError: (error, variables: AnswerVariables) => {
      if (cardsOnScreen.has(variables.questionId)) return;
      enqueueSnackbar(i18n.t(sendProblemKey(error)), { variant: 'error' });
    },
  } satisfies MutationOptions<unknown, unknown, AnswerVariables>;
}

/** Answers restored after a reload are sent with these (offline/queued-writes.ts). */
export function setAnswerDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(ANSWER_KEY, answerMutation(queryClient));
}

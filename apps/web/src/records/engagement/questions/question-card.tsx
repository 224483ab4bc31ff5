import { recordAnchor, type Question } from '@caffee/contract';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CloudQueueOutlined from '@mui/icons-material/CloudQueueOutlined';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerBody, answerProblem, answerValueOf, isOpen, type AnswerValue } from './answer-body';
import { AnswerInput } from './answer-input';
import { DueChip } from './due-chip';
import {
  answerMutation,
  ANSWER_KEY,
  cardsOnScreen,
  sendProblemKey,
  type AnswerVariables,
} from './send-answer';

/** One question addressed to the caller, answered (or re-answered until its due date) in place. */
export function QuestionCard({ question }: { question: Question }) {
  const { t } = useTranslation();
  const open = isOpen(question);
  const [value, setValue] = useState<AnswerValue>(answerValueOf(question.myAnswer));
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  // How it is sent, and said, is the answers' own (send-answer.ts); here, where it stands.
  const key = [...ANSWER_KEY, question.id];
  const mutation = useMutation({ ...answerMutation(useQueryClient()), mutationKey: key });
  // An answer made offline waits to be sent, here or restored after a reload.
  const waiting = useMutationState({
    filters: { mutationKey: key, status: 'pending' },
    select: (m) => m.state as { isPaused: boolean; variables: AnswerVariables | undefined },
  }).at(-1);
  // What waits is what the card holds: it stays once sent, and is there to correct if refused.
  // (Set while rendering, as React advises for state following a value: no effect's extra pass.)
  const waitingBody = waiting?.variables?.body;
  // Held from nothing: an answer restored before the card's first render is taken up too.
  const [heldBody, setHeldBody] = useState<AnswerVariables['body'] | undefined>(undefined);
  if (waitingBody && waitingBody !== heldBody) {
    setHeldBody(waitingBody);
    setValue(answerValueOf(waitingBody));
  }
  useEffect(() => {
    cardsOnScreen.add(question.id);
    return () => void cardsOnScreen.delete(question.id);
  }, [question.id]);

  const submit = () => {
    const local = answerProblem(question.type, value);
    setProblem(local);
    if (local) return;
    mutation.mutate(
      { questionId: question.id, body: answerBody(question.type, value) },
      {
        onSuccess: () => setTouched(false),
        onError: (error) => setProblem(sendProblemKey(error)),
      },
    );
  };
  const sending = waiting !== undefined;

  return (
    <Card
      component="article"
      id={recordAnchor(question.id)}
      tabIndex={-1}
      data-testid={`question-${question.id}`}
      aria-label={question.text}
      // A link to it (a notification's) focuses it: the ring says which one it was.
      sx={{
        scrollMarginTop: 64,
        '&:focus': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <DueChip dueAt={question.dueAt} open={open} />
            <Chip size="small" label={t(`questions.types.${question.type}`)} />
            {question.answered && (
              <Chip
                size="small"
                color="success"
                icon={<CheckCircleOutlined />}
                label={t('questions.answered')}
                data-testid="answered-chip"
              />
            )}
          </Stack>
          <AnswerInput
            question={question}
            value={value}
            disabled={!open || sending}
            error={problem && problem !== 'questions.errors.closed' ? t(problem) : null}
            onChange={(next) => {
              setValue(next);
              setTouched(true);
              setProblem(null);
            }}
          />
          {waiting?.isPaused && (
            <Alert
              severity="info"
              icon={<CloudQueueOutlined />}
              role="status"
              data-testid={`answer-waiting-${question.id}`}
            >
              {t('questions.waiting')}
            </Alert>
          )}
          {problem === 'questions.errors.closed' && (
            <Alert severity="warning" role="alert">
              {t(problem)}
            </Alert>
          )}
          {open ? (
            <Button
              variant="contained"
              onClick={submit}
              loading={sending && !waiting.isPaused}
              disabled={sending || (question.answered && !touched)}
              sx={{ alignSelf: 'flex-start' }}
              data-testid={`answer-save-${question.id}`}
            >
              {t(question.answered ? 'questions.update' : 'questions.send')}
            </Button>
          ) : (
            <Alert severity="info">{t('questions.closedHint')}</Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

import type { Question } from '@caffee/contract';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessageKey } from '../../api/error-message';
import { firstFieldErrors } from '../../forms/server-errors';
import { answerBody, answerProblem, answerValueOf, isOpen, type AnswerValue } from './answer-body';
import { AnswerInput } from './answer-input';
import { DueChip } from './due-chip';
import { sendAnswer } from './questions-api';

/** What went wrong with a sent answer, as an i18n key: closed (409), refused (422), other. */
export function sendProblemKey(error: unknown) {
  if (errorCode(error) === 'conflict') return 'questions.errors.closed';
  if (firstFieldErrors(error).size > 0) return 'questions.errors.refused';
  return errorMessageKey(error);
}

/** One question addressed to the caller, answered (or re-answered until its due date) in place. */
export function QuestionCard({ question }: { question: Question }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const open = isOpen(question);
  const [value, setValue] = useState<AnswerValue>(answerValueOf(question.myAnswer));
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const mutation = useMutation({
    mutationFn: () => sendAnswer(question.id, answerBody(question.type, value)),
    onSuccess: () => {
      setTouched(false);
      enqueueSnackbar(t('questions.saved'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['my-questions'] });
    },
    onError: (error) => setProblem(sendProblemKey(error)),
  });

  const submit = () => {
    const local = answerProblem(question.type, value);
    setProblem(local);
    if (!local) mutation.mutate();
  };

  return (
    <Card component="article" data-testid={`question-${question.id}`} aria-label={question.text}>
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
            disabled={!open || mutation.isPending}
            error={problem && problem !== 'questions.errors.closed' ? t(problem) : null}
            onChange={(next) => {
              setValue(next);
              setTouched(true);
              setProblem(null);
            }}
          />
          {problem === 'questions.errors.closed' && (
            <Alert severity="warning" role="alert">
              {t(problem)}
            </Alert>
          )}
          {open ? (
            <Button
              variant="contained"
              onClick={submit}
              loading={mutation.isPending}
              disabled={question.answered && !touched}
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

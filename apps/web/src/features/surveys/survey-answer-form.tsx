import type { Survey } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../forms/use-field-error-text';
import { AnswerInput } from '../questions/answer-input';
import { sendProblemKey } from '../questions/send-answer';
import {
  initialValues,
  responseBody,
  serverProblems,
  validateSurvey,
  type SurveyValues,
} from './survey-form';
import { sendResponse } from './surveys-api';

/** Every question of a survey, sent together; problems show on the questions they concern. */
export function SurveyForm({ survey, disabled }: { survey: Survey; disabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const questions = useMemo(
    () => [...(survey.questions ?? [])].sort((a, b) => a.position - b.position),
    [survey.questions],
  );
  const [values, setValues] = useState<SurveyValues>(() => initialValues(questions));
  const [problems, setProblems] = useState(new Map<number, string>());
  const [formProblem, setFormProblem] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () => sendResponse(survey.id, responseBody(questions, values)),
    onSuccess: () => {
      enqueueSnackbar(t('surveys.sent'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['survey', survey.id] });
      void queryClient.invalidateQueries({ queryKey: ['my-surveys'] });
    },
    onError: (error) => {
      const onQuestions = serverProblems(error, questions);
      setProblems(onQuestions);
      setFormProblem(onQuestions.size > 0 ? null : sendProblemKey(error));
    },
  });

  const submit = () => {
    const local = validateSurvey(questions, values);
    setProblems(local);
    setFormProblem(local.size > 0 ? 'surveys.errors.incomplete' : null);
    if (local.size === 0) mutation.mutate();
    else
      document
        .getElementById(`survey-q-${[...local.keys()][0]}`)
        ?.querySelector<HTMLElement>('input, textarea')
        ?.focus();
  };

  // Local problems are i18n keys; the server's come as codes (or its own words).
  const errorText = useFieldErrorText();
  const message = (id: number) => {
    const p = problems.get(id);
    if (!p) return null;
    return p.startsWith('questions.') ? t(p) : errorText(p);
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="survey-form"
    >
      {questions.map((q, i) => (
        <Card key={q.id} id={`survey-q-${q.id}`}>
          <CardContent>
            <AnswerInput
              question={{ ...q, text: `${i + 1}. ${q.text}` }}
              value={values[q.id] ?? { optionIds: [], text: '' }}
              disabled={disabled || mutation.isPending}
              error={message(q.id)}
              onChange={(next) => {
                setValues((old) => ({ ...old, [q.id]: next }));
                setProblems((old) => {
                  const copy = new Map(old);
                  copy.delete(q.id);
                  return copy;
                });
              }}
            />
          </CardContent>
        </Card>
      ))}
      {formProblem && (
        <Alert severity="error" role="alert">
          {t(formProblem)}
        </Alert>
      )}
      {!disabled && (
        <Button
          type="submit"
          variant="contained"
          loading={mutation.isPending}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="survey-submit"
        >
          {t(survey.responded ? 'surveys.update' : 'surveys.send')}
        </Button>
      )}
    </Stack>
  );
}

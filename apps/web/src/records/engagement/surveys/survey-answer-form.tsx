import type { Survey } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import CloudQueueOutlined from '@mui/icons-material/CloudQueueOutlined';
import {
  onlineManager,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../forms/use-field-error-text';
import { AnswerInput } from '../questions/answer-input';
import { sendProblemKey } from '../questions/send-answer';
import {
  formsOnScreen,
  RESPONSE_KEY,
  responseMutation,
  valuesOfBody,
  type ResponseVariables,
} from './send-response';
import {
  initialValues,
  responseBody,
  serverProblems,
  validateSurvey,
  type SurveyValues,
} from './survey-form';

/** A connection problem is over once the connection is back: its message goes with it. */
const CONNECTION_PROBLEMS = new Set(['errors.network', 'errors.notSent']);

/**
 * Every question of a survey, sent together; problems show on the questions they concern.
 * Sent without a connection, the response waits (kept across a reload) and goes when the
 * connection is back: the form holds its answers meanwhile (send-response.ts).
 */
export function SurveyForm({ survey, disabled }: { survey: Survey; disabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const questions = useMemo(
    () => [...(survey.questions ?? [])].sort((a, b) => a.position - b.position),
    [survey.questions],
  );
  const [values, setValues] = useState<SurveyValues>(() => initialValues(questions));
  const [problems, setProblems] = useState(new Map<number, string>());
  const [formProblem, setFormProblem] = useState<string | null>(null);

  const key = [...RESPONSE_KEY, survey.id];
  const mutation = useMutation({ ...responseMutation(queryClient), mutationKey: key });
  // A response made offline waits to be sent, here or restored after a reload.
  const waiting = useMutationState({
    filters: { mutationKey: key, status: 'pending' },
    select: (m) => m.state as { isPaused: boolean; variables: ResponseVariables | undefined },
  }).at(-1);
  // What waits is what the form holds (set while rendering, as the question card does).
  const waitingBody = waiting?.variables?.body;
  const [heldBody, setHeldBody] = useState<ResponseVariables['body'] | undefined>(undefined);
  if (waitingBody && waitingBody !== heldBody) {
    setHeldBody(waitingBody);
    setValues((old) => ({ ...old, ...valuesOfBody(waitingBody) }));
  }
  const sending = waiting !== undefined;

  useEffect(() => {
    formsOnScreen.add(survey.id);
    return () => void formsOnScreen.delete(survey.id);
  }, [survey.id]);
  // "No connection" is not left up once the connection is back.
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) setFormProblem((p) => (p && CONNECTION_PROBLEMS.has(p) ? null : p));
      }),
    [],
  );

  const submit = () => {
    const local = validateSurvey(questions, values);
    setProblems(local);
    setFormProblem(local.size > 0 ? 'surveys.errors.incomplete' : null);
    if (local.size === 0)
      mutation.mutate(
        { surveyId: survey.id, body: responseBody(questions, values) },
        {
          onSuccess: () => setFormProblem(null),
          onError: (error) => {
            const onQuestions = serverProblems(error, questions);
            setProblems(onQuestions);
            setFormProblem(onQuestions.size > 0 ? null : sendProblemKey(error));
          },
        },
      );
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
              disabled={disabled || sending}
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
      {waiting?.isPaused && (
        <Alert
          severity="info"
          icon={<CloudQueueOutlined />}
          role="status"
          data-testid="survey-waiting"
        >
          {t('surveys.waiting')}
        </Alert>
      )}
      {formProblem && (
        <Alert severity="error" role="alert">
          {t(formProblem)}
        </Alert>
      )}
      {!disabled && (
        <Button
          type="submit"
          variant="contained"
          loading={sending && !waiting.isPaused}
          disabled={sending}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="survey-submit"
        >
          {t(survey.responded ? 'surveys.update' : 'surveys.send')}
        </Button>
      )}
    </Stack>
  );
}

import PublishOutlined from '@mui/icons-material/PublishOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-message';
import { useSnackbar } from '../../../components/notices';
import { firstFieldErrors } from '../../../forms/server-errors';
import { useFieldErrorText } from '../../../forms/use-field-error-text';
import { publishSurvey } from './surveys-api';

/**
 * A draft survey's card, for those who may publish it: its audience does not see it yet;
 * Publish sends it to them (refused, and said why, without questions or once closed).
 */
export function SurveyPublishCard({
  surveyId,
  questionCount,
  onPublished,
}: {
  surveyId: number;
  questionCount: number;
  onPublished: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorText = useFieldErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => publishSurvey(surveyId),
    onSuccess: () => {
      setProblem(null);
      enqueueSnackbar(t('surveys.publish.done'), { variant: 'success' });
      onPublished();
    },
    onError: (error) => {
      const [why] = firstFieldErrors(error).values();
      setProblem(why ? errorText(why) : t(errorMessageKey(error)));
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="survey-draft">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          {t('surveys.publish.title')}
        </Typography>
        <Typography color="text.secondary">
          {t(questionCount > 0 ? 'surveys.publish.ready' : 'surveys.publish.needsQuestions')}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert" data-testid="survey-publish-problem">
            {problem}
          </Alert>
        )}
        <Button
          variant="contained"
          startIcon={<PublishOutlined />}
          onClick={() => mutation.mutate()}
          loading={mutation.isPending}
          disabled={mutation.isPending}
          data-testid="survey-publish"
        >
          {t('surveys.publish.action')}
        </Button>
      </Stack>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessageKey } from '../../../api/error-message';
import { PageHeader } from '../../../components/page-header';
import { isMissing, RecordGone } from '../../../crud/record-states';
import { usePrefs } from '../../../store/hooks';
import { SurveyForm } from './survey-answer-form';
import { SurveyStateChip } from './survey-state-chip';
import { surveyState } from './survey-form';
import { fetchSurvey } from './surveys-api';

/** `/member/surveys/:id`: a survey answered as one form while it is open. */
export default function SurveyAnswerPage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['survey', id, locale],
    queryFn: () => fetchSurvey(id, locale),
  });
  if (query.isPending)
    return (
      <Skeleton variant="rounded" height={320} role="status" aria-label={t('common.loading')} />
    );
  if (query.isError && isMissing(query.error))
    return (
      <Stack spacing={3}>
        <PageHeader title={t('records.types.surveys')} />
        <RecordGone error={query.error} path="surveys" listLabel={t('records.types.surveys')} />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(query.error))}
      </Alert>
    );
  const survey = query.data;
  const state = surveyState(survey);
  return (
    <Stack spacing={3}>
      <PageHeader title={survey.title} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: -2 }}>
        <SurveyStateChip survey={survey} />
      </Stack>
      {survey.description && (
        <Typography color="text.secondary" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
          {survey.description}
        </Typography>
      )}
      {state !== 'open' && (
        <Alert severity="info" data-testid="survey-not-open">
          {t(state === 'closed' ? 'surveys.closedHint' : 'surveys.notOpenHint')}
        </Alert>
      )}
      {survey.responded && state === 'open' && (
        <Alert severity="success">{t('surveys.respondedHint')}</Alert>
      )}
      <SurveyForm survey={survey} disabled={state !== 'open'} />
    </Stack>
  );
}

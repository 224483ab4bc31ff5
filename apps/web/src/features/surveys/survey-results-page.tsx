import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessageKey } from '../../api/error-message';
import { PageHeader } from '../../components/page-header';
import { usePrefs } from '../../store/hooks';
import { OpenAnswers } from '../questions/open-answers';
import { ResultsChart } from '../questions/results-chart';
import { fetchSurveyResults } from './surveys-api';

/** `/admin/surveys/:id/results`: how many responded, and each question's results as a chart. */
export default function SurveyResultsPage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['survey-results', id, locale],
    queryFn: () => fetchSurveyResults(id, locale),
  });
  const back = (
    <Button
      component={RouterLink}
      to={`/admin/surveys/${id}`}
      startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
    >
      {t('surveys.results.back')}
    </Button>
  );
  let body;
  if (query.isPending)
    body = <Skeleton variant="rounded" height={320} role="status" aria-label={t('common.loading')} />;
  else if (query.isError)
    body = (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(query.error))}
      </Alert>
    );
  else {
    body = query.data.questions.map((q, i) => (
      <Card key={q.questionId} data-testid={`survey-result-${q.questionId}`}>
        <CardContent>
          <Typography variant="h2" gutterBottom dir="auto">
            {`${i + 1}. ${q.text}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('questions.results.answerCount', { count: q.answerCount })}
          </Typography>
          <ResultsChart results={q} />
          {q.type === 'open_ended' && <OpenAnswers questionId={q.questionId} />}
        </CardContent>
      </Card>
    ));
  }
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('surveys.results.title')}
        subtitle={
          query.data
            ? t('surveys.results.responses', { count: query.data.responseCount })
            : undefined
        }
        actions={back}
      />
      {body}
    </Stack>
  );
}

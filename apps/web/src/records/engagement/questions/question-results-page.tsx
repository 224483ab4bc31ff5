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
import { errorMessageKey } from '../../../api/error-message';
import { PageHeader } from '../../../components/page-header';
import { usePrefs } from '../../../store/hooks';
import { OpenAnswers } from './open-answers';
import { fetchQuestionResults } from './questions-api';
import { ResultsChart } from './results-chart';

/** `/admin/questions/:id/results`: the counts per option as a chart, and the written answers. */
export default function QuestionResultsPage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['question-results', id, locale],
    queryFn: () => fetchQuestionResults(id, locale),
  });
  const back = (
    <Button
      component={RouterLink}
      to={`/admin/questions/${id}`}
      startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
    >
      {t('questions.results.back')}
    </Button>
  );
  if (query.isPending)
    return (
      <Skeleton variant="rounded" height={320} role="status" aria-label={t('common.loading')} />
    );
  if (query.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error" role="alert">
          {t(errorMessageKey(query.error))}
        </Alert>
      </Stack>
    );
  }
  const results = query.data;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('questions.results.title')}
        subtitle={t('questions.results.answerCount', { count: results.answerCount })}
        actions={back}
      />
      <Card>
        <CardContent>
          <Typography variant="h2" gutterBottom dir="auto">
            {results.text}
          </Typography>
          <ResultsChart results={results} />
        </CardContent>
      </Card>
      {results.type === 'open_ended' && (
        <Card>
          <CardContent>
            <Typography variant="h2" gutterBottom>
              {t('questions.results.openAnswers')}
            </Typography>
            <OpenAnswers questionId={id} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

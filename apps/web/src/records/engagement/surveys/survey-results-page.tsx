import ArrowBack from '@mui/icons-material/ArrowBack';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
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
import { RESULTS_CSV_WORDS } from '@caffee/contract';
import { errorMessageKey } from '../../../api/error-message';
import { PageHeader } from '../../../components/page-header';
import { downloadPdf } from '../../../crud/data/record-api';
import { DownloadButton } from '../../../crud/list/export-button';
import { usePrefs } from '../../../store/hooks';
import { OpenAnswers } from '../questions/open-answers';
import { ResultsChart } from '../questions/results-chart';
import { ResponseRate } from './response-rate';
import { downloadResultsCsv } from './survey-questions-api';
import { fetchSurveyResults } from './surveys-api';

/** Downloads the results as CSV: headers in the reader's language, dates in their calendar. */
function ExportResultsButton({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const labels = Object.fromEntries(
    RESULTS_CSV_WORDS.map((w) => [w, t(`surveys.results.csv.${w}`)]),
  );
  return (
    <DownloadButton
      label={t('surveys.results.export')}
      testId="survey-results-export"
      download={() =>
        downloadResultsCsv(surveyId, { locale, calendar, labels }, `survey-${surveyId}-results.csv`)
      }
    />
  );
}

/** The results as a PDF to print or send, in the reader's language and calendar. */
function ResultsPdfButton({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  return (
    <DownloadButton
      label={t('crud.document.resultsPdf')}
      testId="survey-results-pdf"
      icon={<PictureAsPdfOutlined />}
      download={() =>
        downloadPdf(`surveys/${surveyId}/results.pdf`, `survey-${surveyId}-results.pdf`, {
          locale,
          calendar,
        })
      }
    />
  );
}

/**
 * `/admin/surveys/:id/results`: how much of the audience responded, each question's counts
 * as a chart (with its own results page), the written answers, and the CSV export.
 */
export default function SurveyResultsPage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['survey-results', id, locale],
    queryFn: () => fetchSurveyResults(id, locale),
  });
  const actions = (
    <>
      <Button
        component={RouterLink}
        to={`/admin/surveys/${id}`}
        startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      >
        {t('surveys.results.back')}
      </Button>
      {query.data && <ExportResultsButton surveyId={id} />}
      {query.data && <ResultsPdfButton surveyId={id} />}
    </>
  );
  let body;
  if (query.isPending)
    body = (
      <Skeleton variant="rounded" height={320} role="status" aria-label={t('common.loading')} />
    );
  else if (query.isError)
    body = (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(query.error))}
      </Alert>
    );
  else {
    body = (
      <>
        <Card>
          <CardContent>
            <ResponseRate results={query.data} />
          </CardContent>
        </Card>
        {query.data.questions.map((q, i) => (
          <Card key={q.questionId} data-testid={`survey-result-${q.questionId}`}>
            <CardContent>
              <Typography variant="h2" gutterBottom dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                {`${i + 1}. ${q.text}`}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {t('questions.results.answerCount', { count: q.answerCount })}
                </Typography>
                <Button
                  component={RouterLink}
                  to={`/admin/questions/${q.questionId}/results`}
                  size="small"
                  startIcon={<BarChartOutlined />}
                >
                  {t('surveys.results.questionLink')}
                </Button>
              </Stack>
              <ResultsChart results={q} />
              {q.type === 'open_ended' && <OpenAnswers questionId={q.questionId} />}
            </CardContent>
          </Card>
        ))}
      </>
    );
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
        actions={actions}
      />
      {body}
    </Stack>
  );
}

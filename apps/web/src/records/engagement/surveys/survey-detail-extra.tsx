import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../auth/auth-context';
import type { DetailExtra, RecordScreen } from '../../../crud/screen';
import { usePrefs } from '../../../store/hooks';
import { ResponseRate } from './response-rate';
import { SurveyPublishCard } from './survey-publish-card';
import { SurveyStateChip } from './survey-state-chip';
import { surveyQuestionScreen } from './survey-question-dialog';
import type { SurveyQuestion } from './survey-questions-api';
import { SurveyQuestionsCard } from './survey-questions-card';
import { fetchSurveyResults } from './surveys-api';

/**
 * What a survey's page adds to its fields, for those who run it: whether it is open, how
 * much of its audience has responded (with the way to the results), and its questions.
 */
export function surveyDetailExtra(questionsScreen: RecordScreen): DetailExtra {
  const screen = surveyQuestionScreen(questionsScreen);
  function SurveyDetailExtra({ record, refetch }: ComponentProps<DetailExtra>) {
    const { t } = useTranslation();
    const { locale } = usePrefs();
    const can = useCan();
    const queryClient = useQueryClient();
    const seesResults = can('surveys:update');
    const results = useQuery({
      queryKey: ['survey-results', record.id, locale],
      queryFn: () => fetchSurveyResults(record.id, locale),
      enabled: seesResults,
    });
    const questions = [...((record.questions ?? []) as SurveyQuestion[])].sort(
      (a, b) => a.position - b.position || a.id - b.id,
    );
    const changed = () => {
      refetch();
      void queryClient.invalidateQueries({ queryKey: ['survey-results', record.id] });
      void queryClient.invalidateQueries({ queryKey: ['questions'], refetchType: 'none' });
    };
    const dates = {
      opensAt: (record.opensAt ?? null) as string | null,
      closesAt: (record.closesAt ?? null) as string | null,
      publishedAt: (record.publishedAt ?? null) as string | null,
    };
    return (
      <Stack spacing={2} data-testid="survey-extra">
        {dates.publishedAt === null && can('surveys:publish') && (
          <SurveyPublishCard
            surveyId={record.id}
            questionCount={questions.length}
            onPublished={changed}
          />
        )}
        {seesResults && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="survey-responses">
            <Stack
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                gap: 1,
                mb: 1.5,
              }}
            >
              <Typography variant="h6" component="h2">
                {t('surveys.results.responsesTitle')}
              </Typography>
              <SurveyStateChip survey={dates} />
            </Stack>
            {results.data ? (
              <ResponseRate results={results.data} />
            ) : results.isError ? (
              <Typography color="error">{t('surveys.results.unavailable')}</Typography>
            ) : (
              <Skeleton variant="rounded" height={40} />
            )}
            <Button
              component={RouterLink}
              to={`/admin/surveys/${record.id}/results`}
              variant="outlined"
              startIcon={<BarChartOutlined />}
              sx={{ mt: 2 }}
              data-testid="survey-results-link"
            >
              {t('surveys.results.open')}
            </Button>
          </Paper>
        )}
        <SurveyQuestionsCard
          surveyId={record.id}
          questions={questions}
          screen={screen}
          answered={(results.data?.responseCount ?? 0) > 0}
          onChanged={changed}
        />
      </Stack>
    );
  }
  return SurveyDetailExtra;
}

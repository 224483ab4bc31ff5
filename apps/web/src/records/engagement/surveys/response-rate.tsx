import type { SurveyResults } from '@caffee/contract';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Responses out of the audience, in whole percent (0 for an empty audience). */
export const responseRate = (results: Pick<SurveyResults, 'responseCount' | 'audienceCount'>) =>
  results.audienceCount
    ? Math.min(100, Math.round((results.responseCount * 100) / results.audienceCount))
    : 0;

/** "12 of 40 responded (30%)" with a bar: how much of the audience has responded. */
export function ResponseRate({ results }: { results: SurveyResults }) {
  const { t } = useTranslation();
  const rate = responseRate(results);
  const label = t('surveys.results.rate', {
    count: results.responseCount,
    audience: results.audienceCount,
    percent: rate,
  });
  return (
    <Stack spacing={0.75} data-testid="survey-response-rate">
      <Typography>{label}</Typography>
      {/* A measure, not work under way: a meter (and no loading bar to wait for). */}
      <LinearProgress variant="determinate" value={rate} role="meter" aria-label={label} />
    </Stack>
  );
}

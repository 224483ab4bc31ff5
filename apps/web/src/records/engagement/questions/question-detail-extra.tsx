import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../auth/auth-context';
import { optionsDetail } from '../../../crud/form/options-field';
import type { DetailExtra } from '../../../crud/screen';

const Options = optionsDetail('options');

/**
 * What a question's page adds: its options in order, the way to its results, and for a
 * survey's question the way to its survey (where it is edited, in the survey's order).
 */
export const QuestionDetailExtra: DetailExtra = ({ record, refetch }) => {
  const { t } = useTranslation();
  const can = useCan();
  const surveyId = record.surveyId as number | null;
  return (
    <Stack spacing={2}>
      <Options record={record} refetch={refetch} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {can('questions:update') && (
          <Button
            component={RouterLink}
            to={`/admin/questions/${record.id}/results`}
            variant="outlined"
            startIcon={<BarChartOutlined />}
            data-testid="question-results-link"
          >
            {t('questions.results.open')}
          </Button>
        )}
        {surveyId !== null && (
          <Button
            component={RouterLink}
            to={`/admin/surveys/${surveyId}`}
            variant="outlined"
            startIcon={<PollOutlined />}
            data-testid="question-survey-link"
          >
            {t('questions.inSurvey')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};

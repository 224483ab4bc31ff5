import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessageKey } from '../../../api/error-message';
import { useCurrentUser } from '../../../auth/auth-context';
import { PageHeader } from '../../../components/page-header';
import { usePrefs } from '../../../store/hooks';
import { SurveyStateChip } from './survey-state-chip';
import { surveyState } from './survey-form';
import { fetchMySurveys } from './surveys-api';

const ORDER = { open: 0, notOpen: 1, closed: 2 } as const;

/** `/member/surveys`, `/institute/surveys`: the surveys addressed to the user, open ones first. */
export default function SurveysPage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: ['my-surveys', locale],
    queryFn: () => fetchMySurveys(locale),
  });
  const surveys = [...(query.data?.rows ?? [])].sort(
    (a, b) => ORDER[surveyState(a)] - ORDER[surveyState(b)],
  );
  let body;
  if (query.isPending)
    body = (
      <Skeleton variant="rounded" height={120} role="status" aria-label={t('common.loading')} />
    );
  else if (query.isError)
    body = (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(query.error))}
      </Alert>
    );
  else if (surveys.length === 0)
    body = <Typography color="text.secondary">{t('surveys.empty')}</Typography>;
  else {
    body = surveys.map((s) => (
      <Card key={s.id} data-testid={`survey-${s.id}`}>
        <CardActionArea component={RouterLink} to={`/${user.type}/surveys/${s.id}`}>
          <CardContent>
            <Typography variant="h2" gutterBottom dir="auto">
              {s.title}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <SurveyStateChip survey={s} />
              {s.responded && <Chip size="small" color="success" label={t('surveys.responded')} />}
              {s.category && <Chip size="small" variant="outlined" label={s.category.name} />}
            </Stack>
          </CardContent>
        </CardActionArea>
      </Card>
    ));
  }
  return (
    <Stack spacing={3}>
      <PageHeader title={t('surveys.title')} />
      <Stack spacing={2}>{body}</Stack>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-message';
import { PageHeader } from '../../components/page-header';
import { LogoCard } from '../../records/address/profiles/logo-card';
import { usePrefs } from '../../store/hooks';
import { councilQueryKey, fetchCouncil, uploadCouncilLogo } from './council-api';
import { CouncilNameForm } from './council-name-form';

/**
 * `/admin/council`: the council's name in the three languages and its logo, printed on the
 * letterhead of every document.
 */
export default function CouncilPage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const query = useQuery({
    queryKey: councilQueryKey(locale),
    queryFn: () => fetchCouncil(locale),
  });
  let body;
  if (query.isPending)
    body = (
      <Skeleton variant="rounded" height={280} role="status" aria-label={t('common.loading')} />
    );
  else if (query.isError)
    body = (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(query.error))}
      </Alert>
    );
  else
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <LogoCard
            logoUrl={query.data.logo?.url}
            name={query.data.name ?? t('app.name')}
            queryKey={['council']}
            upload={uploadCouncilLogo}
            testId="council-logo"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <CouncilNameForm council={query.data} />
        </Grid>
      </Grid>
    );
  return (
    <Stack spacing={3}>
      <PageHeader title={t('profiles.council.title')} subtitle={t('profiles.council.subtitle')} />
      {body}
    </Stack>
  );
}

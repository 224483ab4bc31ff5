import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-message';
import { useCurrentUser } from '../../../auth/auth-context';
import { PageHeader } from '../../../components/page-header';
import { usePrefs } from '../../../store/hooks';
import { fetchInstitute, uploadLogo } from './institute-api';
import { InstituteForm } from './institute-form';
import { LogoCard } from './logo-card';

/** `/institute/institute`: the signed-in institute user's own institute, edited in place. */
export default function InstituteProfilePage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const user = useCurrentUser();
  const id = user.instituteId;
  const query = useQuery({
    queryKey: ['my-institute', id, locale],
    queryFn: () => fetchInstitute(id!, locale),
    enabled: id != null,
  });
  let body;
  if (id == null) body = <Alert severity="info">{t('profiles.institute.none')}</Alert>;
  else if (query.isPending)
    body = (
      <Skeleton variant="rounded" height={360} role="status" aria-label={t('common.loading')} />
    );
  else if (query.isError)
    body = (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(query.error))}
      </Alert>
    );
  else {
    const logoIds = (query.data.files ?? []).filter((f) => f.category === 'image').map((f) => f.id);
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <LogoCard
            logoUrl={query.data.logoUrl}
            name={query.data.name}
            queryKey={['my-institute']}
            upload={(file, onProgress) => uploadLogo(query.data.id, file, logoIds, onProgress)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {/* Keyed by language: a language change starts the form from the record; a logo upload
              (which changes the record too) leaves unsaved edits as they are. */}
          <InstituteForm key={`${query.data.id}-${locale}`} institute={query.data} />
        </Grid>
      </Grid>
    );
  }
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('profiles.institute.title')}
        subtitle={query.data?.name ?? user.institute?.name}
      />
      {body}
    </Stack>
  );
}

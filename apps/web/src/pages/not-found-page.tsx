import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../components/page-title';

/** Any unknown address (minimal layout). `/` leads to the landing or to login. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <PageTitle>{t('pages.notFound.title')}</PageTitle>
      <Typography color="text.secondary">{t('pages.notFound.text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('pages.notFound.home')}
      </Button>
    </Stack>
  );
}

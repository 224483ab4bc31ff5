import { LANDING_PATHS } from '@caffee/contract';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../auth/auth-context';
import { PageTitle } from './page-title';

/** Stands in for a page the user's role does not grant, with a way back to their landing. */
export function NotAllowed() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack
      spacing={2}
      data-testid="not-allowed"
      sx={{ alignItems: 'center', textAlign: 'center', py: 6, maxWidth: 560, mx: 'auto' }}
    >
      <LockOutlined color="disabled" sx={{ fontSize: 56 }} aria-hidden />
      <PageTitle>{t('notAllowed.title')}</PageTitle>
      <Typography color="text.secondary">{t('notAllowed.text')}</Typography>
      <Button component={RouterLink} to={LANDING_PATHS[user.type]} variant="contained">
        {t('notAllowed.home')}
      </Button>
    </Stack>
  );
}

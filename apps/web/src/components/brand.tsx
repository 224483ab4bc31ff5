import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The app's name and mark, linking home (`/` picks the landing or login). */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <AccountBalanceOutlined color="primary" aria-hidden />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, lineHeight: 1 }}>
        {t('app.name')}
      </Typography>
    </Box>
  );
}

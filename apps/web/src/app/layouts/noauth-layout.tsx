import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { CustomizerButton } from '../../components/customizer/customizer-button';
import { TopProgress } from '../../components/full-page-loader';
import { LanguageSwitcher } from '../../components/language-switcher';

/** Login, register and password pages: one centred card, language and display choices on top. */
export function NoauthLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 48 }}
      >
        <Brand />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <CustomizerButton />
      </Box>
      {/* The card hangs from the top rather than being centred: when the page's form arrives and
          the card grows, nothing on screen moves. */}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'grid',
          placeItems: 'start center',
          px: 2,
          pb: 2,
          pt: { xs: 2, sm: '8vh' },
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 460 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Suspense fallback={<TopProgress />}>
              <Outlet />
            </Suspense>
          </CardContent>
        </Card>
      </Box>
      <Box component="footer" sx={{ p: 2, textAlign: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {t('app.tagline')}
        </Typography>
      </Box>
    </Box>
  );
}

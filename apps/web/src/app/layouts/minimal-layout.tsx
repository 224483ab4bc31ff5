import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { TopProgress } from '../../components/full-page-loader';
import { LanguageSwitcher } from '../../components/language-switcher';

/** Pages outside any user's layout, such as "page not found". */
export function MinimalLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', px: 2, minHeight: 48 }}>
        <Brand />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 3 }}>
        <Suspense fallback={<TopProgress />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

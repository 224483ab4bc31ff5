import type { UserType } from '@caffee/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/auth-context';
import { TopProgress } from '../../components/full-page-loader';
import { LoadErrorBoundary } from '../../components/load-error-boundary';
import { OfflineStrip } from '../../offline/offline-strip';
import { usePrefs } from '../../store/hooks';
import { menuItemsFor } from '../navigation';
import { Header } from './header';
import { Sidebar } from './sidebar';

const MAIN_ID = 'main-content';

/** The signed-in layout of one user type (admin, institute, member). */
export function MainLayout({ type }: { type: UserType }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { layout, container } = usePrefs();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const items = useMemo(() => menuItemsFor(user), [user]);
  const horizontal = desktop && layout === 'horizontal';
  const { pathname } = useLocation();

  // A page that fails (its code did not load, or a bug) says so in its place: the header and
  // the menu stay, and going to another page clears it.
  const page = (
    <>
      <OfflineStrip />
      <LoadErrorBoundary resetKey={pathname}>
        <Suspense fallback={<TopProgress />}>
          <Outlet />
        </Suspense>
      </LoadErrorBoundary>
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: (th) => th.zIndex.tooltip,
          '&:focus': { left: 8, top: 8, p: 1, bgcolor: 'background.paper' },
        }}
      >
        {t('common.skipToContent')}
      </Link>
      <Header type={type} items={items} horizontal={horizontal} />
      {!horizontal && <Sidebar type={type} items={items} desktop={desktop} />}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        <Toolbar variant="dense" />
        {container ? (
          <Container maxWidth="lg" sx={{ py: 3 }}>
            {page}
          </Container>
        ) : (
          <Box sx={{ p: { xs: 2, sm: 3 } }}>{page}</Box>
        )}
      </Box>
    </Box>
  );
}

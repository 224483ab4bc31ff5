import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '../auth/auth-provider';
import { useAuth } from '../auth/auth-context';
import { BannerActions } from '../components/banner-actions';
import { TopProgress } from '../components/full-page-loader';
import { LoadErrorBoundary } from '../components/load-error-boundary';
import { retryableLazy } from '../components/retryable-lazy';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { setCustomizerOpen } from '../store/ui-slice';
import { ScrollToTop } from './scroll-to-top';

function AuthGate() {
  const { state } = useAuth();
  // As the seed's client does (docs/architecture.md): a full-width progress bar until the
  // stored session is checked.
  // The layouts load with the pages drawn in them (app/router.tsx): the bar until they have.
  return state.status === 'initialising' ? (
    <TopProgress />
  ) : (
    <Suspense fallback={<TopProgress />}>
      <Outlet />
    </Suspense>
  );
}

const { Component: CustomizerDrawer } = retryableLazy<object>(() =>
  import('../components/customizer/customizer-drawer').then((m) => ({
    default: m.CustomizerDrawer,
  })),
);

/** The drawer's code did not load: said over the page (which stays) while it is wanted. */
function CustomizerFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  const open = useAppSelector((state) => state.ui.customizerOpen);
  const dispatch = useAppDispatch();
  const close = () => dispatch(setCustomizerOpen(false));
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="warning"
        data-testid="load-error"
        action={<BannerActions label={t('common.retry')} onAct={retry} onClose={close} />}
      >
        {t('loadError.part')} {t('loadError.connection')}
      </Alert>
    </Snackbar>
  );
}

/** The display preferences' drawer, loaded the first time it is opened, then kept mounted. */
function Customizer() {
  const open = useAppSelector((state) => state.ui.customizerOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <LoadErrorBoundary fallback={CustomizerFailed}>
      <Suspense fallback={null}>
        <CustomizerDrawer />
      </Suspense>
    </LoadErrorBoundary>
  ) : null;
}

/**
 * The route tree's root: auth for every page, scroll reset, and the customizer drawer. A page
 * outside the signed-in layout that fails (its code did not load, or a bug) says so in its
 * place rather than leaving a white page.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <ScrollToTop />
      <LoadErrorBoundary resetKey={pathname}>
        <AuthGate />
      </LoadErrorBoundary>
      <Customizer />
    </AuthProvider>
  );
}

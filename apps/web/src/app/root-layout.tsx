import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider } from '../auth/auth-provider';
import { useAuth } from '../auth/auth-context';
import { TopProgress } from '../components/full-page-loader';
import { useAppSelector } from '../store/hooks';
import { ScrollToTop } from './scroll-to-top';

function AuthGate() {
  const { state } = useAuth();
  // As the seed's client does (docs/architecture.md): a full-width progress bar until the
  // stored session is checked.
  return state.status === 'initialising' ? <TopProgress /> : <Outlet />;
}

const CustomizerDrawer = lazy(() =>
  import('../components/customizer/customizer-drawer').then((m) => ({
    default: m.CustomizerDrawer,
  })),
);

/** The display preferences' drawer, loaded the first time it is opened, then kept mounted. */
function Customizer() {
  const open = useAppSelector((state) => state.ui.customizerOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <CustomizerDrawer />
    </Suspense>
  ) : null;
}

/** The route tree's root: auth for every page, scroll reset, and the customizer drawer. */
export function RootLayout() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <AuthGate />
      <Customizer />
    </AuthProvider>
  );
}

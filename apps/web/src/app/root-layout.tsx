import { Outlet } from 'react-router';
import { AuthProvider } from '../auth/auth-provider';
import { useAuth } from '../auth/auth-context';
import { CustomizerDrawer } from '../components/customizer/customizer-drawer';
import { TopProgress } from '../components/full-page-loader';
import { ScrollToTop } from './scroll-to-top';

function AuthGate() {
  const { state } = useAuth();
  // Seed section 2: a full-width progress bar until the stored session is checked.
  return state.status === 'initialising' ? <TopProgress /> : <Outlet />;
}

/** The route tree's root: auth for every page, scroll reset, and the customizer drawer. */
export function RootLayout() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <AuthGate />
      <CustomizerDrawer />
    </AuthProvider>
  );
}

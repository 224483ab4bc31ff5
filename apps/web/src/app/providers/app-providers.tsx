import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { FullPageLoader } from '../../components/full-page-loader';
import { noticeHostWanted } from '../../components/notices';
import type { AppStore } from '../../store';
import { AppThemeProvider } from '../../theme/theme-provider';
import { createQueryClient } from './query-client';

// notistack and its styles are not needed to draw the first screen: the host loads once the
// first screen's files are in (or a notice asks for it), not in competition with them.
const SnackbarHost = lazy(() => import('./snackbar-host'));

function NoticeHost() {
  const wanted = useSyncExternalStore(noticeHostWanted.subscribe, noticeHostWanted.get);
  return wanted ? (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  ) : null;
}

/** Everything the pages rely on, outermost first: state, stored preferences, theme, data, notices. */
export function AppProviders(props: {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}) {
  const { store, persistor, children } = props;
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider store={store}>
      <PersistGate loading={<FullPageLoader />} persistor={persistor}>
        <AppThemeProvider>
          <QueryClientProvider client={queryClient}>
            {children}
            <NoticeHost />
          </QueryClientProvider>
        </AppThemeProvider>
      </PersistGate>
    </Provider>
  );
}

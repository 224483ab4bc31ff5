import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { FullPageLoader } from '../../components/full-page-loader';
import type { AppStore } from '../../store';
import { AppThemeProvider } from '../../theme/theme-provider';
import { createQueryClient } from './query-client';

// notistack and its styles are not needed to draw the first screen: the host loads beside it.
const SnackbarHost = lazy(() => import('./snackbar-host'));

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
            <Suspense fallback={null}>
              <SnackbarHost />
            </Suspense>
          </QueryClientProvider>
        </AppThemeProvider>
      </PersistGate>
    </Provider>
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LoadErrorBoundary } from '../../components/load-error-boundary';
import { noticeHostWanted, wantNoticeHost } from '../../components/notices';
import { retryableLazy } from '../../components/retryable-lazy';
import { sweepKept, sessionUserId } from '../../offline/offline-store';
import { keepQueuedWrites } from '../../offline/queued-writes';
import { UpdatePrompt } from '../../pwa/update-prompt';
import type { AppStore } from '../../store';
import { AppThemeProvider } from '../../theme/theme-provider';
import { createQueryClient } from './query-client';

// notistack and its styles are not needed to draw the first screen: the host loads when the
// reader first acts (a notice mostly answers an action, and loads while the action's request
// is out) or when a notice finds none, not in competition with the first screen's files.
const { Component: SnackbarHost } = retryableLazy(() => import('./snackbar-host'));
const FIRST_ACTS = ['pointerdown', 'keydown'] as const;

function NoticeHost() {
  const wanted = useSyncExternalStore(noticeHostWanted.subscribe, noticeHostWanted.get);
  useEffect(() => {
    if (wanted) return;
    const options = { capture: true, passive: true };
    FIRST_ACTS.forEach((type) => window.addEventListener(type, wantNoticeHost, options));
    return () =>
      FIRST_ACTS.forEach((type) => window.removeEventListener(type, wantNoticeHost, options));
  }, [wanted]);
  return wanted ? (
    <LoadErrorBoundary fallback={RetryWhenOnline}>
      <Suspense fallback={null}>
        <SnackbarHost />
      </Suspense>
    </LoadErrorBoundary>
  ) : null;
}

/**
 * The host's code did not load (offline): nothing shows, and notices wait for it
 * (components/notices) until it loads on the connection's return or the reader's next act
 * while online.
 */
function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    const options = { capture: true, passive: true };
    const onAct = () => {
      if (navigator.onLine) retry();
    };
    window.addEventListener('online', retry);
    FIRST_ACTS.forEach((type) => window.addEventListener(type, onAct, options));
    return () => {
      window.removeEventListener('online', retry);
      FIRST_ACTS.forEach((type) => window.removeEventListener(type, onAct, options));
    };
  }, [retry]);
  return null;
}

/**
 * Everything the pages rely on, outermost first: state and preferences, theme, data, notices,
 * and the offer of a new version.
 */
export function AppProviders(props: {
  store: AppStore;
  /** The app's start makes it, to ask for the first screen's data before the first render. */
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const { store, children } = props;
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  useEffect(() => {
    if (!sessionUserId()) return;
    void sweepKept();
    // Its code may not load offline without the worker: then nothing was kept to restore.
    const keeping = keepQueuedWrites(queryClient).catch(() => () => undefined);
    return () => void keeping.then((stop) => stop());
  }, [queryClient]);
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <NoticeHost />
          <UpdatePrompt />
        </QueryClientProvider>
      </AppThemeProvider>
    </Provider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { noticeHostWanted, wantNoticeHost } from '../../components/notices';
import { UpdatePrompt } from '../../pwa/update-prompt';
import type { AppStore } from '../../store';
import { AppThemeProvider } from '../../theme/theme-provider';
import { createQueryClient } from './query-client';

// notistack and its styles are not needed to draw the first screen: the host loads when the
// reader first acts (a notice mostly answers an action, and loads while the action's request
// is out) or when a notice finds none, not in competition with the first screen's files.
const SnackbarHost = lazy(() => import('./snackbar-host'));
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
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  ) : null;
}

/**
 * Everything the pages rely on, outermost first: state and preferences, theme, data, notices,
 * and the offer of a new version.
 */
export function AppProviders(props: { store: AppStore; children: ReactNode }) {
  const { store, children } = props;
  const [queryClient] = useState(createQueryClient);
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

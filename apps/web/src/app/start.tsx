import '../theme/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { getAccessToken } from '../api/tokens';
import { startCurrentUser } from '../auth/auth-api';
import { switchLanguage } from '../i18n';
import { createAppStore } from '../store';
import { AppProviders } from './providers/app-providers';
import { createQueryClient } from './providers/query-client';
import { AppRoutes, preloadPageAt } from './router';
import { syncPreferences } from './sync-preferences';

const store = createAppStore();
syncPreferences(store);
const queryClient = createQueryClient();
// The session's user, which the first signed-in screen waits for; asked for first, as a phone
// has only a few connections to the server.
if (getAccessToken()) startCurrentUser(store.getState().prefs.locale);
// The code and data of the page the address shows load while the session is checked and the
// layout drawn, rather than after them.
void preloadPageAt(window.location, {
  client: queryClient,
  locale: store.getState().prefs.locale,
});

// The first render waits for the stored language's catalogue (one small chunk), so the first
// screen is in the reader's language rather than switching after it.
await switchLanguage(store.getState().prefs.locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Rendered as a transition: React renders the first screen in slices of a few milliseconds and
// lets the browser paint and take input between them (index.html's boot screen stays until done).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

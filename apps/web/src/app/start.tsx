import '../theme/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { switchLanguage } from '../i18n';
import { createPersistedStore, whenRehydrated } from '../store';
import { AppProviders } from './providers/app-providers';
import { createAppRouter } from './router';
import { syncPreferences } from './sync-preferences';

const { store, persistor } = createPersistedStore();
syncPreferences(store);
const router = createAppRouter();

// The first render waits for the stored preferences and their language's catalogue (one small
// chunk), so the first screen is in the reader's language rather than switching after it.
await whenRehydrated(persistor);
await switchLanguage(store.getState().prefs.locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

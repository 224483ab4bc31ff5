import './theme/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/app-providers';
import { createAppRouter } from './app/router';
import { switchLanguage } from './i18n';
import { syncPreferences } from './app/sync-preferences';
import { createPersistedStore } from './store';

const { store, persistor } = createPersistedStore();
syncPreferences(store);
const router = createAppRouter();

// The first render waits for the stored preferences and their language's catalogue (one small
// chunk), so the first screen is in the reader's language rather than switching after it.
await new Promise<void>((resolve) => {
  const ready = () => persistor.getState().bootstrapped;
  if (ready()) return resolve();
  const stop = persistor.subscribe(() => {
    if (!ready()) return;
    stop();
    resolve();
  });
});
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

// The build's app chunk runs its modules one after the other in import order; the `pauses`
// modules end a task where they stand (a top-level await), so its evaluation is four shorter
// tasks, not one long one in which the page can neither paint nor take input. (Unbundled, in
// the dev server, they only hold back this module's own code.)
import '../theme/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import './pauses/after-react';
import { switchLanguage } from '../i18n';
import { createAppStore } from '../store';
import { readStoredPrefs } from '../store/stored-prefs';
import './pauses/after-store';
import { AppProviders } from './providers/app-providers';
import './pauses/after-providers';
import { nextTask } from './next-task';
import { AppRoutes, routesFor } from './router';
import { syncPreferences } from './sync-preferences';
import { preloadMatchedPages } from './type-routes';

const store = createAppStore();
syncPreferences(store);
// Running the app's modules is one task; building the routes and matching the address another.
await nextTask();
// The page of the address opened on, and its data, load while the session is checked and the
// layout drawn (the stored language, as the page will ask in it).
const { location } = window;
preloadMatchedPages(
  matchRoutes(routesFor(location.pathname), location) ?? [],
  location.search,
  readStoredPrefs().locale,
);

// The first render waits for the stored language's catalogue (one small chunk), so the first
// screen is in the reader's language rather than switching after it.
await switchLanguage(store.getState().prefs.locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Rendered as a transition: React renders the first screen in slices of a few milliseconds and
// lets the browser paint and take input between them, rather than in one long task (the boot
// screen of index.html stays until it is done).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

import '../../theme/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createTexts } from '../../i18n/translate';
import { registerServiceWorker } from '../../pwa/service-worker';
import { applyDocumentPrefs } from '../../theme/document-prefs';
import { LoginScreen } from './login-screen';
import { createSignInPrefs } from './prefs-source';
import { loadSignInTexts } from './texts';

// The sign-in page on its own: React and MUI in the app's theme, none of the app's other
// libraries (router, store, queries, i18next, zod's schemas), so it shows quickly on a slow
// phone. It reads and writes the preferences where the app keeps them, stores the session
// where the app looks for it, then loads the app (a page load).
const prefs = createSignInPrefs();
const apply = () => applyDocumentPrefs(prefs.get());
apply();
prefs.subscribe(apply);

const { locale } = prefs.get();
const texts = createTexts(await loadSignInTexts(locale));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Rendered as a transition, as the app's start does: React renders the page in slices of a few
// milliseconds (MUI's styles are worked out as it renders) rather than in one long task, and
// the boot screen of index.html stays until it is done.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <LoginScreen
        prefs={prefs}
        initialTexts={{ locale, texts }}
        returnUrl={new URLSearchParams(window.location.search).get('returnUrl')}
        passwordChanged={new URLSearchParams(window.location.search).get('done') === 'password'}
        leave={(url) => window.location.replace(url)}
      />
    </StrictMode>,
  ),
);

// The first visit installs the worker here: it fetches the app's files in the background, so the
// page after signing in opens from the cache, and the app's screens open offline afterwards.
registerServiceWorker();

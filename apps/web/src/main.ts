import { LOGIN_PATH } from '@caffee/contract';
import { checkSessionEarly } from './api/early-session';
import { normalisePath } from './api/session';
import { getAccessToken } from './api/tokens';
import { preloadFirstScreen } from './app/first-screens';
import { chooseBundle } from './choose-bundle';
import { loadCatalog } from './i18n/catalog';
import { warmIntlFormats } from './i18n/warm-intl';
import { loadSignInTexts } from './login/texts';
import { readStoredPrefs } from './store/stored-prefs';

// The page's entry: small, it only picks what to load. The sign-in page is a build of its own
// (React and plain CSS) so it shows quickly; every other path loads the app.
const signedIn = getAccessToken() !== null;
const bundle = chooseBundle(window.location.pathname, signedIn);
if (bundle === 'login' && normalisePath(window.location.pathname) !== LOGIN_PATH) {
  window.history.replaceState(null, '', LOGIN_PATH);
}

// Both need the stored language's texts before their first render: asked for now, they
// arrive beside the page's own scripts instead of after them.
const { locale } = readStoredPrefs();
(bundle === 'login' ? loadSignInTexts(locale) : loadCatalog(locale)).catch(() => undefined);
// The app's first screen needs the signed-in user: asked now, it too arrives with the scripts.
if (bundle === 'app') checkSessionEarly(locale);

// One function per bundle: the build gives each `import()` its own list of files to preload
// (as one conditional expression, the minifier merged them and both got the app's list).
const start = {
  login: () => import('./login/start'),
  app: () => import('./app/start'),
};
void start[bundle]();
if (bundle === 'app') {
  // The files of the screen the address shows (a list, the dashboard) come with the app's,
  // after them in the queue (without a session the app only sends the reader to sign in). In a
  // task of its own: asking for a file costs the main thread a few milliseconds, four times
  // that on a slow phone, and this task has asked for a dozen already.
  if (signedIn) setTimeout(() => preloadFirstScreen(window.location.pathname), 0);
  warmIntlFormats();
}

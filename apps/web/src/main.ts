import { chooseBundle, LOGIN_PATH, normalisePath } from '@caffee/contract';
import { afterNextPaint, inSeparateTasks } from './after-paint';
import { checkSessionEarly } from './api/early-session';
import { getAccessToken } from './api/tokens';
import { preloadFirstScreen } from './app/first-screens';
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

// One function per bundle: the build gives each `import()` its own list of files to preload
// (as one conditional expression, the minifier merged them and both got the app's list).
const start = {
  login: () => import('./login/start'),
  app: () => import('./app/start'),
};

// What the page needs is asked for once the boot screen (index.html) has painted, in a few
// tasks: asking for a file costs the main thread a few milliseconds (four times that on a slow
// phone), and together they made one long task.
afterNextPaint(
  () =>
    void inSeparateTasks([
      // The page's own files first: the app's chunk is the longest download of a first screen.
      () => void start[bundle](),
      () => {
        // Both need the stored language's texts before their first render, and the app's first
        // screen the signed-in user: asked for now, they arrive beside the scripts, not after.
        const { locale } = readStoredPrefs();
        (bundle === 'login' ? loadSignInTexts(locale) : loadCatalog(locale)).catch(() => undefined);
        if (bundle === 'app') checkSessionEarly(locale);
      },
      () => {
        if (bundle !== 'app') return;
        // The files and data of the screen the address shows (a list, the dashboard), after the
        // app's (without a session the app only sends the reader to sign in); then Intl's data.
        if (signedIn) preloadFirstScreen(window.location, readStoredPrefs().locale);
        warmIntlFormats();
      },
    ]),
);

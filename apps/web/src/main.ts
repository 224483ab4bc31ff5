import { LOGIN_PATH, normalisePath } from '@caffee/contract';
import { getAccessToken } from './api/tokens';
import { typeOfPath } from './app/user-type-path';
import { chooseBundle } from './choose-bundle';
import { loadCatalog } from './i18n/catalog';
import { readStoredPrefs } from './store/stored-prefs';

// The page's entry: small, it only picks what to load. The sign-in page is a build of its own
// (src/pages/sign-in: React and MUI without the app's router, store and data layer) so it shows quickly
// on a slow phone; every other path loads the app. Each `import()` makes the bundler preload
// the files its chunk needs, all at once.
const bundle = chooseBundle(window.location.pathname, getAccessToken() !== null);
if (bundle === 'login') {
  if (normalisePath(window.location.pathname) !== LOGIN_PATH) {
    window.history.replaceState(null, '', LOGIN_PATH);
  }
  void import('./pages/sign-in/start');
} else {
  void import('./app/start');
  // Under a user type's address, its pages (layout, menu, record types) load beside the app's
  // start, which would otherwise ask for them only once its own files had arrived and run.
  if (typeOfPath(window.location.pathname)) void import('./app/type-routes').catch(() => undefined);
  // The reader's texts, which the app's first render waits for: asked for beside the app's
  // files rather than once they have arrived and run (the app's own load then finds them).
  void loadCatalog(readStoredPrefs().locale).catch(() => undefined);
}

import { setRequestLocale } from '../api/client';
import { switchLanguage } from '../i18n';
import type { DisplayPrefs } from '../store/prefs-slice';

/**
 * Mirrors the preferences onto the document (`lang`, `dir`, and `data-mode`/`data-preset`
 * for tests and CSS), the i18n language and the API's Accept-Language.
 */
export function applyPreferences(
  prefs: DisplayPrefs,
  root: HTMLElement = document.documentElement,
) {
  root.lang = prefs.locale;
  root.dir = prefs.rtlLayout ? 'rtl' : 'ltr';
  root.dataset.mode = prefs.navType;
  root.dataset.preset = prefs.presetColor;
  void switchLanguage(prefs.locale);
  setRequestLocale(prefs.locale);
}

interface PrefsStore {
  getState: () => { prefs: DisplayPrefs };
  subscribe: (listener: () => void) => () => void;
}

/**
 * Keeps the document in step with the store. Runs outside React so the language is switched
 * before the first render after rehydration, without a flash of the default locale.
 */
export function syncPreferences(store: PrefsStore): () => void {
  let applied: DisplayPrefs | undefined;
  const apply = () => {
    const { prefs } = store.getState();
    if (prefs === applied) return;
    applied = prefs;
    applyPreferences(prefs);
  };
  apply();
  return store.subscribe(apply);
}

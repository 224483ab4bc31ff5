import { setRequestLocale } from '../api/client';
import { switchLanguage } from '../i18n';
import type { DisplayPrefs } from '../store/prefs';
import { applyDocumentPrefs } from '../theme/document-prefs';

/** Mirrors the preferences onto the document, the i18n language and the API's Accept-Language. */
export function applyPreferences(prefs: DisplayPrefs) {
  applyDocumentPrefs(prefs);
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

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@caffee/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalog } from './catalog';

const NAMESPACE = 'translation';

// No bundled resources: `switchLanguage` adds a language's catalogue before switching to it,
// and app/start.tsx awaits the stored language's before the first render, so no text shows
// untranslated. `resources: {}` keeps i18next from looking for a backend, so a switch to a
// loaded language is synchronous.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  initAsync: false,
  // React escapes on render; escaping here would double-escape names like "O'Connor".
  interpolation: { escapeValue: false },
  returnNull: false,
});

let wanted: Locale = DEFAULT_LOCALE;

/** Loads a language's catalogue (once) and adds it, without switching to it. */
export async function loadLanguage(lang: Locale): Promise<void> {
  if (i18n.hasResourceBundle(lang, NAMESPACE)) return;
  i18n.addResourceBundle(lang, NAMESPACE, await loadCatalog(lang));
}

/**
 * Shows `lang`: at once when its catalogue is loaded; otherwise the current language stays on
 * screen until it is, and a later call wins over an earlier one still loading.
 */
export async function switchLanguage(lang: Locale): Promise<void> {
  wanted = lang;
  if (!i18n.hasResourceBundle(lang, NAMESPACE)) await loadLanguage(lang);
  if (wanted === lang && i18n.language !== lang) {
    await i18n.changeLanguage(lang);
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export default i18n;

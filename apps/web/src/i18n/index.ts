import { DEFAULT_LOCALE, LOCALES, type Locale } from '@caffee/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalog } from './catalog';

export const resources = {
  om: { translation: catalog.om },
  en: { translation: catalog.en },
  am: { translation: catalog.am },
} as const;

// Bundled resources, so initialisation is synchronous and the first paint is already translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  initAsync: false,
  // React escapes on render; escaping here would double-escape names like "O'Connor".
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export default i18n;

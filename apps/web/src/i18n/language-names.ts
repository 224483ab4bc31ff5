import type { Locale } from '@caffee/contract';

/** Each language is named in itself, so a reader can find theirs whatever is shown now. */
export const LANGUAGE_NAME_KEYS: Record<Locale, string> = {
  om: 'language.om',
  en: 'language.en',
  am: 'language.am',
};

import { z } from 'zod';
import { LOCALES, type Locale } from './locale.js';
import { FIELD_ERRORS } from './field-errors.js';

/** All languages of one text, as stored and as `includes[]=translations` shows it. */
export const TranslationsSchema = z.object({
  om: z.string().nullable(),
  en: z.string().nullable(),
  am: z.string().nullable(),
});
export type Translations = z.infer<typeof TranslationsSchema>;

/**
 * A multilingual text in a request: a plain string (stored in the request's locale) or
 * an object with one or more of om, en, am. At least one language must be filled.
 */
export function translatedInput(max: number) {
  const text = z.string().trim().max(max);
  return z.union([
    text.min(1, { message: FIELD_ERRORS.required }),
    z
      .strictObject({ om: text.optional(), en: text.optional(), am: text.optional() })
      .refine((v) => LOCALES.some((l) => (v[l] ?? '').length > 0), {
        message: FIELD_ERRORS.oneLanguage,
      }),
  ]);
}
export type TranslatedInput = string | Partial<Record<Locale, string>>;

/** The text to show in a locale: that language, else om, else any filled one. */
export function pickTranslation(t: Translations, locale: Locale): string {
  return t[locale] || t.om || t.en || t.am || '';
}

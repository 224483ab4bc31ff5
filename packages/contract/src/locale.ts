import { z } from 'zod';

/** Interface and content languages: Afaan Oromoo (default), English, Amharic. */
export const LOCALES = ['om', 'en', 'am'] as const;
export const DEFAULT_LOCALE = 'om';
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

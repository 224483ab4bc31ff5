import { z } from 'zod';
import { LOCALES } from './languages.js';

export { DEFAULT_LOCALE, LOCALES } from './languages.js';
export const LocaleSchema = z.enum(LOCALES);
export type { Locale } from './languages.js';

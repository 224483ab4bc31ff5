/**
 * Interface and content languages: Afaan Oromoo (default), English, Amharic. A module without
 * zod, so a bundle that needs only the list (the web app's sign-in page) stays small.
 */
export const LOCALES = ['om', 'en', 'am'] as const;
export const DEFAULT_LOCALE = 'om';
export type Locale = (typeof LOCALES)[number];

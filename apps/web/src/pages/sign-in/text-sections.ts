/**
 * The top-level sections of the locale files (src/i18n/locales) the sign-in page takes its
 * texts from. The build makes one small module of them per language (vite.config.ts,
 * `signInTexts`); a text the page shows from any other section would show as its key
 * (login-screen.test.ts checks there is none).
 */
export const SIGN_IN_SECTIONS = [
  'app',
  'header',
  'language',
  'auth',
  'validation',
  'errors',
  'fieldErrors',
] as const;

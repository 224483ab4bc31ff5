import type { Locale } from '@caffee/contract';
import type { Tree } from '../../i18n/catalog';

// One module per language, built from the locale files (vite.config.ts, `signInTexts`): the
// page downloads its language's few kilobytes of texts rather than the app's catalogue.
const LOADERS: Record<Locale, () => Promise<{ default: Tree }>> = {
  om: () => import('virtual:sign-in-texts/om'),
  en: () => import('virtual:sign-in-texts/en'),
  am: () => import('virtual:sign-in-texts/am'),
};

/** The sign-in page's texts in `locale` (the sections of text-sections.ts). */
export async function loadSignInTexts(locale: Locale): Promise<Tree> {
  return (await LOADERS[locale]()).default;
}

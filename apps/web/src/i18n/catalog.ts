import type { Locale } from '@caffee/contract';
import { LOCALES } from '@caffee/contract';

export type Tree = { [key: string]: string | Tree };

/**
 * The translations, one file per feature and language (`locales/om/users.json`...), merged
 * per language. Each file owns its top-level keys: a key claimed twice is a build error.
 */
const files = import.meta.glob('./locales/*/*.json', {
  eager: true,
  import: 'default',
}) as Record<string, Tree>;

function build(): Record<Locale, Tree> {
  const out = Object.fromEntries(LOCALES.map((l) => [l, {} as Tree])) as Record<Locale, Tree>;
  for (const [file, tree] of Object.entries(files)) {
    const lang = file.split('/')[2] as Locale;
    const target = out[lang];
    if (!target) throw new Error(`Locale file for an unknown language: ${file}`);
    for (const [key, value] of Object.entries(tree)) {
      if (key in target) throw new Error(`Translation key "${key}" is claimed twice (${file})`);
      target[key] = value;
    }
  }
  return out;
}

export const catalog = build();

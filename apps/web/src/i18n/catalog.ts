import type { Locale } from '@caffee/contract';

export type Tree = { [key: string]: string | Tree };

/**
 * The translations, one file per feature and language (`locales/om/users.json`...), gathered
 * per language by `locales/<lang>/index.ts`. Loaded on demand: one module, and one chunk (the
 * bundler's own, `om-….js`...), per language, so a page downloads only the language it shows,
 * in one request. (A chunk group of ours for them added a re-exporting file, a second request.)
 */
const languages = import.meta.glob<Record<string, Tree>>('./locales/*/index.ts', {
  import: 'default',
});

/** One language's files merged. Each file owns its top-level keys: a key claimed twice fails. */
export async function loadCatalog(lang: Locale): Promise<Tree> {
  const load = languages[`./locales/${lang}/index.ts`];
  if (!load) throw new Error(`No translations for "${lang}"`);
  const out: Tree = {};
  for (const [file, tree] of Object.entries(await load())) {
    for (const [key, value] of Object.entries(tree)) {
      if (key in out) throw new Error(`Translation key "${key}" is claimed twice (${file})`);
      out[key] = value;
    }
  }
  return out;
}

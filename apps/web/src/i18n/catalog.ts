import type { Locale } from '@caffee/contract';

export type Tree = { [key: string]: string | Tree };

/**
 * The translations, one file per feature and language (`locales/om/users.json`...). Loaded
 * on demand: the build puts each language's files in one chunk (`locale-om`... in
 * vite.config.ts), so a page downloads only the language it shows.
 */
const files = import.meta.glob<Tree>('./locales/*/*.json', { import: 'default' });

/** One language's files merged. Each file owns its top-level keys: a key claimed twice fails. */
export async function loadCatalog(lang: Locale): Promise<Tree> {
  const own = Object.entries(files).filter(([file]) => file.split('/')[2] === lang);
  if (own.length === 0) throw new Error(`No translations for "${lang}"`);
  const trees = await Promise.all(own.map(async ([file, load]) => [file, await load()] as const));
  const out: Tree = {};
  for (const [file, tree] of trees) {
    for (const [key, value] of Object.entries(tree)) {
      if (key in out) throw new Error(`Translation key "${key}" is claimed twice (${file})`);
      out[key] = value;
    }
  }
  return out;
}

import type { Tree } from './catalog';

/** What translating a key needs: i18next's `t`, or `createTexts` below. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** One language's texts without i18next: for the light sign-in page, which has no room for it. */
export interface Texts {
  t: Translate;
  /** Whether the catalogue has a text for `key`. */
  has: (key: string) => boolean;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t` over a catalogue as `loadCatalog` returns it, with i18next's `{{name}}` values (a
 * missing value is left empty) and its fallback: a key without a text shows the key.
 */
export function createTexts(tree: Tree): Texts {
  return {
    t: (key, values = {}) =>
      lookup(tree, key)?.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
        String(values[name] ?? ''),
      ) ?? key,
    has: (key) => lookup(tree, key) !== undefined,
  };
}

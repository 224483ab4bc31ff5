import { describe, expect, it } from 'vitest';
import { loadCatalog, type Tree } from './catalog';

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const catalog = {
  om: await loadCatalog('om'),
  en: await loadCatalog('en'),
  am: await loadCatalog('am'),
};
const locales = { om: flatten(catalog.om), en: flatten(catalog.en), am: flatten(catalog.am) };
const namespaces = Object.keys(catalog.en);

// Every source file except tests, as text.
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Keys in `t('…')`, `i18nKey="…"`, `…Key: '…'` / `…Key="…"`, and any literal like `ns.key`. */
function usedKeys(): Map<string, string> {
  const found = new Map<string, string>();
  const literal = new RegExp(
    `['"\`]((?:${namespaces.join('|')})\\.[A-Za-z0-9_.]+)(?:['"\`]|\\|)`,
    'g',
  );
  const explicit = /(?:\bt\(|i18nKey=|[a-z]Key[=:]\s*)['"`]([^'"`$]+)['"`]/g;
  for (const [file, text] of Object.entries(sources)) {
    for (const pattern of [literal, explicit]) {
      for (const match of text.matchAll(pattern)) found.set(match[1]!, file);
    }
  }
  return found;
}

// Proper names and samples that read the same in every language.
const SAME_IN_ALL = new Set([
  'app.name',
  'language.om',
  'language.en',
  'language.am',
  'customizer.fonts.roboto',
  'customizer.fonts.notoEthiopic',
  // Afaan Oromoo says "SMS" too.
  'notificationChoices.channels.sms',
  // A file format's name, as every language writes it.
  'crud.document.pdf',
]);

describe('locale files', () => {
  it('have exactly the same keys', () => {
    const enKeys = [...locales.en.keys()].sort();
    expect([...locales.om.keys()].sort()).toEqual(enKeys);
    expect([...locales.am.keys()].sort()).toEqual(enKeys);
  });

  it('have no empty values', () => {
    for (const [name, map] of Object.entries(locales)) {
      for (const [key, value] of map) expect(value.trim(), `${name}:${key}`).not.toBe('');
    }
  });

  it('are translated, not English copies', () => {
    for (const name of ['om', 'am'] as const) {
      const copies = [...locales[name]].filter(
        ([key, value]) => !SAME_IN_ALL.has(key) && value === locales.en.get(key),
      );
      expect(
        copies.map(([key]) => key),
        name,
      ).toEqual([]);
    }
  });

  it('write Amharic in Ethiopic script', () => {
    const ethiopic = /[\u1200-\u137f]/;
    const latinOnly = [...locales.am].filter(
      ([key, value]) => !SAME_IN_ALL.has(key) && !ethiopic.test(value),
    );
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });

  it('contain every key the source uses', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(50);
    for (const [name, map] of Object.entries(locales)) {
      const missing = [...used]
        .filter(([key]) => !map.has(key))
        .map(([key, file]) => `${key} (${file})`);
      expect(missing, name).toEqual([]);
    }
  });

  it('use the same interpolation variables in every language', () => {
    const vars = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, value] of locales.en) {
      expect(vars(locales.om.get(key)!), `om:${key}`).toEqual(vars(value));
      expect(vars(locales.am.get(key)!), `am:${key}`).toEqual(vars(value));
    }
  });
});

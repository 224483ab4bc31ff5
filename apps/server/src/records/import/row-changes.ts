// What a row gives a record: a new record's body as its form would send it, or what a row with
// an `id` changes of the record it names.
import { pickTranslation, type FieldDecl, type Locale } from '@caffee/contract';
import { translationsOf } from '../fields.js';
import type { Row } from '../server-resource.js';

/**
 * A new record's body as its form would send it: the fields left empty out, and a field with
 * a declared default (an account's type, an event's repeat) given it when the file has none.
 */
export function withoutEmpty(body: Record<string, unknown>, fields: readonly FieldDecl[]) {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.default !== undefined && !field.readOnly) out[field.name] = field.default;
  }
  for (const [name, value] of Object.entries(body)) {
    const field = fields.find((f) => f.name === name);
    if (field?.translatable) {
      const texts = Object.fromEntries(
        Object.entries(value as Record<string, string>).filter(([, t]) => t !== ''),
      );
      if (Object.keys(texts).length > 0) out[name] = texts;
    } else if (value !== null) out[name] = value;
  }
  return out;
}

const sameInstant = (a: unknown, b: unknown) => {
  if (a == null || b == null) return (a ?? null) === (b ?? null);
  const [x, y] = [Date.parse(String(a)), Date.parse(String(b))];
  return Number.isFinite(x) && x === y;
};

/**
 * What a row with an `id` changes: the fields whose value is not the record's already. A
 * file exported for people reads a text in the reader's language, filled from another where
 * it has none: that reading counts as unchanged too, so an export imports back unchanged.
 */
export function changedOnly(body: Record<string, unknown>, row: Row, locale: Locale) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    // A list of ids (an account's groups): the same ids in any order are no change.
    if (Array.isArray(value) || (value === null && Array.isArray(row[name]))) {
      const ids = (list: unknown) =>
        JSON.stringify([...((list as number[] | null) ?? [])].sort((a, b) => a - b));
      if (ids(value) !== ids(row[name])) out[name] = value ?? [];
      continue;
    }
    if (value !== null && typeof value === 'object') {
      const texts = translationsOf(row, name);
      const changed = Object.fromEntries(
        Object.entries(value as Record<string, string>).filter(([l, text]) => {
          const stored = texts[l as Locale] ?? '';
          if (text === stored) return false;
          // The reader's language as a list shows it (another language's text where empty).
          return !(l === locale && stored === '' && text === pickTranslation(texts, locale));
        }),
      );
      if (Object.keys(changed).length > 0) out[name] = changed;
      continue;
    }
    const stored = row[name];
    const same =
      typeof value === 'boolean'
        ? Boolean(stored) === value
        : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && stored
          ? String(stored).slice(0, 10) === value || sameInstant(stored, value)
          : (stored ?? null) === value || String(stored ?? '') === String(value ?? '');
    if (!same) out[name] = value;
  }
  return out;
}

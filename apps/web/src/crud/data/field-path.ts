import { LOCALES } from '@caffee/contract';
import type { TFunction } from 'i18next';

/** `complainant.name` → `complainantName`: a nested part as a flat field names it. */
export const camelJoin = (path: string) =>
  path.replace(/\.(\w)/g, (_, first: string) => first.toUpperCase());

/**
 * The name of a form field (`title.om`, `complainant.name`, `password`) in the reader's
 * language: the record field's label (`records.fields.<name>`, or the type's own
 * `<type>.fields.<name>`) by its path, its flat name or its first part, with the language
 * of one translation; the path itself when none is known.
 */
export function fieldLabel(
  t: TFunction,
  exists: (key: string) => boolean,
  typePath: string,
  path: string,
): string {
  const parts = path.split('.');
  const last = parts.at(-1) ?? '';
  const lang = parts.length > 1 && (LOCALES as readonly string[]).includes(last) ? last : null;
  const base = (lang ? parts.slice(0, -1) : parts).join('.');
  const names = [base, camelJoin(base), parts[0] ?? base];
  const key = names
    .flatMap((name) => [`records.fields.${name}`, `${typePath}.fields.${name}`])
    .find(exists);
  const label = key ? t(key) : base;
  return lang ? `${label} (${t(`language.${lang}`)})` : label;
}

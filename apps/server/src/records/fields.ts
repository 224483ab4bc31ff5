import type {
  FilterField,
  Locale,
  ResourceContract,
  TranslatedInput,
  Translations,
} from '@caffee/contract';
import { fieldShapeOf, filterFieldsOf, LOCALES, pickTranslation } from '@caffee/contract';
import type { z } from 'zod';
import type { FieldSpec, ListFields } from '../http/list-query.js';
import type { Row } from './record-context.js';

const capital = (l: string) => l.charAt(0).toUpperCase() + l.slice(1);
/** `name` → `nameOm`: the column of one language of a multilingual field. */
export const translatedColumn = (field: string, locale: Locale) => `${field}${capital(locale)}`;

/**
 * Multipart fields arrive as strings: turn them into what the body schema expects
 * (numbers, booleans, null) so one schema validates JSON and form bodies alike.
 */
export function coerceFormFields(schema: z.ZodObject, fields: Record<string, unknown>) {
  const shape = schema.shape as Record<string, z.ZodType>;
  const convert = (type: string, v: unknown): unknown => {
    if (typeof v !== 'string') return v;
    if (v === 'null') return null;
    if (type === 'number' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
    if (type === 'boolean' && (v === 'true' || v === 'false')) return v === 'true';
    return v;
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const field = shape[key];
    if (!field) {
      out[key] = value;
      continue;
    }
    const { type, element } = fieldShapeOf(field);
    if (type === 'array') {
      const list = Array.isArray(value) ? value : [value];
      out[key] = list.map((v) => convert(element?.type ?? 'string', v));
    } else out[key] = convert(type, value);
  }
  return out;
}

/** The fields of the record that are stored in a column of their own (not includes). */
export function storedFields(contract: ResourceContract, includes: readonly string[]): string[] {
  return Object.keys(contract.record.shape).filter((f) => !includes.includes(f));
}

/**
 * Each list field's column, and its kind as the contract derives it from the record, unless
 * the type gives its kinds (a value alias); only what the list needs of a declaration, so a
 * type served by routes of its own (users) derives its list the same way.
 */
export function listFieldsOf(
  contract: Pick<ResourceContract, 'path' | 'list' | 'translatable' | 'search' | 'record'>,
  table: string,
  locale: Locale,
  kinds: Record<string, FilterField> = filterFieldsOf(contract),
): ListFields {
  const fields: Record<string, FieldSpec> = {};
  for (const [name, field] of Object.entries(kinds)) {
    fields[name] = contract.translatable.includes(name)
      ? {
          ...field,
          column: `${table}.${translatedColumn(name, locale)}`,
          columns: LOCALES.map((l) => `${table}.${translatedColumn(name, l)}`),
        }
      : { ...field, column: `${table}.${name}` };
  }
  const search = contract.search.flatMap((f) =>
    contract.translatable.includes(f)
      ? LOCALES.map((l) => `${table}.${translatedColumn(f, l)}`)
      : [`${table}.${f}`],
  );
  return { fields, search };
}

/** The columns a field is stored in: one per language for a multilingual field. */
export const fieldColumns = (contract: Pick<ResourceContract, 'translatable'>, field: string) =>
  contract.translatable.includes(field) ? LOCALES.map((l) => translatedColumn(field, l)) : [field];

/** Whether a row was read with a field's columns (a list page leaves long texts out). */
export const readWith = (
  contract: Pick<ResourceContract, 'translatable'>,
  row: Row,
  field: string,
) => (fieldColumns(contract, field)[0] ?? field) in row;

/**
 * The columns of a list page's rows: the given fields (stamps, stored fields, a type's own row
 * columns) but no long text the list was not asked for (`longTexts` in the contract): a page
 * of 100 news items would otherwise read, validate and send 300 bodies nobody sees in a list.
 */
export function listColumnsOf(
  contract: Pick<ResourceContract, 'translatable' | 'longTexts'>,
  table: string,
  fields: readonly string[],
  includes: readonly string[],
): string[] {
  const left = contract.longTexts.filter((f) => !includes.includes(f));
  return [...new Set(fields)]
    .filter((f) => !left.includes(f))
    .flatMap((f) => fieldColumns(contract, f))
    .map((c) => `${table}.${c}`);
}

/** A stored row as the API shows it, in the request's language. */
export function rowToRecord(
  contract: Pick<ResourceContract, 'record' | 'translatable'>,
  row: Row,
  locale: Locale,
  stored: readonly string[],
): Record<string, unknown> {
  const shape = contract.record.shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const field of stored) {
    // A long text a list page did not read is left out, not shown as empty.
    if (!readWith(contract, row, field)) continue;
    if (contract.translatable.includes(field)) {
      const t = translationsOf(row, field);
      const text = pickTranslation(t, locale);
      const nullable = (shape[field] as { def: { type: string } }).def.type === 'nullable';
      out[field] = text === '' && nullable ? null : text;
    } else if (fieldShapeOf(shape[field] as z.ZodType).type === 'boolean') {
      out[field] = Boolean(row[field]);
    } else {
      out[field] = row[field] ?? null;
    }
  }
  return out;
}

export function translationsOf(row: Row, field: string): Translations {
  const get = (l: Locale) => (row[translatedColumn(field, l)] as string | null) ?? null;
  return { om: get('om'), en: get('en'), am: get('am') };
}

/**
 * The columns a write sets from a request body. A plain string fills the request's
 * language; an object fills the languages it names (an empty string clears one).
 */
export function bodyToColumns(
  contract: ResourceContract,
  body: Record<string, unknown>,
  locale: Locale,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (!contract.translatable.includes(field)) {
      out[field] = typeof value === 'boolean' ? Number(value) : value;
      continue;
    }
    Object.assign(out, translatedToColumns(field, value as TranslatedInput | null, locale));
  }
  return out;
}

/**
 * The columns of one multilingual value: a plain string fills `locale`, an object the
 * languages it names (an empty string clears one), null clears them all.
 */
export function translatedToColumns(
  field: string,
  value: TranslatedInput | null,
  locale: Locale,
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  if (value === null) {
    for (const l of LOCALES) out[translatedColumn(field, l)] = null;
  } else if (typeof value === 'string') {
    out[translatedColumn(field, locale)] = value;
  } else {
    for (const [l, text] of Object.entries(value)) {
      if (text !== undefined) out[translatedColumn(field, l as Locale)] = text === '' ? null : text;
    }
  }
  return out;
}

import { holdsDate, LOCALES, type Translations } from '@caffee/contract';
import {
  isId,
  oneOf,
  parseListParams,
  toListRequest,
  type ListRequest,
  type ListUrlSpec,
} from './list-params';
import {
  choicesOf,
  type FieldSpec,
  type FormValues,
  type RecordRow,
  type RecordScreen,
} from '../screen';

/** What a list page keeps in its address: the declared filters and the contract's sorts. */
export function listUrlSpec(screen: RecordScreen): ListUrlSpec {
  const filters: Record<string, (value: string) => boolean> = {};
  for (const name of screen.filters) {
    const field = screen.fields.find((f) => f.name === name);
    const choices = field && choicesOf(field);
    filters[name] = choices ? oneOf(choices.values) : isId;
  }
  return { filters, sorts: screen.contract.list.sort, defaultSort: screen.defaultSort };
}

/** A list's API query with the screen's fixed filter (the members list's type) in it. */
export const withFixedFilter = (screen: RecordScreen, request: ListRequest): ListRequest =>
  screen.fixedFilter
    ? { ...request, filter: { ...request.filter, ...screen.fixedFilter } }
    : request;

/** What a list of the record type includes: its declared includes, and files where it has some. */
export const listIncludes = (screen: RecordScreen): string[] => [
  ...(screen.includes ?? []),
  ...(screen.contract.files.length ? ['files'] : []),
];

/** The API query of the type's list page for what its address asks (page, search, filters…). */
export const listRequestOf = (screen: RecordScreen, request: ListRequest): ListRequest => ({
  ...withFixedFilter(screen, request),
  includes: listIncludes(screen),
});

/** The API query of the type's list page at an address (the address's search part). */
export const listRequestAt = (screen: RecordScreen, search: URLSearchParams): ListRequest =>
  listRequestOf(screen, toListRequest(parseListParams(search, listUrlSpec(screen))));

export const isTranslatable = (screen: RecordScreen, field: FieldSpec) =>
  screen.contract.translatable.includes(field.name);

/** The fields a form edits. */
export const formFields = (screen: RecordScreen) => screen.fields.filter((f) => !f.readOnly);

/** The fields the table and the cards show. */
export const columnFields = (screen: RecordScreen) => screen.fields.filter((f) => f.column);

export type { FormValues } from '../screen';

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` input shows it (the browser's time). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const emptyTranslations = (): Record<string, string> => ({ om: '', en: '', am: '' });

/**
 * A form's starting values: the record's (all languages of multilingual fields), or for a new
 * one the list's fixed filter, the reader's (`start`), the declared defaults, else empty.
 */
export function toFormValues(
  screen: RecordScreen,
  record?: RecordRow,
  /** A new record's values from the reader (`screen.newValues`). */
  start: Readonly<Record<string, string>> = {},
): FormValues {
  const translations = (record?.translations ?? {}) as Record<string, Translations | undefined>;
  const values: FormValues = {};
  for (const field of formFields(screen)) {
    const raw = record?.[field.name];
    if (field.kind === 'titles') {
      const items = (record?.[field.source ?? ''] ?? []) as TitledItem[];
      values[field.name] = items.map((item) => ({
        id: item.id,
        title: Object.fromEntries(LOCALES.map((l) => [l, item.translations.title[l] ?? ''])),
      }));
    } else if (field.kind === 'options') {
      values[field.name] = optionValues(raw);
    } else if (isTranslatable(screen, field)) {
      const t = translations[field.name];
      values[field.name] = t
        ? Object.fromEntries(LOCALES.map((l) => [l, t[l] ?? '']))
        : { ...emptyTranslations(), ...(typeof raw === 'string' ? { om: raw } : {}) };
    } else if (field.kind === 'boolean') values[field.name] = Boolean(raw);
    else if (field.kind === 'users')
      // Those a group invites (a meeting's committee) are not chosen one by one.
      values[field.name] = (
        (record?.[field.source ?? ''] ?? []) as { viaGroup?: boolean }[]
      ).filter((u) => !u.viaGroup);
    else if (!record && screen.fixedFilter?.[field.name] !== undefined)
      values[field.name] = screen.fixedFilter[field.name];
    else if (!record && start[field.name] !== undefined) values[field.name] = start[field.name];
    else if (!record && field.default !== undefined) values[field.name] = field.default;
    else if (raw === null || raw === undefined) values[field.name] = '';
    else if (holdsDate(field, record ?? {})) values[field.name] = String(raw).slice(0, 10);
    else if (field.kind === 'datetime') values[field.name] = toLocalInput(String(raw));
    else values[field.name] = raw;
  }
  return values;
}

/** An item of a `titles` field as read. */
interface TitledItem {
  id: number;
  translations: { title: Translations };
}

/** An option as a form edits it: its id once saved, its text in every language. */
export interface OptionValue {
  id?: number;
  text: Record<string, string>;
}

/** The options of a record as read (`translations` holds each language) as form values. */
export function optionValues(raw: unknown): OptionValue[] {
  const items = (Array.isArray(raw) ? raw : []) as { id: number; translations?: Translations }[];
  return items.map((item) => ({
    id: item.id,
    text: Object.fromEntries(LOCALES.map((l) => [l, item.translations?.[l] ?? ''])),
  }));
}

/** Options as sent: blank ones dropped; every language sent, so clearing one clears it. */
export function optionsBody(value: unknown): { id?: number; text: Record<string, string> }[] {
  return ((Array.isArray(value) ? value : []) as OptionValue[])
    .map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      text: Object.fromEntries(LOCALES.map((l) => [l, (item.text[l] ?? '').trim()])),
    }))
    .filter((item) => LOCALES.some((l) => item.text[l] !== ''));
}

/** Whether a field with a `when` applies to the values (the options of choice questions). */
export const applies = (field: FieldSpec, values: FormValues) =>
  !field.when || field.when.values.includes(String(values[field.when.field] ?? ''));

/** The filled languages of a multilingual text, or null when none is. */
function filledLanguages(t: Record<string, string | undefined>): Record<string, string> | null {
  const filled = Object.fromEntries(
    LOCALES.map((l) => [l, (t[l] ?? '').trim()]).filter(([, v]) => v !== ''),
  );
  return Object.keys(filled).length > 0 ? filled : null;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A `datetime-local` value as an ISO instant; anything else (an Ethiopian date still being
 * typed) as it is, for the schema to refuse on its field.
 */
function instantOfLocal(value: string): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/**
 * The body a form sends: multilingual fields as `{om,en,am}` (null when all are empty),
 * local times as ISO instants, numbers as numbers, cleared fields as null. On create,
 * cleared fields are left out; so is a field whose `when` rules it out (options are emptied).
 * Only the fields `shape` (the create or update schema's) takes: a forum is locked by an edit,
 * not on creation. Values the schema takes that no declared field holds (a form section's
 * password) go as they are, unless blank.
 */
export function toBody(
  screen: RecordScreen,
  values: FormValues,
  creating: boolean,
  shape: Readonly<Record<string, unknown>>,
): FormValues {
  const body: FormValues = {};
  const fields = formFields(screen);
  for (const [name, value] of Object.entries(values)) {
    if (name in shape && !blank(value) && !fields.some((f) => f.name === name)) body[name] = value;
  }
  for (const field of fields) {
    if (!(field.name in shape)) continue;
    if (field.kind !== 'options' && !applies(field, values)) continue;
    const value = values[field.name];
    let out: unknown;
    if (field.kind === 'titles') {
      out = ((value ?? []) as { id?: number; title: Record<string, string> }[])
        .map((item) => ({
          ...(item.id ? { id: item.id } : {}),
          title: filledLanguages(item.title),
        }))
        .filter((item) => item.title !== null);
    } else if (field.kind === 'options') {
      out = applies(field, values) ? optionsBody(value) : [];
    } else if (isTranslatable(screen, field)) {
      out = filledLanguages((value ?? {}) as Record<string, string>);
    } else if (field.kind === 'boolean') out = Boolean(value);
    else if (field.kind === 'users')
      out = ((value || []) as { userId: number }[]).map((u) => u.userId);
    else if (blank(value)) out = null;
    else if (field.kind === 'datetime' && holdsDate(field, values)) out = String(value);
    else if (field.kind === 'datetime') out = instantOfLocal(String(value));
    else if (field.kind === 'number' || field.kind === 'reference') out = Number(value);
    else out = typeof value === 'string' ? value.trim() : value;
    if (out === null && creating) continue;
    body[field.name] = out;
  }
  return body;
}

/** A new file with the category it is sent as. */
export interface NewFile {
  file: File;
  type: string;
}

/**
 * The multipart form of a body with files, as the API reads it: scalar fields in bracket
 * notation (`title[om]`), `media[i][file]` and `media[i][type]`, `removeFiles[]`.
 */
export function toFormData(body: FormValues, files: NewFile[], removeFiles: number[]): FormData {
  const form = new FormData();
  const put = (key: string, value: unknown) => {
    if (value === undefined) return;
    // The server reads the text `null` as a cleared field.
    if (value === null) return void form.append(key, 'null');
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) put(`${key}[${k}]`, v);
    } else if (Array.isArray(value)) value.forEach((v, i) => put(`${key}[${i}]`, v));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) put(key, value);
  // The type goes first: the server checks a file against the type it has seen so far.
  files.forEach(({ file, type }, i) => {
    form.append(`media[${i}][type]`, type);
    form.append(`media[${i}][file]`, file);
  });
  for (const id of removeFiles) form.append('removeFiles[]', String(id));
  return form;
}

/** The record fields a 422 may name, with the languages of multilingual ones. */
export function errorFieldNames(screen: RecordScreen): string[] {
  return formFields(screen).flatMap((f) =>
    isTranslatable(screen, f) ? [f.name, ...LOCALES.map((l) => `${f.name}.${l}`)] : [f.name],
  );
}

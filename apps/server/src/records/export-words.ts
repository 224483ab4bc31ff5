import { LOCALES, usersDeclaration, type FieldDecl, type Locale } from '@caffee/contract';
/*
 * The words of an export are the web app's own: its locale files, bundled in at build. They are
 * the server's one read of the web app's files, kept to this module, so a header or a label
 * cannot drift from the screens'. Data only: no code of the web app runs here.
 */
/* eslint-disable no-restricted-imports -- the web app's words, see above */
import { attendance as amAttendance } from '../../../../apps/web/src/i18n/locales/am/attendance.json';
import { crud as amCrud } from '../../../../apps/web/src/i18n/locales/am/crud.json';
import { fieldErrors as amFieldErrors } from '../../../../apps/web/src/i18n/locales/am/field-errors.json';
import {
  app as amApp,
  language as amLanguage,
  userStatus as amUserStatus,
  userType as amUserType,
} from '../../../../apps/web/src/i18n/locales/am/common.json';
import { profiles as amProfiles } from '../../../../apps/web/src/i18n/locales/am/profiles.json';
import { records as amRecords } from '../../../../apps/web/src/i18n/locales/am/records.json';
import { surveys as amSurveys } from '../../../../apps/web/src/i18n/locales/am/surveys.json';
import { attendance as enAttendance } from '../../../../apps/web/src/i18n/locales/en/attendance.json';
import { crud as enCrud } from '../../../../apps/web/src/i18n/locales/en/crud.json';
import { fieldErrors as enFieldErrors } from '../../../../apps/web/src/i18n/locales/en/field-errors.json';
import {
  app as enApp,
  language as enLanguage,
  userStatus as enUserStatus,
  userType as enUserType,
} from '../../../../apps/web/src/i18n/locales/en/common.json';
import { profiles as enProfiles } from '../../../../apps/web/src/i18n/locales/en/profiles.json';
import { records as enRecords } from '../../../../apps/web/src/i18n/locales/en/records.json';
import { surveys as enSurveys } from '../../../../apps/web/src/i18n/locales/en/surveys.json';
import { attendance as omAttendance } from '../../../../apps/web/src/i18n/locales/om/attendance.json';
import { crud as omCrud } from '../../../../apps/web/src/i18n/locales/om/crud.json';
import { fieldErrors as omFieldErrors } from '../../../../apps/web/src/i18n/locales/om/field-errors.json';
import {
  app as omApp,
  language as omLanguage,
  userStatus as omUserStatus,
  userType as omUserType,
} from '../../../../apps/web/src/i18n/locales/om/common.json';
import { profiles as omProfiles } from '../../../../apps/web/src/i18n/locales/om/profiles.json';
import { records as omRecords } from '../../../../apps/web/src/i18n/locales/om/records.json';
import { surveys as omSurveys } from '../../../../apps/web/src/i18n/locales/om/surveys.json';
/* eslint-enable no-restricted-imports */

type Tree = { readonly [key: string]: string | Tree };

/** The parts of each language's catalogue an export reads, under the web app's own keys. */
const CATALOGUES: Record<Locale, Tree> = {
  om: {
    app: omApp,
    attendance: omAttendance,
    records: omRecords,
    crud: omCrud,
    fieldErrors: omFieldErrors,
    userType: omUserType,
    userStatus: omUserStatus,
    language: omLanguage,
    profiles: omProfiles,
    surveys: omSurveys,
  },
  en: {
    app: enApp,
    attendance: enAttendance,
    records: enRecords,
    crud: enCrud,
    fieldErrors: enFieldErrors,
    userType: enUserType,
    userStatus: enUserStatus,
    language: enLanguage,
    profiles: enProfiles,
    surveys: enSurveys,
  },
  am: {
    app: amApp,
    attendance: amAttendance,
    records: amRecords,
    crud: amCrud,
    fieldErrors: amFieldErrors,
    userType: amUserType,
    userStatus: amUserStatus,
    language: amLanguage,
    profiles: amProfiles,
    surveys: amSurveys,
  },
};

/** The text under a dotted key of a language's catalogue, as i18next reads it; none if absent. */
function wordOf(locale: Locale, key: string): string | undefined {
  let node: string | Tree | undefined = CATALOGUES[locale];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/** The keys the users' screens label an account's choices from (`users-screen.ts`). */
const ACCOUNT_VALUE_KEYS: Record<string, string> = {
  type: 'userType',
  status: 'userStatus',
  locale: 'language',
  gender: 'profiles.genders',
};

/**
 * Fields whose values the web's screens label from keys of their own rather than
 * `records.enum.<field>`: by declaration, since other types have fields of the same names (a
 * complaint's `status`, a question's `type`).
 */
const OWN_VALUE_KEYS = new Map(
  usersDeclaration.fields.flatMap((field) => {
    const key = ACCOUNT_VALUE_KEYS[field.name];
    return key ? [[field, key] as const] : [];
  }),
);

/** A column's header in `locale`, as the list's screens name the field; none where they don't. */
export const fieldLabel = (locale: Locale, name: string) =>
  wordOf(locale, `records.fields.${name}`);

/** The values an enum or boolean field's cells may hold; none for other kinds. */
export const choiceValues = (field: FieldDecl): readonly string[] =>
  field.kind === 'enum' ? (field.values ?? []) : field.kind === 'boolean' ? ['true', 'false'] : [];

/** How a value of an enum or boolean field reads in `locale`, as on the screens. */
function valueLabel(locale: Locale, field: FieldDecl, value: string) {
  if (field.kind === 'boolean') return wordOf(locale, `crud.${value === 'true' ? 'yes' : 'no'}`);
  return wordOf(locale, `${OWN_VALUE_KEYS.get(field) ?? `records.enum.${field.name}`}.${value}`);
}

/** `value → label` of a field's values in `locale`; values without a label are left out. */
export function valueLabels(locale: Locale, field: FieldDecl): Record<string, string> {
  return Object.fromEntries(
    choiceValues(field).flatMap((value) => {
      const label = valueLabel(locale, field, value);
      return label === undefined ? [] : [[value, label]];
    }),
  );
}

/** A field's label in each language that has one (an import matches a header to any). */
export const fieldLabels = (name: string): string[] =>
  LOCALES.flatMap((locale) => fieldLabel(locale, name) ?? []);

/** What a field's value may be written as in each language: its labels there, by value. */
export const valueLabelsEverywhere = (field: FieldDecl): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    for (const [value, label] of Object.entries(valueLabels(locale, field))) {
      (out[value] ??= []).push(label);
    }
  }
  return out;
};

/** A language's own name (`Afaan Oromoo`, `English`, `አማርኛ`), as the language menu shows it. */
export const languageName = (locale: Locale) => wordOf(locale, `language.${locale}`) ?? locale;

/** The screens' text under `key` in `locale`, its `{{name}}` places filled from `params`. */
export function words(
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string | undefined {
  const text = wordOf(locale, key);
  return text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A field error's text in `locale`, as the screens say it; the contract's English otherwise. */
export const fieldErrorWords = (
  locale: Locale,
  code: string,
  params: Record<string, string | number> = {},
): string | undefined => words(locale, `fieldErrors.${code}`, params);

// Which field each column of an imported file gives: by the field's name (a machine-readable
// export's header), by its label in any of the three languages (an export for people, a
// council's own sheet), one language of a multilingual field by `name[om]` or
// `Label (Afaan Oromoo)`. docs/importing.md lists the rules.
import {
  LOCALES,
  type FieldDecl,
  type ImportColumn,
  type ImportTarget,
  type Locale,
  type ResourceContract,
} from '@caffee/contract';
import { badRequest } from '../../http/errors.js';
import { fieldLabel, fieldLabels, languageName } from '../export-words.js';

/** Kinds with children of their own (invitees, options, agenda): not one cell each. */
const CHILD_KINDS = new Set(['users', 'options', 'titles']);

/** Columns an export writes that no import writes: the stamps every record has. */
const STAMPS = ['createdAt', 'updatedAt', 'createdBy'];

/** What a column gives: a field, in one language for a multilingual one (null: the reader's). */
export interface Target {
  target: string;
  field: FieldDecl;
  locale: Locale | null;
}

type Importable = Pick<ResourceContract, 'fields' | 'create' | 'translatable'>;

const ISO_SUFFIX = / \(iso 8601\)$/;

/** A header as it is compared: case, spacing and Unicode forms aside. */
const norm = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const ID_FIELD: FieldDecl = { name: 'id', kind: 'number' };

/** The fields of a type an import writes: `id`, then those its create takes, one cell each. */
export function importableFields(contract: Importable): FieldDecl[] {
  const written = new Set(Object.keys(contract.create.shape));
  return [
    ID_FIELD,
    ...contract.fields.filter((f) => written.has(f.name) && !CHILD_KINDS.has(f.kind)),
  ];
}

/** Every target of a type, labelled in the reader's language, in the declaration's order. */
export function importTargets(contract: Importable): Target[] {
  return importableFields(contract).flatMap((field): Target[] => {
    if (!contract.translatable.includes(field.name)) {
      return [{ target: field.name, field, locale: null }];
    }
    return [
      { target: field.name, field, locale: null },
      ...LOCALES.map((l) => ({ target: `${field.name}[${l}]`, field, locale: l })),
    ];
  });
}

/** A target as the answer lists it, with its label in `locale`. */
export function describeTarget(t: Target, locale: Locale, required: boolean): ImportTarget {
  const label = fieldLabel(locale, t.field.name) ?? t.field.name;
  return {
    target: t.target,
    field: t.field.name,
    locale: t.locale,
    label: t.locale ? `${label} (${languageName(t.locale)})` : label,
    required,
  };
}

/** The header of a type's template: each target's label, one language a column. */
export function templateHeader(contract: Importable, locale: Locale): string[] {
  return importTargets(contract)
    .filter(
      (t) => t.field.name !== 'id' && !(contract.translatable.includes(t.field.name) && !t.locale),
    )
    .map((t) => describeTarget(t, locale, false).label);
}

/**
 * The headers each target answers to: its name, and for each language's label of the field,
 * the label (a plain field) or `label [am]` and `label (አማርኛ)` (one language of it).
 */
function headerIndex(targets: Target[]): Map<string, Target> {
  const index = new Map<string, Target>();
  const add = (header: string, target: Target) => {
    const key = norm(header);
    if (!index.has(key)) index.set(key, target);
  };
  for (const t of targets) add(t.target, t);
  for (const t of targets) {
    const names = [t.field.name, ...fieldLabels(t.field.name)];
    for (const name of names) {
      if (!t.locale) add(name, t);
      else {
        add(`${name} [${t.locale}]`, t);
        add(`${name} (${languageName(t.locale)})`, t);
      }
    }
  }
  return index;
}

/** A column as matched: its target, or none (`known`: a column an export writes, not imported). */
export interface MatchedColumn {
  header: string;
  target: Target | null;
  /** Matched to nothing and not known: an unknown column, a problem unless ignored. */
  unknown: boolean;
}

/** Whether a header names a stamp or a field the type does not write (a read-only status). */
function knownUnwritten(contract: Importable, header: string): boolean {
  const h = norm(header)
    .replace(ISO_SUFFIX, '')
    .replace(/ ?\[(om|en|am)\]$/, '');
  const unwritten = [
    ...STAMPS,
    ...contract.fields.map((f) => f.name).filter((name) => !(name in contract.create.shape)),
  ];
  return unwritten.some((name) => [name, ...fieldLabels(name)].some((n) => norm(n) === h));
}

/**
 * The target of each column. An export for people writes a date twice, as read and as
 * `… (ISO 8601)`: the ISO column gives the field and the other is left. Given `chosen` (the
 * screen's matching: a target, null to ignore, '' for none yet), that is used instead.
 */
export function matchColumns(
  contract: Importable,
  header: string[],
  locale: Locale,
  chosen?: (string | null)[],
): MatchedColumn[] {
  const targets = importTargets(contract);
  if (chosen) {
    if (chosen.length !== header.length) {
      throw badRequest(`columns: give one entry for each of the file's ${header.length} columns`);
    }
    const byName = new Map(targets.map((t) => [t.target, t]));
    return header.map((h, i) => {
      const name = chosen[i];
      if (name === null || name === undefined) return { header: h, target: null, unknown: false };
      // Matched to nothing yet on the screen: still an unknown column.
      if (name === '') return { header: h, target: null, unknown: true };
      const target = byName.get(name);
      if (!target) throw badRequest(`columns: ${name} is not a field this import takes`);
      return { header: h, target, unknown: false };
    });
  }
  const index = headerIndex(targets);
  const isoFields = new Set(
    header.flatMap((h) =>
      ISO_SUFFIX.test(norm(h)) ? [index.get(norm(h).replace(ISO_SUFFIX, ''))?.field.name] : [],
    ),
  );
  return header.map((h) => {
    const key = norm(h);
    const iso = ISO_SUFFIX.test(key);
    const target = index.get(key.replace(ISO_SUFFIX, ''));
    if (target && (iso || !isoFields.has(target.field.name))) {
      return { header: h, target, unknown: false };
    }
    // A date's reading beside its ISO value, a stamp, a field no write sets: not written.
    return { header: h, target: null, unknown: !target && !knownUnwritten(contract, h) };
  });
}

/** Where the values of a row come from: a column, or the row's `id`. */
export interface Placed {
  index: number;
  column: MatchedColumn & { target: NonNullable<MatchedColumn['target']> };
}

/** The columns as the answer shows them. */
export const describeColumns = (matched: MatchedColumn[]): ImportColumn[] =>
  matched.map((m) => ({ header: m.header, target: m.target?.target ?? null }));

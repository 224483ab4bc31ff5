import type { Calendar, FieldDecl, Locale, ResourceMeta, UserType } from '@caffee/contract';
import type { TFunction } from 'i18next';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { LazyPage } from '../components/lazy-page';
import type { Control } from 'react-hook-form';
import type { ZodObject } from 'zod';
import type { ListSort } from './data/list-params';
import { RECORD_ICON_COMPONENTS } from './record-icons';

/** A record form's values by field name, as react-hook-form holds them. */
export type FormValues = Record<string, unknown>;

/**
 * A page of its own under a record type's list or another menu item (`:id/permissions`), routed
 * by the app shell (app/navigation.ts) beside the generic list, detail and form pages.
 */
export interface SubPage {
  key: string;
  /** Relative to the item's path: `new`, `:id/edit`. */
  path: string;
  /** A `resource:action` the user's role must grant. */
  permission?: string;
  page: LazyPage;
}

/** How a field is shown and edited: its declaration in the contract. */
export type { FieldKind } from '@caffee/contract';

/** One field of a record type as its screens show it: the contract's declaration of it. */
export interface FieldSpec extends FieldDecl {
  /** An input of the type's own instead of the kind's (a group's chair, searched by name). */
  input?: ComponentType<FieldInputProps>;
  /** A way of showing the value of the type's own (a place's parent with the places above it). */
  display?: ComponentType<FieldDisplayProps>;
  /**
   * The values a text field takes, from a list the web app knows (a permission's resource), and
   * each one's label key: shown, filtered and chosen like an enum's.
   */
  choices?: Choices;
}

/** The values a field is chosen among, and the label key of each. */
export interface Choices {
  values: readonly string[];
  labelKey: (value: string) => string;
}

/** A field's choices: a screen's own list, an enum's values, or yes and no. */
export function choicesOf(field: FieldSpec): Choices | undefined {
  if (field.choices) return field.choices;
  if (field.kind === 'enum') {
    return { values: field.values ?? [], labelKey: (v) => `records.enum.${field.name}.${v}` };
  }
  if (field.kind === 'boolean') {
    return { values: ['true', 'false'], labelKey: (v) => `crud.${v === 'true' ? 'yes' : 'no'}` };
  }
  return undefined;
}

/** What a field's own display gets: the field and the record it belongs to. */
export interface FieldDisplayProps {
  field: FieldSpec;
  record: RecordRow;
}

/** What a field's input gets from the generic form. */
export interface FieldInputProps {
  control: Control<FormValues>;
  field: FieldSpec;
  /** The record being edited; none on a new one. */
  record?: RecordRow;
}

/** A part of a form of the type's own, after the declared inputs (a new account's password). */
export type FormSection = ComponentType<{ control: Control<FormValues>; record?: RecordRow }>;

/** What a list shows beside each record, to act on it there (a user's activate, reset...). */
export type RowActions = ComponentType<{ record: RecordRow }>;

/** A record's detail page may add what is special to its type (the complaint workflow). */
export type DetailExtra = ComponentType<{ record: RecordRow; refetch: () => void }>;

/** A check of a form's body; issues are reported as a zod refinement reports them. */
export type BodyCheck = (
  body: Record<string, unknown>,
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) => void;

/** What a composed title reads in: the reader's words, language and calendar. */
export interface TitleWords {
  t: TFunction;
  locale: Locale;
  calendar: Calendar;
}

/** A record as the generic screens read it. */
export type RecordRow = { id: number } & Record<string, unknown>;

/** One record type's screens: the contract's declaration and what only screens need. */
export interface RecordScreen {
  /** The URL segment and menu key; the contract's path. */
  key: string;
  /**
   * The record type's declaration (path, fields, list, comments, files); its schemas load with
   * the forms (`recordContract`), so the menu and lists need no zod.
   */
  contract: ResourceMeta;
  /** A rule of the form's body beyond the contract's schema, checked with it (a refinement). */
  checkBody?: BodyCheck;
  /**
   * The create and update schemas of a type served by routes of its own (users), which is not
   * among the contract's record types; else the contract's (`recordContract`).
   */
  schemas?: { create: ZodObject; update: ZodObject };
  /**
   * Inputs of the form after the declared ones; what they hold is sent where the body's schema
   * takes it (a new account's password).
   */
  formSection?: FormSection;
  /** Actions on each record, in every display mode of the list. */
  rowActions?: RowActions;
  /**
   * Filter values fixed for this screen's list (the council members: `type` member): sent with
   * every query and export, not offered as filters (nor those whose `when` they rule out), and
   * a new record starts with them.
   */
  fixedFilter?: Readonly<Record<string, string>>;
  /**
   * What a new record's form starts from that depends on the reader, beyond the declared
   * defaults (an event repeats in the reader's calendar).
   */
  newValues?: (reader: { calendar: Calendar }) => Readonly<Record<string, string>>;
  labelKey: string;
  /** A line under the list's title. */
  hintKey?: string;
  /** The list's create button's text; else "New". */
  createLabelKey?: string;
  icon: SvgIconComponent;
  /** The field that names a record (cards, detail title). */
  titleField: string;
  /**
   * A record's name composed of several fields, where one field is not enough (a register is
   * its meeting's name and its day, in the reader's calendar); else the title field's value.
   */
  titleOf?: (record: RecordRow, words: TitleWords) => string;
  /** Fields the composed title already says, left out of the cards' and list's lines. */
  titleCovers?: readonly string[];
  fields: readonly FieldSpec[];
  /** Fields offered as list filters (select or reference fields). */
  filters: readonly string[];
  defaultSort?: ListSort;
  /** Includes asked for on the list and the detail (beyond files, history, translations). */
  includes: readonly string[];
  /** Includes only one record needs (detail and form), kept out of every list page's query. */
  recordIncludes?: readonly string[];
  /** The image of a card; `placeholder` says which stand-in shows without one. */
  cardImage?: (record: RecordRow) => string | null | undefined;
  placeholder?: 'logo' | 'cover';
  /** User types that get the read screens (each still needs `<path>:list`). */
  types: readonly UserType[];
  /** The menu key when the path's is taken (admin `questions` beside the others' inbox). */
  menuId?: string;
  /** Under another menu item (`categories`, `address`) instead of its own. */
  parent?: string;
  /** Forms are elsewhere (answering, attendance taking) or not offered. */
  noForms?: boolean;
  /** A part of the detail page of the type's own (the complaint workflow, a meeting's agenda). */
  detailExtra?: DetailExtra;
  /**
   * Documents of the type's own beside its PDF (a complaint's file): `{type}/{id}/{name}.pdf`,
   * the button labelled by `labelKey`.
   */
  documents?: readonly { name: string; labelKey: string }[];
  /** Whether a record may still be edited (a complaint only while submitted). */
  editable?: (record: RecordRow) => boolean;
  /** Pages of the type's own under its item (a role's permission matrix, `:id/permissions`). */
  pages?: readonly SubPage[];
  /** Where a new record's form leads, below the record (`permissions`); else its page. */
  afterCreate?: string;
}

/**
 * What a screen adds to its record type's declaration. Each option is there because a type
 * needed it: docs/adding-a-record-type.md, "Screen options", says which.
 */
export type ScreenOptions = Partial<
  Pick<
    RecordScreen,
    | 'checkBody'
    | 'schemas'
    | 'formSection'
    | 'rowActions'
    | 'fixedFilter'
    | 'newValues'
    | 'hintKey'
    | 'createLabelKey'
    | 'recordIncludes'
    | 'cardImage'
    | 'placeholder'
    | 'menuId'
    | 'parent'
    | 'noForms'
    | 'detailExtra'
    | 'documents'
    | 'editable'
    | 'pages'
    | 'afterCreate'
    | 'titleOf'
    | 'titleCovers'
  >
> & {
  /**
   * Another screen of the same type at an address of its own (the members list beside the
   * users), with its own title: its key replaces the path in the menu and the addresses.
   */
  key?: string;
  /** The screen's title and menu label, instead of `records.types.<path>` (the members list). */
  labelKey?: string;
  /** Includes beyond the references' names (counts, an institute's address). */
  includes?: readonly string[];
  /** Inputs of the type's own, by field. */
  inputs?: Record<string, ComponentType<FieldInputProps>>;
  /** Displays of the type's own, by field. */
  displays?: Record<string, ComponentType<FieldDisplayProps>>;
  /** Choices of the type's own, by field (see `FieldSpec.choices`). */
  choices?: Record<string, Choices>;
};

/** Whether a list's fixed filter leaves a field no say: it fixes it, or its `when` excludes it. */
const ruledOut = (field: FieldSpec, fixed: ScreenOptions['fixedFilter']) =>
  fixed !== undefined &&
  (field.name in fixed ||
    (field.when !== undefined &&
      field.when.field in fixed &&
      !field.when.values.includes(fixed[field.when.field]!)));

/**
 * A record type's screens, derived from its declaration: its icon, the user types and menu
 * place, the fields and their order, the list's filters (its choices: enums, yes/no,
 * references other than people), the includes that name its references, the title and the
 * starting sort. `options` only add what screens show of the type's own.
 */
export function defineScreen(contract: ResourceMeta, options: ScreenOptions = {}): RecordScreen {
  const { inputs, displays, choices, includes, key, labelKey, ...rest } = options;
  const fields: FieldSpec[] = contract.fields.map((f) => ({
    ...f,
    ...(inputs?.[f.name] ? { input: inputs[f.name] } : {}),
    ...(displays?.[f.name] ? { display: displays[f.name] } : {}),
    ...(choices?.[f.name] ? { choices: choices[f.name] } : {}),
  }));
  const offered = (f: FieldSpec) =>
    choicesOf(f) !== undefined || (f.kind === 'reference' && f.ref !== 'users');
  return {
    icon: RECORD_ICON_COMPONENTS[contract.icon ?? 'folder'],
    types: contract.menu?.types ?? ['admin'],
    ...(contract.menu?.parent ? { parent: contract.menu.parent } : {}),
    ...rest,
    key: key ?? contract.path,
    contract,
    labelKey: labelKey ?? `records.types.${contract.path}`,
    titleField: contract.title,
    fields,
    filters: fields
      .filter((f) => f.filter && !f.hidden && offered(f) && !ruledOut(f, options.fixedFilter))
      .map((f) => f.name),
    ...(contract.defaultSort ? { defaultSort: contract.defaultSort } : {}),
    includes: [
      ...new Set([
        ...fields.flatMap((f) => (f.refField && !f.hidden ? [f.refField] : [])),
        ...(includes ?? []),
      ]),
    ],
  };
}

/** A record's name as its screens show it: composed by the type, or its title field's value. */
export const recordTitle = (screen: RecordScreen, record: RecordRow, words: TitleWords) =>
  screen.titleOf?.(record, words) ?? String(record[screen.titleField] ?? '');

/** The fields the cards and the list show under a record's name. */
export const lineFields = (screen: RecordScreen) =>
  screen.fields.filter(
    (f) => f.column && f.name !== screen.titleField && !screen.titleCovers?.includes(f.name),
  );

export const can = (screen: RecordScreen, action: string) => `${screen.contract.path}:${action}`;

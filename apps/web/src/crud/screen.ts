import type { ResourceMeta, UserType } from '@caffee/contract';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import type { ListSort } from './list-params';
import type { FormValues } from './record-derive';

/** How a field is shown and edited. */
export type FieldKind =
  | 'text'
  | 'multiline'
  | 'date'
  | 'datetime'
  | 'number'
  | 'select'
  | 'reference'
  | 'boolean'
  /** Users picked from the users list by searching; `source` holds the chosen `{ userId, name }`. */
  | 'users'
  /** An ordered list of multilingual choices, each keeping its id (a question's options). */
  | 'options'
  /** A kebele chosen region › zone › woreda › kebele, searchable at each level. */
  | 'kebele'
  /** An ordered list of multilingual titles (a meeting's agenda). */
  | 'titles';

/** One field of a record type as its screens show it. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** `select`: the values (labels are `records.enum.<name>.<value>`). */
  values?: readonly string[];
  /** `reference`: the record path the choices come from (`news-feed-categories`). */
  ref?: string;
  /** `reference`: the read field holding `{ id, name }` (`category`). */
  refField?: string;
  /** `titles`: the read field holding the items (`agenda`), each with `translations.title`. */
  source?: string;
  /** A column of the table and a line of the cards. */
  column?: boolean;
  /** Left out of the forms (read-only or set elsewhere). */
  readOnly?: boolean;
  /** Left out of the detail page (shown another way). */
  hidden?: boolean;
  /** `options`: shown and sent only while another field holds one of these values. */
  when?: { field: string; values: readonly string[] };
  /** An input of the type's own instead of the kind's (a group's chair, searched by name). */
  input?: ComponentType<FieldInputProps>;
}

/** What a field's input gets from the generic form. */
export interface FieldInputProps {
  control: Control<FormValues>;
  field: FieldSpec;
}

/** A record's detail page may add what is special to its type (the complaint workflow). */
export type DetailExtra = ComponentType<{ record: RecordRow; refetch: () => void }>;

/** A check of a form's body; issues are reported as a zod refinement reports them. */
export type BodyCheck = (
  body: Record<string, unknown>,
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) => void;

/** A record as the generic screens read it. */
export type RecordRow = { id: number } & Record<string, unknown>;

/** One record type's screens, declared once as data; generic code derives the rest. */
export interface RecordScreen {
  /** The URL segment and menu key; the contract's path. */
  key: string;
  /**
   * The record type's declaration (path, list, multilingual fields, comments, files); its
   * schemas load with the forms (`recordContract`), so the menu and lists need no zod.
   */
  contract: ResourceMeta;
  /** A rule of the form's body beyond the contract's schema, checked with it (a refinement). */
  checkBody?: BodyCheck;
  labelKey: string;
  icon: SvgIconComponent;
  /** The field that names a record (cards, detail title). */
  titleField: string;
  fields: readonly FieldSpec[];
  /** Fields offered as list filters (select or reference fields). */
  filters: readonly string[];
  defaultSort?: ListSort;
  /** Includes asked for on the list and the detail (beyond files, history, translations). */
  includes?: readonly string[];
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
  detailExtra?: DetailExtra;
  /** Whether a record may still be edited (a complaint only while submitted). */
  editable?: (record: RecordRow) => boolean;
}

export const can = (screen: RecordScreen, action: string) => `${screen.contract.path}:${action}`;

// No zod here, nor in any module this one imports but for types: the web app's first screen
// (its menu, routes and lists) takes record types from these declarations, and the schemas
// load with the forms that need them.
import { ALLOWED_FILE_TYPES, type FileCategory } from './files.js';
import type { ListSpec } from './list-spec.js';
import type { UserType } from './user-types.js';

/** Includes every record type offers. */
export const COMMON_INCLUDES = ['auditHistory', 'translations'] as const;

/** What a field holds, and so how every screen, export and history line shows it. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'number'
  /** One of `values`; people read it by its label, `records.enum.<name>.<value>`. */
  | 'enum'
  | 'date'
  | 'datetime'
  | 'boolean'
  /** The id of a record of `ref`; read by name through the `refField` include. */
  | 'reference'
  /** Users picked by searching; `source` is the read field holding `{ userId, name }`. */
  | 'users'
  /** An ordered list of multilingual choices, each keeping its id (a question's options). */
  | 'options'
  /** A kebele chosen region › zone › woreda › kebele. */
  | 'kebele'
  /** An ordered list of multilingual titles (a meeting's agenda). */
  | 'titles';

/** One field of a record type: what it is, and where it takes part. */
export interface FieldDecl {
  name: string;
  kind: FieldKind;
  /** Stored in three languages (om/en/am); read in the reader's, with fallback. */
  translatable?: boolean;
  /** A create must give it (for a multilingual field: in one language at least). */
  required?: boolean;
  /** Texts: the longest value, in characters (per language). */
  max?: number;
  /** `enum`: its values. */
  values?: readonly string[];
  /**
   * What a new record holds when none is given (a calendar event's `repeat`: `none`): a form
   * starts from it, and a choice among `values` then offers no empty one beside it.
   */
  default?: string;
  /** `reference`: the record type the id points at (`users` for people); a test checks it is one. */
  ref?: string;
  /** `reference`: the include holding the referenced record's `{ id, name }`. */
  refField?: string;
  /**
   * `reference`: a list of ids rather than one (an imported account's groups); a cell of an
   * imported file names them separated by `;` or on lines of their own.
   */
  many?: boolean;
  /** `users`, `titles`: the read field holding the items. */
  source?: string;
  /** A list may filter on it (`filter[name]`); every such field has an index. */
  filter?: boolean;
  /** A list may sort on it (`sorting[field]=name`); likewise indexed. */
  sort?: boolean;
  /** A column of the table and a line of the cards. */
  column?: boolean;
  /** Not in the forms: computed, or changed by a workflow step. */
  readOnly?: boolean;
  /** Not on the detail page as a line of its own (a part of the type's own shows it). */
  hidden?: boolean;
  /** Shown and sent only while another field holds one of these values. */
  when?: { field: string; values: readonly string[] };
  /**
   * `datetime`: a date instead (`YYYY-MM-DD`, no time; stored as 00:00 UTC) while this boolean
   * field of the record is true. An all-day event's start and end are days, not instants:
   * entered, shown and exported without a time.
   */
  dateOnlyWhen?: string;
}

/** Whether a field of a record holds a calendar date: a `date`, or a `datetime` made one. */
export const holdsDate = (field: FieldDecl, record: Readonly<Record<string, unknown>>) =>
  field.kind === 'date' ||
  (field.kind === 'datetime' &&
    field.dateOnlyWhen !== undefined &&
    Boolean(record[field.dateOnlyWhen]));

/** The fields every record has; a list filters and sorts on `createdAt` and `updatedAt`. */
export type Stamp = 'createdAt' | 'updatedAt' | 'createdBy';

/**
 * The icons a record type may name for its menu item and cards; the web app maps each name to
 * its picture (`apps/web/src/crud/record-icons.ts`). A new type picks one, or adds a name there and here.
 */
export const RECORD_ICONS = [
  'article',
  'gavel',
  'library',
  'forum',
  'feedback',
  'poll',
  'help',
  'eventNote',
  'event',
  'howToReg',
  'apartment',
  'groups',
  'place',
  'category',
  'campaign',
  'description',
  'folder',
  'adminPanel',
  'key',
] as const;
export type RecordIcon = (typeof RECORD_ICONS)[number];

/**
 * Where a record type's screens are reached, and by which user types (each still needs
 * `<path>:list`): its own menu item placed by `order`, or a page under another item (the
 * address tree, the categories). Without it the type has screens of its own outside the
 * generic ones (users, roles, permissions).
 */
export interface MenuPlace {
  types: readonly UserType[];
  /** Menu items are sorted by it (tens, so a new type fits between two). */
  order?: number;
  parent?: 'address' | 'categories';
}

/**
 * Menu items from this order on form the access section (roles, permissions), beside the users,
 * whose screens are their own.
 */
export const ACCESS_MENU_ORDER = 1000;

/** What the seeded Institute and Member roles may do with a record type at installation. */
export type DefaultGrants = Partial<Record<Exclude<UserType, 'admin'>, readonly string[]>>;

/** The sort a list screen starts with. */
export interface DefaultSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** Reading: listing and opening records. */
export const READ_ACTIONS = ['list', 'read'] as const;
/** Reading and commenting. */
export const READ_COMMENT_ACTIONS = ['list', 'read', 'comment'] as const;

/**
 * What a record type of the API is, apart from the shapes of its records and bodies: its path
 * (also the permission prefix), its fields, what its list offers (derived from the fields),
 * whether it has comments, and the files it carries. `defineResource` adds the schemas.
 * Generic code names it `ResourceMeta` (permissions.ts), whose path is by default any resource:
 * that union is made of these declarations' paths, so it cannot be named here.
 */
export interface RecordDeclaration<
  P extends string = string,
  F extends readonly FieldDecl[] = readonly FieldDecl[],
  I extends readonly string[] = readonly string[],
> {
  path: P;
  /** The fields in the order screens show them. */
  fields: F;
  /** Includes that are not references' names (counts, an agenda): fields without a column. */
  ownIncludes: I;
  /** The field that names a record (a card's title, a reference's name, a history line). */
  title: string;
  list: ListSpec;
  /** The sort a list screen starts with; by default the newest first. */
  defaultSort?: DefaultSort;
  translatable: readonly string[];
  /**
   * Long texts a list page leaves out (a news item's body, a complaint's description): a list
   * carries what a list shows, a record its whole text. A list asks for one by name in
   * `includes[]`; a long text shown in lists (`column`) is always there.
   */
  longTexts: readonly string[];
  /**
   * The text fields a list's `search` looks in (multilingual ones in every language); by
   * default every multilingual field. Empty: the type has no search, and no screen offers one.
   */
  search: readonly string[];
  comments: boolean;
  /**
   * File categories a create or update may carry as multipart `media[i][file]` and
   * `media[i][type]`; empty when the record has no files. Records with files answer
   * `files` on reads (and on lists with `includes[]=files`); an update may name
   * `removeFiles` (file ids) to take some away.
   */
  files: readonly FileCategory[];
  /**
   * The media types its files may have: every accepted type (`ALLOWED_FILE_TYPES`) unless the
   * type takes fewer (a law: PDF only). The server refuses others; forms check before sending.
   */
  fileTypes: readonly string[];
  /** Workflow steps beyond CRUD, each a permission `<path>:<action>` (a complaint's `review`). */
  actions: readonly string[];
  /** What the seeded Institute and Member roles start with; the administrator holds all. */
  grants: DefaultGrants;
  icon?: RecordIcon;
  menu?: MenuPlace;
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * A record type's declaration. Its list's filters, sorts and includes, and its multilingual
 * fields, come from the fields; `includes` adds what is not a field (counts, a meeting's agenda).
 */
export function defineMeta<
  const P extends string,
  const F extends readonly FieldDecl[],
  const I extends readonly string[] = readonly [],
>(def: {
  path: P;
  fields: F;
  title: string;
  /** Which stamps a list filters and sorts on: by default `createdAt` and `updatedAt`. */
  stamps?: { filter?: readonly Stamp[]; sort?: readonly Stamp[] };
  includes?: I;
  defaultSort?: DefaultSort;
  search?: readonly string[];
  comments: boolean;
  files?: readonly FileCategory[];
  fileTypes?: readonly string[];
  actions?: readonly string[];
  grants?: DefaultGrants;
  icon?: RecordIcon;
  menu?: MenuPlace;
}): RecordDeclaration<P, F, I> {
  const { fields, stamps, includes: own, ...rest } = def;
  const files = def.files ?? [];
  const named = (flag: 'filter' | 'sort') => fields.filter((f) => f[flag]).map((f) => f.name);
  const translatable = fields.filter((f) => f.translatable).map((f) => f.name);
  const list: ListSpec = {
    filter: unique(['id', ...named('filter'), ...(stamps?.filter ?? ['createdAt', 'updatedAt'])]),
    sort: unique(['id', ...named('sort'), ...(stamps?.sort ?? ['createdAt', 'updatedAt'])]),
    includes: unique([
      ...COMMON_INCLUDES,
      ...(files.length ? ['files'] : []),
      ...fields.flatMap((f) => (f.refField ? [f.refField] : [])),
      ...(own ?? []),
    ]),
  };
  return {
    ...rest,
    fields,
    ownIncludes: own ?? ([] as unknown as I),
    files,
    fileTypes: def.fileTypes ?? ALLOWED_FILE_TYPES,
    list,
    translatable,
    longTexts: fields.filter((f) => f.kind === 'longText' && !f.column).map((f) => f.name),
    search: def.search ?? translatable,
    actions: def.actions ?? [],
    grants: def.grants ?? {},
  };
}

export const CATEGORY_NAME_MAX = 200;
export const CATEGORY_DESCRIPTION_MAX = 1000;

/** What a category type says beyond its path; every part has a default. */
export interface CategoryOptions {
  /** By default institutes and members may read them (they label what people read). */
  grants?: DefaultGrants;
  /** By default a page under the categories item, for administrators; null: none. */
  menu?: MenuPlace | null;
  /** Fields after the name and description (a calendar category's colour). */
  fields?: readonly FieldDecl[];
}

/**
 * Every `*-categories` record type is the same but for its path and, rarely, a field of its
 * own. They label what people read, so institutes and members may read them unless `grants`
 * says otherwise.
 */
export function categoryMeta<const P extends `${string}-categories`>(
  path: P,
  options: CategoryOptions = {},
): RecordDeclaration<P> {
  const {
    grants = { institute: READ_ACTIONS, member: READ_ACTIONS },
    menu = { types: ['admin'], parent: 'categories' },
    fields = [],
  } = options;
  return defineMeta({
    path,
    icon: 'category',
    grants,
    ...(menu ? { menu } : {}),
    title: 'name',
    fields: [
      {
        name: 'name',
        kind: 'text',
        translatable: true,
        required: true,
        max: CATEGORY_NAME_MAX,
        column: true,
        filter: true,
        sort: true,
      },
      {
        name: 'description',
        kind: 'longText',
        translatable: true,
        max: CATEGORY_DESCRIPTION_MAX,
        column: true,
      },
      ...fields,
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    comments: false,
  });
}

/** A field of the declaration, by name. */
export const fieldOf = (meta: Pick<RecordDeclaration, 'fields'>, name: string) =>
  meta.fields.find((f) => f.name === name);

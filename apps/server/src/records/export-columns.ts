import {
  CALENDAR_TIME_ZONE,
  formatDate,
  isResource,
  LOCALES,
  type Calendar,
  type FieldDecl,
  type FieldKind,
  type Locale,
  type Resource,
  type ResourceContract,
  type Translations,
} from '@caffee/contract';
import { badRequest } from '../http/errors.js';
import type { Services } from '../services.js';
import { chainsOf } from './address/place-chain.js';
import { choiceValues, fieldLabel, valueLabels } from './export-words.js';
import { namesOf } from './ref-names.js';
import type { RequestContext, Row, ServerResource } from './server-resource.js';

/** `people`: as the screens read (the default); `machine`: field names and stored values. */
export const EXPORT_FORMATS = ['people', 'machine'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What an export's query says about its columns and words, besides the list's query. */
export interface ExportOptions {
  /** The fields, in order; without it the keys of `labels`, else the list's columns. */
  columns?: string[];
  /** `field → header`: the caller's own headers (and columns, when `columns` is absent). */
  labels?: Record<string, string>;
  /** `field → value → label`: the caller's own words for enum and boolean cells. */
  values?: Record<string, Record<string, string>>;
  format: ExportFormat;
  locale: Locale;
  calendar: Calendar;
}

/** A column of an export and how its cells read; date fields make two (local and ISO). */
interface Column {
  header: string;
  field: string;
  /** `raw`: the value as stored (an `id`; every column of a machine-readable file). */
  kind: FieldKind | 'raw';
  ref?: Resource;
  /** The type's own include that names the reference (a register's meeting or event). */
  via?: string;
  local?: boolean;
  /** One language of a multilingual field (a machine-readable file): `title[am]`. */
  language?: Locale;
  /** A `datetime` that is a date while this boolean field of the row is true (all day). */
  dateOnlyWhen?: string;
  /** `value → label`: how an enum or boolean column's values read. */
  labels?: Record<string, string>;
}

/** What a file's rows are read with: a machine-readable one has every language of a text. */
export const exportIncludes = (format: ExportFormat) =>
  format === 'machine' ? ['translations'] : [];

/** Kinds that are lists of children: no cell of their own. */
const CHILD_KINDS: readonly FieldKind[] = ['users', 'options', 'titles'];

/** What every record has beside its declared fields. */
const STAMPS: readonly FieldDecl[] = [
  { name: 'createdAt', kind: 'datetime' },
  { name: 'updatedAt', kind: 'datetime' },
  { name: 'createdBy', kind: 'reference', ref: 'users' },
];

/** What an export's columns come from: a record type's declared fields and read shape. */
export interface Exported {
  contract: Pick<ResourceContract, 'record' | 'fields' | 'title'>;
  /** The type's own includes: one that names a reference names its cells too. */
  includes?: ServerResource['includes'];
}

/** Where a record type's exportable fields are: `id`, its declared fields with a cell, stamps. */
export function exportableFields(resource: Exported): Map<string, FieldDecl> {
  const c = resource.contract;
  const stored = new Set(Object.keys(c.record.shape));
  const fields = new Map<string, FieldDecl>([['id', { name: 'id', kind: 'number' }]]);
  for (const f of [...c.fields, ...STAMPS]) {
    // Counts and other includes are not in the stored row an export reads.
    if (stored.has(f.name) && !CHILD_KINDS.includes(f.kind) && !fields.has(f.name)) {
      fields.set(f.name, f);
    }
  }
  return fields;
}

/** The columns a list shows: its title, then the fields declared as columns. */
function defaultColumns(resource: Exported, exportable: Map<string, FieldDecl>) {
  const c = resource.contract;
  const names = [c.title, ...c.fields.filter((f) => f.column).map((f) => f.name)];
  return [...new Set(names)].filter((name) => exportable.has(name));
}

/**
 * The export's columns from its query (400 for one the type does not export), with their
 * headers. For people, a date or date-time field is its local reading under its header, then
 * its ISO value under "header (ISO 8601)", and the words are the screens' in `locale`, or all
 * the caller's where it sends any (`labels`, `values`: may only name the type's columns, and
 * its enum and boolean fields' values). A machine-readable file is `id` and the fields under
 * their names, one column each, values as stored.
 */
export function exportColumns(resource: Exported, options: ExportOptions): Column[] {
  const exportable = exportableFields(resource);
  const machine = options.format === 'machine';
  const own = options.labels !== undefined || options.values !== undefined;
  if (machine && own) {
    throw badRequest(
      'A machine-readable export has no labels or values: it names fields as stored',
    );
  }
  const picked =
    options.columns ??
    (options.labels ? Object.keys(options.labels) : defaultColumns(resource, exportable));
  const names = [...new Set(machine ? ['id', ...picked] : picked)];
  const unknown = names.find((name) => !exportable.has(name));
  if (unknown !== undefined) throw badRequest(`Unknown export column: ${unknown}`);
  const stray = Object.keys(options.labels ?? {}).find((name) => !names.includes(name));
  if (stray !== undefined) throw badRequest(`Not a column of this export: ${stray}`);
  for (const [name, labels] of Object.entries(options.values ?? {})) {
    const field = exportable.get(name);
    const allowed = field ? choiceValues(field) : [];
    if (!allowed.length) throw badRequest(`Not an enum or boolean export column: ${name}`);
    const value = Object.keys(labels).find((v) => !allowed.includes(v));
    if (value !== undefined) throw badRequest(`Unknown value of ${name}: ${value}`);
  }
  return names.flatMap((name): Column[] => {
    const field = exportable.get(name) as FieldDecl;
    if (machine) {
      // Each language of a multilingual text as stored, none filled in from another.
      if (!field.translatable) return [{ header: name, field: name, kind: 'raw' }];
      return LOCALES.map((l) => ({
        header: `${name}[${l}]`,
        field: name,
        kind: 'raw',
        language: l,
      }));
    }
    // A field the web's files name nowhere (`id`, `createdBy`) reads under its own name.
    const header = (own ? options.labels?.[name] : fieldLabel(options.locale, name)) ?? name;
    const labels = own ? options.values?.[name] : valueLabels(options.locale, field);
    const column: Column = {
      header,
      field: name,
      kind: name === 'id' ? 'raw' : field.kind,
      ...(isResource(field.ref) ? { ref: field.ref } : {}),
      ...(field.refField && resource.includes?.[field.refField] ? { via: field.refField } : {}),
      ...(field.dateOnlyWhen ? { dateOnlyWhen: field.dateOnlyWhen } : {}),
      ...(labels ? { labels } : {}),
    };
    if (field.kind !== 'date' && field.kind !== 'datetime') return [column];
    return [
      { ...column, local: true },
      { ...column, header: `${header} (ISO 8601)` },
    ];
  });
}

/** `{ id → name }` of the users among `ids`, one query: people are no served record type. */
async function userNames(services: Services, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await services.db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The name an include gives a record it names: `{ name }`, or `{ title }` (a register's subject). */
const includedName = (value: unknown): string | undefined => {
  const named = value as { name?: unknown; title?: unknown } | null | undefined;
  const name = named?.name ?? named?.title;
  return typeof name === 'string' && name !== '' ? name : undefined;
};

/**
 * Turns a batch of records into the cells of its lines: references by name in the reader's
 * language (one query per referenced type per batch, or the type's own include where it names
 * them, as its screens do), enums and booleans by their column's labels, dates in the
 * reader's calendar beside the ISO value; `raw` columns (a machine-readable file) as stored.
 */
export function exportCells(
  services: Services,
  columns: readonly Column[],
  { locale, calendar }: Pick<ExportOptions, 'locale' | 'calendar'>,
  served: (path: Resource) => ServerResource,
  own?: { includes?: ServerResource['includes']; ctx: RequestContext },
) {
  const vias = [...new Set(columns.flatMap((c) => (c.via ? [c.via] : [])))];
  const refs = [
    ...new Set(columns.flatMap((c) => (c.kind === 'reference' && c.ref ? [c.ref] : []))),
  ];
  return async (batch: readonly Record<string, unknown>[]): Promise<unknown[][]> => {
    /** The ids the batch holds in the columns `which` picks. */
    const idsIn = (which: (c: Column) => boolean) =>
      columns
        .filter(which)
        .flatMap((c) => batch.map((row) => row[c.field]))
        .filter((id): id is number => typeof id === 'number');
    const names = new Map<Resource, Map<number, string>>();
    const included = new Map<string, Map<number, unknown>>();
    const [places] = await Promise.all([
      // A kebele reads as "Kebele, Woreda, Zone": one query up the address tree.
      chainsOf(
        services.db,
        'kebeles',
        idsIn((c) => c.kind === 'kebele'),
        locale,
      ),
      ...refs.map(async (ref) => {
        const ids = idsIn((c) => c.ref === ref);
        names.set(
          ref,
          ref === 'users'
            ? await userNames(services, ids)
            : await namesOf(services, served(ref), ids, locale),
        );
      }),
      ...vias.map(async (via) => {
        const load = own?.includes?.[via];
        if (load) included.set(via, await load(services, batch as Row[], own.ctx));
      }),
    ]);
    const cell = (column: Column, row: Record<string, unknown>): unknown => {
      if (column.language) {
        const texts = (row.translations as Record<string, Translations> | undefined)?.[
          column.field
        ];
        return texts?.[column.language] ?? null;
      }
      const named = column.via ? included.get(column.via)?.get(row.id as number) : undefined;
      if (named != null) return includedName(named) ?? '';
      const value = row[column.field];
      if (value === null || value === undefined || value === '') return value;
      // An all-day event's days are dates: its date, not the instant it is stored as.
      const kind = column.dateOnlyWhen && Boolean(row[column.dateOnlyWhen]) ? 'date' : column.kind;
      switch (kind) {
        case 'reference':
          // A record since deleted keeps its id, marked so it is not read as a name.
          return names.get(column.ref as Resource)?.get(value as number) ?? `#${String(value)}`;
        case 'kebele': {
          const chain = places.get(value as number);
          const trail = chain && [chain.kebele, chain.woreda, chain.zone].map((p) => p?.name);
          return trail ? trail.filter(Boolean).join(', ') : `#${String(value)}`;
        }
        case 'enum':
        case 'boolean':
          return column.labels?.[String(value)] ?? value;
        case 'date':
          // A calendar date is its own day: read it at UTC, where `YYYY-MM-DD` is midnight.
          return column.local
            ? formatDate(String(value), locale, calendar, {
                dateStyle: 'long',
                timeZone: 'UTC',
              })
            : String(value).slice(0, 10);
        case 'datetime':
          return column.local
            ? formatDate(String(value), locale, calendar, {
                // Long month names: a file has room, and Oromo's short ones are cut words.
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: CALENDAR_TIME_ZONE.id,
              })
            : value;
        default:
          return value;
      }
    };
    return batch.map((row) => columns.map((column) => cell(column, row)));
  };
}

import type { FieldDecl, ResourceMeta } from '@caffee/contract';
import { LOCALES } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectKind } from './connect.js';
import { versionTable } from './migrations/0010-table-versions.js';
import { columnTypes, withAudit, withId } from './schema-helpers.js';

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The table a record type is stored in by default: its path in snake case. */
export const tableOf = (meta: { path: string }) => meta.path.replace(/-/g, '_');

/** Kinds that are lists or children of their own, not a column of the record's row. */
const NOT_COLUMNS: ReadonlySet<FieldDecl['kind']> = new Set(['users', 'options', 'titles']);

/** The columns of a declared field: one per language where it is multilingual. */
function columnsOf(field: FieldDecl): string[] {
  const name = snake(field.name);
  return field.translatable ? LOCALES.map((l) => `${name}_${l}`) : [name];
}

/**
 * Indexes for what lists filter and sort on, each ending in id (the tiebreak of every
 * sort), for live rows (every read asks for `deleted_at is null`). PostgreSQL takes them
 * partial. SQLite cannot count from a partial index without reading the table, so there
 * `deleted_at` leads the index instead, an equality that keeps the order of the rest.
 */
export async function listIndexes(
  db: Kysely<unknown>,
  kind: DialectKind,
  table: string,
  columnSets: string[][],
) {
  for (const columns of columnSets) {
    // If not there already: a table made by this helper since gets an index 0022 also adds.
    const index = db.schema
      .createIndex(`${table}_${columns.join('_')}_idx`)
      .ifNotExists()
      .on(table);
    await (
      kind === 'postgres'
        ? index.columns(columns).where(sql.ref('deleted_at'), 'is', null)
        : index.columns(['deleted_at', ...columns])
    ).execute();
  }
}

/**
 * Creates a declared record type's table in one call: id, its fields' columns (three for a
 * multilingual field, long texts last so SQLite reads a list's short columns without
 * following overflow pages), the stamps, `deleted_at`, an index for every field its list
 * filters or sorts on, and the version counter the count and answer caches read. Fields
 * filled by includes (counts, names) have no column. References are plain integers: a
 * record is only ever soft-deleted, and the store checks that a reference is live.
 */
export async function createRecordTable(
  db: Kysely<unknown>,
  kind: DialectKind,
  meta: ResourceMeta,
  table = tableOf(meta),
) {
  const t = columnTypes(kind);
  const stored = meta.fields.filter(
    (f) => !NOT_COLUMNS.has(f.kind) && !meta.list.includes.includes(f.name) && !isStamp(f.name),
  );
  const typeOf = (f: FieldDecl) => {
    switch (f.kind) {
      case 'number':
      case 'reference':
      case 'kebele':
        return sql`integer`;
      case 'boolean':
        return sql`integer`;
      case 'date':
      case 'datetime':
        return t.timestamp;
      case 'enum':
        return sql`varchar(40)`;
      default:
        return sql`text`;
    }
  };
  let builder = withAudit(withId(db.schema.createTable(table), kind), kind).addColumn(
    'deleted_at',
    t.timestamp,
  );
  const longLast = [...stored].sort(
    (a, b) => Number(a.kind === 'longText') - Number(b.kind === 'longText'),
  );
  for (const field of longLast) {
    for (const column of columnsOf(field)) {
      builder = builder.addColumn(column, typeOf(field), (c) =>
        field.kind === 'boolean' ? c.notNull().defaultTo(0) : c,
      );
    }
  }
  await builder.execute();
  const listed = new Set([...meta.list.filter, ...meta.list.sort]);
  listed.delete('id');
  const indexed = [...listed].flatMap((name) => {
    const field = meta.fields.find((f) => f.name === name);
    return field ? columnsOf(field) : [snake(name)];
  });
  // `id` alone too: the default order (and the seed client's), served without a sort.
  await listIndexes(db, kind, table, [['id'], ...indexed.map((column) => [column, 'id'])]);
  await versionTable(db, kind, table);
}

const isStamp = (name: string) => ['createdAt', 'updatedAt', 'createdBy'].includes(name);

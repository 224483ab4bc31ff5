import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectKind } from './connect.js';

/** Column types that differ between the two databases, chosen once per dialect. */
export function columnTypes(kind: DialectKind) {
  return {
    timestamp: kind === 'postgres' ? sql`timestamptz` : sql`text`,
    now: kind === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}

/** An auto-incrementing integer primary key on either database. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  kind: DialectKind,
): CreateTableBuilder<T, 'id'> {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** created_at, updated_at (defaulting to now) and created_by on a record table. */
export function withAudit<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  kind: DialectKind,
) {
  const t = columnTypes(kind);
  const stamp = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(t.now);
  return table
    .addColumn('created_at', t.timestamp, stamp)
    .addColumn('updated_at', t.timestamp, stamp)
    .addColumn('created_by', 'integer');
}

export type MigrationFn = (db: Kysely<unknown>, kind: DialectKind) => Promise<void>;
export interface DialectMigration {
  up: MigrationFn;
  down?: MigrationFn;
}

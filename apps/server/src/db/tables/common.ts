import type { FieldDecl, ResourceMeta } from '@caffee/contract';
import type { Generated } from 'kysely';

/** ISO 8601 UTC text (SQLite) or timestamptz read back as ISO text (PostgreSQL). */
export type Timestamp = string;

/** The columns every record table has. */
export interface Audited {
  createdAt: Generated<Timestamp>;
  updatedAt: Generated<Timestamp>;
  createdBy: number | null;
}

/**
 * The three language columns of multilingual fields: `Translated<'title'>` is `titleOm`,
 * `titleEn`, `titleAm`, each null where that language was not given.
 */
export type Translated<F extends string> = {
  [K in F as `${K}${'Om' | 'En' | 'Am'}`]: string | null;
};

/** Kinds kept in rows of their own (a meeting's invitees, a question's options), not columns. */
type ChildKind = 'users' | 'options' | 'titles';

/** The value of a declared field's column: ids, numbers and yes/no (0/1) are integers. */
type ColumnOf<F extends FieldDecl> = F['kind'] extends 'boolean'
  ? Generated<number>
  : F['kind'] extends 'number' | 'reference' | 'kebele'
    ? number | (F extends { required: true } ? never : null)
    : | (F extends { values: readonly (infer V)[] } ? V : string)
      | (F extends { required: true } ? never : null);

/** The fields of a declaration that have columns: not children, includes or stamps. */
type Stored<M extends ResourceMeta<string>> = Exclude<
  M['fields'][number],
  { kind: ChildKind } | { name: M['ownIncludes'][number] | keyof Audited }
>;

/**
 * The row of a table `createRecordTable` (db/record-table.ts) made from a declaration, derived
 * from the same declaration: three language columns for each multilingual field, one column for
 * each other field, the stamps and `deletedAt`.
 */
export type RecordTable<M extends ResourceMeta<string>> = Audited &
  Translated<Extract<Stored<M>, { translatable: true }>['name']> & {
    [F in Exclude<Stored<M>, { translatable: true }> as F['name']]: ColumnOf<F>;
  } & {
    id: Generated<number>;
    deletedAt: Timestamp | null;
  };

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

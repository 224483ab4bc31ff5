import type { Generated } from 'kysely';

/** ISO 8601 UTC text (SQLite) or timestamptz read back as ISO text (PostgreSQL). */
export type Timestamp = string;

/** The columns every record table has. */
export interface Audited {
  createdAt: Generated<Timestamp>;
  updatedAt: Generated<Timestamp>;
  createdBy: number | null;
}

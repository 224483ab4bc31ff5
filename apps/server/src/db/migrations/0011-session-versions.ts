import { sql } from 'kysely';
import type { DialectMigration } from '../schema-helpers.js';
import { versionTable } from './0010-table-versions.js';

/**
 * A version for `sessions`, so a server can remember who holds a token (auth/guard.ts) and
 * still see a sign-out or an ended session, by any server process, on the next request.
 */
export const sessionVersions: DialectMigration = {
  async up(db, kind) {
    await versionTable(db, kind, 'sessions');
  },
  async down(db, kind) {
    const triggers =
      kind === 'postgres'
        ? ['drop trigger sessions_version on sessions']
        : ['insert', 'update', 'delete'].map((op) => `drop trigger sessions_version_${op}`);
    for (const statement of triggers) await sql.raw(statement).execute(db);
    await sql`delete from table_versions where name = 'sessions'`.execute(db);
  },
};

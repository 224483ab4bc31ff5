import { sql } from 'kysely';
import type { DialectMigration } from '../schema-helpers.js';
import { versionTable } from './0010-table-versions.js';

/**
 * A version for `audit_log`, so an answer that shows records' histories (`includes[]=
 * auditHistory`) can be kept until one of them changes (http/answer-cache.ts).
 *
 * SQLite writes one transaction at a time, so its usual triggers do. On PostgreSQL nearly
 * every write transaction adds a history row: a version raised at the insert would be taken
 * in the middle of the transaction, in different orders with other tables' versions (a
 * meeting's history before its invitees, an invitee's after), and two writers could deadlock.
 * Raised by a deferred trigger it is the last row a transaction takes, at commit, once.
 */
export const auditVersions: DialectMigration = {
  async up(db, kind) {
    if (kind !== 'postgres') {
      await versionTable(db, kind, 'audit_log');
      return;
    }
    await sql`insert into table_versions (name, version) values ('audit_log', 0)`.execute(db);
    await sql
      .raw(
        `create function bump_audit_log_version() returns trigger language plpgsql as $fn$
        begin
          if current_setting('caffee.audit_log_raised', true) = txid_current()::text then
            return null;
          end if;
          perform set_config('caffee.audit_log_raised', txid_current()::text, true);
          execute format('update %I.table_versions set version = version + 1 where name = %L',
            tg_table_schema, 'audit_log');
          return null;
        end $fn$`,
      )
      .execute(db);
    await sql
      .raw(
        `create constraint trigger audit_log_version after insert or update or delete
        on audit_log deferrable initially deferred for each row
        execute function bump_audit_log_version()`,
      )
      .execute(db);
  },
  async down(db, kind) {
    const statements =
      kind === 'postgres'
        ? ['drop trigger audit_log_version on audit_log', 'drop function bump_audit_log_version()']
        : ['insert', 'update', 'delete'].map((op) => `drop trigger audit_log_version_${op}`);
    for (const statement of statements) await sql.raw(statement).execute(db);
    await sql`delete from table_versions where name = 'audit_log'`.execute(db);
  },
};

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectKind } from '../connect.js';
import type { DialectMigration } from '../schema-helpers.js';

/**
 * Tables whose counts may be cached: every record table. Not the audit log (it is counted
 * through `activity_days`), nor sessions, tokens and settings (never listed). A later
 * migration that adds a record table calls `versionTable` for it; a test checks that every
 * table a list or the dashboard counts is versioned.
 */
export const VERSIONED_TABLES = [
  'institutes',
  'roles',
  'permissions',
  'role_permissions',
  'users',
  'categories',
  'comments',
  'files',
  'news_feeds',
  'enacted_laws',
  'publications',
  'regions',
  'zones',
  'woredas',
  'kebeles',
  'caffee_groups',
  'group_members',
  'meetings',
  'meeting_agenda_items',
  'meeting_invitees',
  'calendar_events',
  'attendances',
  'attendance_attendees',
  'surveys',
  'questions',
  'question_options',
  'question_answers',
  'question_answer_options',
  'survey_responses',
  'forums',
  'complains',
] as const;

/**
 * Gives a table a row in `table_versions` and triggers that raise its version on every
 * insert, update or delete, in the writing transaction. Triggers rather than code in the
 * write path, so every writer is seen: the API's stores, routes of their own, the demo
 * seed, the benchmark's bulk loader, a person at psql.
 */
export async function versionTable(db: Kysely<unknown>, kind: DialectKind, table: string) {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Bad table name ${table}`);
  await sql`insert into table_versions (name, version) values (${table}, 0)`.execute(db);
  if (kind === 'postgres') {
    // Once per statement: a bulk insert of 500 rows raises the version once.
    await sql
      .raw(
        `create trigger ${table}_version after insert or update or delete or truncate ` +
          `on ${table} for each statement execute function bump_table_version()`,
      )
      .execute(db);
    return;
  }
  for (const op of ['insert', 'update', 'delete']) {
    await sql
      .raw(
        `create trigger ${table}_version_${op} after ${op} on ${table} begin ` +
          `update table_versions set version = version + 1 where name = '${table}'; end`,
      )
      .execute(db);
  }
}

/**
 * Count caching and the dashboard's activity, without scanning big tables per request:
 *
 * - `table_versions` holds one counter per record table, raised by triggers in the same
 *   transaction as the write. A cached count remembers the versions of the tables its query
 *   reads; a request reads those few counters (a primary-key lookup) and reuses the count
 *   only if none moved. The counters live in the database, not in a process, so with several
 *   server processes on PostgreSQL a write through one invalidates the others' caches.
 * - `activity_days` is the audit log summed per UTC day and action, kept by a trigger on
 *   each audit insert (and delete), so the timeline reads at most a few thousand small rows
 *   however long the history is.
 */
export const tableVersions: DialectMigration = {
  async up(db, kind) {
    await db.schema
      .createTable('table_versions')
      .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    if (kind === 'postgres') {
      await sql
        .raw(
          `create function bump_table_version() returns trigger language plpgsql as $fn$
          begin
            execute format('update %I.table_versions set version = version + 1 where name = %L',
              tg_table_schema, tg_table_name);
            return null;
          end $fn$`,
        )
        .execute(db);
    }
    for (const table of VERSIONED_TABLES) await versionTable(db, kind, table);

    await db.schema
      .createTable('activity_days')
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('n', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('activity_days_pk', ['day', 'action'])
      .execute();
    const day = (row: string) =>
      kind === 'postgres'
        ? `to_char(${row}.created_at at time zone 'UTC', 'YYYY-MM-DD')`
        : `substr(${row}.created_at, 1, 10)`;
    await sql
      .raw(
        `insert into activity_days (day, action, n) select ${day('audit_log')}, action, count(*) ` +
          `from audit_log group by 1, 2`,
      )
      .execute(db);
    if (kind === 'postgres') {
      // Per statement, over the statement's new rows: a batch of audit rows is one upsert.
      await sql
        .raw(
          `create function activity_days_add() returns trigger language plpgsql as $fn$
          begin
            insert into activity_days (day, action, n)
              select ${day('added')}, added.action, count(*) from added group by 1, 2
              on conflict (day, action) do update set n = activity_days.n + excluded.n;
            return null;
          end $fn$`,
        )
        .execute(db);
      await sql
        .raw(
          `create function activity_days_remove() returns trigger language plpgsql as $fn$
          begin
            update activity_days set n = activity_days.n - gone.n
              from (select ${day('removed')} as day, removed.action, count(*) as n
                    from removed group by 1, 2) gone
              where activity_days.day = gone.day and activity_days.action = gone.action;
            return null;
          end $fn$`,
        )
        .execute(db);
      await sql`create trigger audit_log_activity_add after insert on audit_log
        referencing new table as added for each statement
        execute function activity_days_add()`.execute(db);
      await sql`create trigger audit_log_activity_remove after delete on audit_log
        referencing old table as removed for each statement
        execute function activity_days_remove()`.execute(db);
    } else {
      await sql
        .raw(
          `create trigger audit_log_activity_add after insert on audit_log begin ` +
            `insert into activity_days (day, action, n) values (${day('new')}, new.action, 1) ` +
            `on conflict (day, action) do update set n = n + 1; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger audit_log_activity_remove after delete on audit_log begin ` +
            `update activity_days set n = n - 1 ` +
            `where day = ${day('old')} and action = old.action; end`,
        )
        .execute(db);
    }
  },
};

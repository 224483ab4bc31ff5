import { sql, type Kysely } from 'kysely';
import { phoneKey } from '../../auth/phone-key.js';
import type { DialectMigration } from '../schema-helpers.js';

/**
 * Accounts reached by phone only (issue 42): a member with no email is invited by SMS and signs
 * in with the number. `users.email` may be null, and `users.phone_key` (auth/phone-key.ts) is
 * the number as it is looked up, unique among live accounts; where two live accounts already
 * shared a number, the older keeps it. `password_resets.sent_to` is the number a link went to
 * by SMS: choosing a password through it proves the number (sms/phone-verification.ts).
 */
/** The tables as this migration reads them (the app's types follow the latest schema). */
interface Tables {
  users: { id: number; phone: string | null; phone_key: string | null; deleted_at: string | null };
  sqlite_master: { name: string; sql: string | null; tbl_name: string; type: string };
}

export const phoneAccounts: DialectMigration = {
  async up(any, kind) {
    const db = any as Kysely<Tables>;
    if (kind === 'sqlite') await rebuildUsersOnSqlite(db, (t) => t.replace(EMAIL_NOT_NULL, '$1'));
    else await sql`alter table users alter column email drop not null`.execute(db);
    await db.schema.alterTable('users').addColumn('phone_key', 'varchar(30)').execute();
    await db.schema.alterTable('password_resets').addColumn('sent_to', 'varchar(30)').execute();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('phone', 'is not', null)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const taken = new Set<string>();
    for (const row of rows) {
      const key = phoneKey(row.phone ?? '');
      if (key === '' || taken.has(key)) continue;
      taken.add(key);
      await db.updateTable('users').set({ phone_key: key }).where('id', '=', row.id).execute();
    }
    await sql`create unique index users_phone_key_idx on users (phone_key)
      where phone_key is not null and deleted_at is null`.execute(db);
  },
  /** Back to the schema before it, which only holds accounts that all have an email. */
  async down(any, kind) {
    const db = any as Kysely<Tables>;
    await sql`drop index users_phone_key_idx`.execute(db);
    await db.schema.alterTable('password_resets').dropColumn('sent_to').execute();
    await db.schema.alterTable('users').dropColumn('phone_key').execute();
    if (kind === 'sqlite') {
      await rebuildUsersOnSqlite(db, (t) => t.replace(EMAIL, '$1 not null'));
    } else await sql`alter table users alter column email set not null`.execute(db);
  },
};

const EMAIL_NOT_NULL = /("email" varchar\(254\)) not null/i;
const EMAIL = /("email" varchar\(254\))/i;

/**
 * SQLite cannot add or drop a NOT NULL constraint: the table is made again with the change, as
 * SQLite's documentation sets out (https://sqlite.org/lang_altertable.html#otheralter): foreign
 * keys off (outside a transaction, where the pragma works), a new table from the stored
 * definition with the one change, the rows copied, the old table dropped and the new one
 * renamed, its indexes and triggers made again, the foreign keys checked, in one transaction.
 */
async function rebuildUsersOnSqlite(db: Kysely<Tables>, change: (definition: string) => string) {
  const master = (trx: Kysely<Tables>, type: string) =>
    trx
      .selectFrom('sqlite_master')
      .select(['name', 'sql'])
      .where('tbl_name', '=', 'users')
      .where('type', '=', type)
      .where('sql', 'is not', null)
      .execute() as Promise<{ name: string; sql: string }[]>;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const [table] = await master(trx, 'table');
      const changed = table && change(table.sql);
      if (!table || !changed || changed === table.sql) {
        throw new Error('users.email: the table is not as the migrations made it');
      }
      const others = [...(await master(trx, 'index')), ...(await master(trx, 'trigger'))];
      const sequence = await sql<{
        seq: number;
      }>`select seq from sqlite_sequence where name = 'users'`.execute(trx);
      await sql
        .raw(changed.replace(/^CREATE TABLE "users"/i, 'CREATE TABLE "users_new"'))
        .execute(trx);
      await sql`insert into users_new select * from users`.execute(trx);
      await sql`drop table users`.execute(trx);
      await sql`alter table users_new rename to users`.execute(trx);
      for (const other of others) await sql.raw(other.sql).execute(trx);
      const seq = sequence.rows[0]?.seq;
      if (seq !== undefined) {
        await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'users'`.execute(
          trx,
        );
      }
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('users: foreign keys broken by the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

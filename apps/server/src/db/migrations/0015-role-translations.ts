import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectMigration } from '../schema-helpers.js';

const LANGS = ['om', 'en', 'am'] as const;

/**
 * The seeded roles' names, by the English name they were created with. Written out here, not
 * imported, so this migration does the same on every installation whatever the seed says later.
 */
const SEEDED: Record<string, Record<(typeof LANGS)[number], string>> = {
  Administrator: { om: 'Bulchaa', en: 'Administrator', am: 'አስተዳዳሪ' },
  Institute: { om: 'Dhaabbata', en: 'Institute', am: 'ተቋም' },
  Member: { om: 'Miseensa', en: 'Member', am: 'አባል' },
};

/**
 * Roles get a name and a description in each language, like the other multilingual records.
 * The old `name` becomes `key`: what the seed finds a system role by (its English name), and
 * a generated key for other roles; people read `name_om`, `name_en`, `name_am` only.
 *
 * Uniqueness: `key` stays unique over all rows. Names are unique per language among live
 * roles, checked by the server on what each language's reader sees (with the fallback):
 * two roles reading the same in a user's role list could not be told apart. The partial unique
 * indexes below hold that for stored names even against two saves at once; a deleted role's
 * name may be used again (the old unique `name` refused that).
 */
export const roleTranslations: DialectMigration = {
  async up(db) {
    let alter = db.schema.alterTable('roles');
    for (const l of LANGS) {
      await alter.addColumn(`name_${l}`, 'varchar(100)').execute();
      alter = db.schema.alterTable('roles');
      await alter.addColumn(`description_${l}`, 'varchar(500)').execute();
    }
    await db.schema.alterTable('roles').renameColumn('name', 'key').execute();
    // `key` is a keyword in some SQL dialects: always quoted (a reference).
    const key = sql.ref('key');
    await sql`update roles set
        name_om = ${key}, name_en = ${key}, name_am = ${key},
        description_om = description, description_en = description, description_am = description`.execute(
      db,
    );
    await db.schema.alterTable('roles').dropColumn('description').execute();
    await nameSeededRoles(db);
    for (const l of LANGS) {
      await db.schema
        .createIndex(`roles_name_${l}_live_idx`)
        .on('roles')
        .column(`name_${l}`)
        .unique()
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
    }
  },
  async down(db) {
    for (const l of LANGS) await db.schema.dropIndex(`roles_name_${l}_live_idx`).execute();
    await db.schema.alterTable('roles').addColumn('description', 'varchar(500)').execute();
    await sql`update roles set description = coalesce(description_en, description_om, description_am)`.execute(
      db,
    );
    await db.schema.alterTable('roles').renameColumn('key', 'name').execute();
    for (const l of LANGS) {
      await db.schema.alterTable('roles').dropColumn(`name_${l}`).execute();
      await db.schema.alterTable('roles').dropColumn(`description_${l}`).execute();
    }
  },
};

/**
 * Gives the seeded roles their names in every language, unless an administrator renamed the
 * role already, or another live role already reads so in that language (it keeps the old one).
 */
async function nameSeededRoles(db: Kysely<unknown>) {
  for (const [key, names] of Object.entries(SEEDED)) {
    for (const l of LANGS) {
      const column = sql.ref(`name_${l}`);
      await sql`update roles set ${column} = ${names[l]}
        where is_system = 1 and ${sql.ref('key')} = ${key} and ${column} = ${key}
          and not exists (
            select 1 from roles other
            where other.deleted_at is null and other.${column} = ${names[l]}
          )`.execute(db);
    }
  }
}

import { sql, type Kysely } from 'kysely';
import type { DialectKind } from '../connect.js';
import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes, withAudit, withId } from '../schema-helpers.js';

const PLACES = [
  { table: 'regions', parent: null },
  { table: 'zones', parent: { column: 'region_id', table: 'regions' } },
  { table: 'woredas', parent: { column: 'zone_id', table: 'zones' } },
  { table: 'kebeles', parent: { column: 'woreda_id', table: 'woredas' } },
] as const;

/** Every list sorts by a language's name; the index serves that language's order. */
async function nameIndexes(db: Kysely<unknown>, table: string) {
  for (const l of ['om', 'en', 'am']) {
    await db.schema.createIndex(`${table}_name_${l}_idx`).on(table).column(`name_${l}`).execute();
  }
}

async function indexes(db: Kysely<unknown>, table: string, columns: string[][]) {
  for (const cols of columns) {
    await db.schema
      .createIndex(`${table}_${cols.join('_')}_idx`)
      .on(table)
      .columns(cols)
      .execute();
  }
}

/** One level of the tree: its name in three languages, a code unique within its parent. */
async function createPlaces(db: Kysely<unknown>, kind: DialectKind) {
  const t = columnTypes(kind);
  for (const { table, parent } of PLACES) {
    let create = withAudit(withId(db.schema.createTable(table), kind), kind)
      .addColumn('name_om', 'varchar(200)')
      .addColumn('name_en', 'varchar(200)')
      .addColumn('name_am', 'varchar(200)')
      .addColumn('code', 'varchar(20)')
      .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
      .addColumn('deleted_at', t.timestamp);
    if (parent) {
      create = create.addColumn(parent.column, 'integer', (c) =>
        c.notNull().references(`${parent.table}.id`),
      );
    }
    await create.execute();
    const scope = parent ? [parent.column] : [];
    // A live record's code is unique among its siblings; deleted ones free theirs.
    await db.schema
      .createIndex(`${table}_code_uq`)
      .on(table)
      .columns([...scope, 'code'])
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await nameIndexes(db, table);
    await indexes(db, table, [
      ...(parent ? [[parent.column, 'id']] : []),
      ['code'],
      ['category_id'],
      ['created_at'],
      ['updated_at'],
    ]);
  }
}

async function createGroups(db: Kysely<unknown>, kind: DialectKind) {
  const t = columnTypes(kind);
  await withAudit(withId(db.schema.createTable('caffee_groups'), kind), kind)
    .addColumn('name_om', 'varchar(300)')
    .addColumn('name_en', 'varchar(300)')
    .addColumn('name_am', 'varchar(300)')
    .addColumn('description_om', 'text')
    .addColumn('description_en', 'text')
    .addColumn('description_am', 'text')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('caffee_groups.id'))
    .addColumn('chair_id', 'integer', (c) => c.references('users.id'))
    .addColumn('deleted_at', t.timestamp)
    .execute();
  await nameIndexes(db, 'caffee_groups');
  await indexes(db, 'caffee_groups', [
    ['parent_id', 'id'],
    ['category_id'],
    ['chair_id'],
    ['created_at'],
    ['updated_at'],
  ]);

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('caffee_groups.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  // A member's groups (their profile, `includes[]=groups` on users).
  await indexes(db, 'group_members', [['user_id', 'group_id']]);
}

/** Institutes' details and members' profiles: new nullable columns on existing tables. */
async function addColumns(db: Kysely<unknown>) {
  const add = async (table: string, column: string, type: 'integer' | `varchar(${number})`) => {
    const ref =
      column === 'kebele_id' ? 'kebeles.id' : column === 'category_id' ? 'categories.id' : null;
    await db.schema
      .alterTable(table)
      .addColumn(column, type, (c) => (ref ? c.references(ref) : c))
      .execute();
  };
  await add('institutes', 'category_id', 'integer');
  await add('institutes', 'kebele_id', 'integer');
  await add('institutes', 'phone', 'varchar(30)');
  await add('institutes', 'email', 'varchar(254)');
  await add('institutes', 'website', 'varchar(300)');
  for (const l of ['om', 'en', 'am']) {
    await db.schema.alterTable('institutes').addColumn(`description_${l}`, 'text').execute();
  }
  await nameIndexes(db, 'institutes');
  await indexes(db, 'institutes', [['category_id'], ['kebele_id'], ['created_at'], ['updated_at']]);

  await add('users', 'gender', 'varchar(10)');
  await add('users', 'kebele_id', 'integer');
  await add('users', 'party', 'varchar(120)');
  await add('users', 'position', 'varchar(120)');
  await indexes(db, 'users', [['kebele_id'], ['gender']]);
}

/** The address tree, the council's groups and their members, institutes' and members' details. */
export const addressTables: DialectMigration = {
  async up(db, kind) {
    await createPlaces(db, kind);
    await createGroups(db, kind);
    await addColumns(db);
  },
};

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, TEST_DB, withSchemaLock } from '../../test/harness.js';
import type { Db } from '../connect.js';
import { migrateToLatest } from '../migrate.js';
import { phoneAccounts } from './0033-phone-accounts.js';

/**
 * Migration 0033 on an installation with accounts, their sessions and comments: on SQLite the
 * users table is made again (email nullable), so every row, id, index, trigger and reference
 * must come through; two accounts that shared a number leave it to the older one.
 */
let database: Db;
let fresh: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
const kind = TEST_DB;
const created = '2026-05-01T08:00:00.000Z';
const ids: number[] = [];

beforeAll(async () => {
  fresh = await emptyDatabase();
  database = fresh.database;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  const db = database.db as unknown as Kysely<any>;
  await withSchemaLock('shared', () => migrateToLatest(db, kind));
  // The schema as it was before 0033.
  await phoneAccounts.down!(db, kind);
  const account = async (n: number, phone: string | null, deletedAt: string | null = null) =>
    (
      await db
        .insertInto('users')
        .values({
          name: `Person ${n}`,
          email: `person${n}@example.org`,
          phone,
          type: 'member',
          status: 'active',
          locale: 'om',
          createdAt: created,
          updatedAt: created,
          deletedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  ids.push(await account(1, '+251 911 22 33 44'));
  ids.push(await account(2, '0911223344'));
  ids.push(await account(3, '0922 000 001'));
  ids.push(await account(4, null));
  ids.push(await account(5, '0933000001', created));
  await db
    .insertInto('sessions')
    .values({ id: 's1', userId: ids[0], createdAt: created, expiresAt: created })
    .execute();
  await db
    .insertInto('comments')
    .values({
      resource: 'news',
      recordId: 1,
      body: 'Galatoomaa',
      authorId: ids[1],
      createdAt: created,
      updatedAt: created,
    })
    .execute();
  await phoneAccounts.up(db, kind);
});

afterAll(async () => {
  await fresh?.close();
});

describe('migration 0033-phone-accounts', () => {
  it('keeps every account and what refers to it', async () => {
    const { db } = database;
    const rows = await db.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.map((r) => r.email)).toEqual([1, 2, 3, 4, 5].map((n) => `person${n}@example.org`));
    expect(await db.selectFrom('sessions').select('userId').executeTakeFirstOrThrow()).toEqual({
      userId: ids[0],
    });
    expect(await db.selectFrom('comments').select('authorId').executeTakeFirstOrThrow()).toEqual({
      authorId: ids[1],
    });
  });

  it('gives each number to one live account, the older where two shared it', async () => {
    const keys = await database.db
      .selectFrom('users')
      .select(['id', 'phoneKey'])
      .orderBy('id')
      .execute();
    expect(keys.map((r) => r.phoneKey)).toEqual(['0911223344', null, '0922000001', null, null]);
  });

  it('takes accounts without an email, and no second account with a number', async () => {
    const { db } = database;
    const insert = (n: number, phoneKey: string) =>
      db
        .insertInto('users')
        .values({
          name: `Phone ${n}`,
          email: null,
          phone: phoneKey,
          phoneKey,
          passwordHash: null,
          type: 'member',
          status: 'active',
          locale: 'om',
          roleId: null,
          instituteId: null,
          createdBy: null,
          lastLoginAt: null,
          gender: null,
          kebeleId: null,
          party: null,
          position: null,
          deletedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const next = await insert(6, '0944000001');
    // Ids go on from where they were: none is given again.
    expect(next.id).toBeGreaterThan(Math.max(...ids));
    await expect(insert(7, '0944000001')).rejects.toThrow(/unique|duplicate/i);
    // A deleted account's number is free again.
    expect((await insert(8, '0933000001')).id).toBeGreaterThan(next.id);
  });

  it('keeps the table’s indexes and its change counter', async () => {
    if (kind !== 'sqlite') return;
    const { db } = database;
    const names = await sql<{ name: string }>`select name from sqlite_master
      where tbl_name = 'users' and type in ('index', 'trigger') order by name`.execute(db);
    expect(names.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'users_phone_key_idx',
        'users_type_idx',
        'users_institute_id_idx',
        'users_version_update',
      ]),
    );
    const version = () =>
      db
        .selectFrom('tableVersions')
        .select('version')
        .where('name', '=', 'users')
        .executeTakeFirstOrThrow();
    const before = (await version()).version;
    await db.updateTable('users').set({ name: 'Renamed' }).where('id', '=', ids[3]!).execute();
    expect((await version()).version).toBeGreaterThan(before);
    const check = await sql`pragma foreign_key_check`.execute(db);
    expect(check.rows).toEqual([]);
  });
});

import { Migrator, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, TEST_DB, withSchemaLock } from '../../test/harness.js';
import type { Db } from '../connect.js';
import { accounts } from './0001-accounts.js';
import { roleTranslations } from './0015-role-translations.js';

/**
 * Migration 0015 on an installation that already has roles: the seeded three (one of them
 * renamed by an administrator), custom ones, a deleted one, and one already using a name the
 * seed now gives in Afaan Oromoo.
 */
let database: Db;
/** The database this file migrates by hand (emptyDatabase). */
let fresh: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
const kind = TEST_DB;

beforeAll(async () => {
  fresh = await emptyDatabase();
  database = fresh.database;
  const { schema } = fresh;
  // Only 0001 (where roles are made) before the roles exist: enough for what 0015 touches.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  const db = database.db as unknown as Kysely<any>;
  const only = (m: typeof accounts): Migration => ({ up: (d) => m.up(d, kind) });
  await withSchemaLock('shared', () =>
    new Migrator({
      db,
      provider: { getMigrations: async () => ({ '0001-accounts': only(accounts) }) },
      ...(schema ? { migrationTableSchema: schema } : {}),
    }).migrateToLatest(),
  );
  const now = new Date().toISOString();
  const role = (name: string, isSystem: number, description: string | null = null) => ({
    name,
    description,
    isSystem,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  });
  await db
    .insertInto('roles')
    .values([
      role('Administrator', 1),
      role('Institute', 1),
      // An administrator renamed the Member role: their name stays, in every language.
      role('Council members', 1),
      role('Clerks', 0, 'Keep the files'),
      // A custom role already called what the seed now names Institute in om.
      role('Dhaabbata', 0),
      { ...role('Old', 0), deletedAt: now },
    ])
    .execute();
  await roleTranslations.up(db, kind);
});

afterAll(async () => {
  await fresh?.close();
});

describe('migration 0015-role-translations', () => {
  it('names the seeded roles in every language, keeping renamed and clashing names', async () => {
    const rows = await database.db
      .selectFrom('roles')
      .select(['key', 'nameOm', 'nameEn', 'nameAm', 'descriptionOm', 'descriptionEn'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        key: 'Administrator',
        nameOm: 'Bulchaa',
        nameEn: 'Administrator',
        nameAm: 'አስተዳዳሪ',
        descriptionOm: null,
        descriptionEn: null,
      },
      // "Dhaabbata" is taken by a live role in om: the old name stays there.
      {
        key: 'Institute',
        nameOm: 'Institute',
        nameEn: 'Institute',
        nameAm: 'ተቋም',
        descriptionOm: null,
        descriptionEn: null,
      },
      {
        key: 'Council members',
        nameOm: 'Council members',
        nameEn: 'Council members',
        nameAm: 'Council members',
        descriptionOm: null,
        descriptionEn: null,
      },
      {
        key: 'Clerks',
        nameOm: 'Clerks',
        nameEn: 'Clerks',
        nameAm: 'Clerks',
        descriptionOm: 'Keep the files',
        descriptionEn: 'Keep the files',
      },
      {
        key: 'Dhaabbata',
        nameOm: 'Dhaabbata',
        nameEn: 'Dhaabbata',
        nameAm: 'Dhaabbata',
        descriptionOm: null,
        descriptionEn: null,
      },
      {
        key: 'Old',
        nameOm: 'Old',
        nameEn: 'Old',
        nameAm: 'Old',
        descriptionOm: null,
        descriptionEn: null,
      },
    ]);
  });

  it('refuses a second live role of the same name in a language, not a deleted one', async () => {
    const now = new Date().toISOString();
    const insert = (key: string, nameEn: string) =>
      database.db
        .insertInto('roles')
        .values({ key, nameEn, isSystem: 0, createdAt: now, updatedAt: now, deletedAt: null })
        .execute();
    await expect(insert('another', 'Clerks')).rejects.toThrow();
    await expect(insert('again', 'Old')).resolves.toBeDefined();
  });
});

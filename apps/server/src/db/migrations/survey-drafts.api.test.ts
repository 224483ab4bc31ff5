import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, TEST_DB, withSchemaLock } from '../../test/harness.js';
import type { Db } from '../connect.js';
import { migrateToLatest } from '../migrate.js';
import { surveyDrafts } from './0029-survey-drafts.js';

/**
 * Migration 0029 on an installation with surveys made before drafts: one with questions (live,
 * its audience told), one whose only question was deleted and one with none (empty forms).
 */
let database: Db;
/** The database this file migrates by hand (emptyDatabase). */
let fresh: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
const kind = TEST_DB;
const created = '2026-05-01T08:00:00.000Z';
const ids: Record<'live' | 'emptied' | 'empty', number> = { live: 0, emptied: 0, empty: 0 };

beforeAll(async () => {
  fresh = await emptyDatabase();
  database = fresh.database;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  const db = database.db as unknown as Kysely<any>;
  await withSchemaLock('shared', () => migrateToLatest(db, kind));
  // The schema as it was before 0029.
  await surveyDrafts.down!(db, kind);
  const survey = async (title: string) =>
    (
      await db
        .insertInto('surveys')
        .values({ titleOm: title, audience: 'members', createdAt: created, updatedAt: created })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  const question = (surveyId: number, deletedAt: string | null = null) =>
    db
      .insertInto('questions')
      .values({ textOm: 'Maal?', type: 'open_ended', surveyId, position: 0, deletedAt })
      .execute();
  ids.live = await survey('Live');
  await question(ids.live);
  ids.emptied = await survey('Emptied');
  await question(ids.emptied, created);
  ids.empty = await survey('Empty');
  await surveyDrafts.up(db, kind);
});

afterAll(async () => {
  await fresh?.close();
});

describe('migration 0029-survey-drafts', () => {
  it('keeps surveys with questions published since their creation, and makes empty ones drafts', async () => {
    const rows = await database.db
      .selectFrom('surveys')
      .select(['id', 'publishedAt'])
      .orderBy('id')
      .execute();
    const at = (id: number) => {
      const v = rows.find((r) => r.id === id)?.publishedAt;
      return v == null ? null : new Date(v).toISOString();
    };
    expect(at(ids.live)).toBe(created);
    expect(at(ids.emptied)).toBeNull();
    expect(at(ids.empty)).toBeNull();
  });
});

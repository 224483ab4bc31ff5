import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, sql, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { isNow, noteReads, readsOf, ReadTrackingPlugin, trackReads } from './read-tracking.js';

interface Tables {
  newsFeeds: { id: number; categoryId: number | null; publishedAt: string | null };
  categories: { id: number; name: string };
  auditLog: { id: number; recordId: number };
}

const sqlite = new SQLite(':memory:');
sqlite.exec(`create table news_feeds (id integer primary key, category_id integer, published_at text);
  create table categories (id integer primary key, name text);
  create table audit_log (id integer primary key, record_id integer);`);
const db = new Kysely<Tables>({
  dialect: new SqliteDialect({ database: sqlite }),
  plugins: [new CamelCasePlugin(), new ReadTrackingPlugin()],
});
afterAll(() => db.destroy());

describe('trackReads', () => {
  it('names every table its queries read, by their database names, joins and subqueries included', async () => {
    const { reads } = await trackReads(async () => {
      await db
        .selectFrom('newsFeeds as n')
        .leftJoin('categories', 'categories.id', 'n.categoryId')
        .select('n.id')
        .where('n.id', 'in', db.selectFrom('auditLog').select('recordId'))
        .execute();
    });
    expect([...reads.tables].sort()).toEqual(['audit_log', 'categories', 'news_feeds']);
    expect(reads.clock).toBe(false);
    expect(reads.opaque).toBe(false);
  });

  it('tells a query compared with the current time, and raw SQL that reads tables', async () => {
    const { reads } = await trackReads(async () => {
      await db
        .selectFrom('newsFeeds')
        .select('id')
        .where('publishedAt', '<=', new Date().toISOString())
        .execute();
    });
    expect(reads.clock).toBe(true);
    const raw = await trackReads(() => sql`select count(*) from categories`.execute(db));
    expect(raw.reads.opaque).toBe(true);
    const harmless = await trackReads(() =>
      db
        .selectFrom('categories')
        .select(sql<number>`count(*)`.as('n'))
        .where('name', 'in', ['a', '2001-01-01T00:00:00.000Z'])
        .execute(),
    );
    expect(harmless.reads).toMatchObject({ clock: false, opaque: false });
  });

  it('keeps the reads of concurrent work apart, and notes nothing outside', async () => {
    const [a, b] = await Promise.all([
      trackReads(() => db.selectFrom('categories').selectAll().execute()),
      trackReads(() => db.selectFrom('auditLog').selectAll().execute()),
    ]);
    expect([...a.reads.tables]).toEqual(['categories']);
    expect([...b.reads.tables]).toEqual(['audit_log']);
    await db.selectFrom('newsFeeds').selectAll().execute();
  });

  it('is told the tables of an answer a cache gives from memory', async () => {
    const { reads } = await trackReads(async () => {
      noteReads(['role_permissions']);
      // A query only compiled (a count cache's key) names its tables too.
      db.selectFrom('newsFeeds').select('id').compile();
    });
    expect([...reads.tables].sort()).toEqual(['news_feeds', 'role_permissions']);
    noteReads(['outside']); // outside any tracked work: nothing to tell, no error
  });

  it('tells the same of one compiled query (the count cache keys its counts by it)', () => {
    const query = db
      .selectFrom('newsFeeds')
      .innerJoin('categories', 'categories.id', 'newsFeeds.categoryId')
      .select((eb) => eb.fn.countAll().as('total'))
      .compile().query;
    expect(readsOf(query)).toEqual({
      tables: new Set(['news_feeds', 'categories']),
      clock: false,
      opaque: false,
    });
  });
});

describe('isNow', () => {
  it('is an ISO instant within a minute of the clock', () => {
    const now = Date.parse('2026-11-22T10:00:00.000Z');
    expect(isNow('2026-11-22T10:00:30.000Z', now)).toBe(true);
    expect(isNow('2026-11-22T10:02:00.000Z', now)).toBe(false);
    expect(isNow('2026-11-22', now)).toBe(false);
    expect(isNow(now, now)).toBe(false);
  });
});

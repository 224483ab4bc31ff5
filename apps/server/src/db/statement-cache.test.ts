import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheStats } from './cache-stats.js';
import { cacheStatements } from './statement-cache.js';

describe('cacheStatements', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('compiles a statement once and reuses it with other values', () => {
    sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = cacheStatements(sqlite);
    db.prepare('create table t (id integer primary key, name text)').run([]);
    for (const name of ['a', 'b', 'c']) db.prepare('insert into t (name) values (?)').run([name]);
    const select = 'select name from t where id > ? order by id';
    expect(db.prepare(select).all([1])).toEqual([{ name: 'b' }, { name: 'c' }]);
    expect(db.prepare(select).all([2])).toEqual([{ name: 'c' }]);
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('drops the least recently used statement past its capacity', () => {
    sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = cacheStatements(sqlite, 2);
    db.prepare('select 1').all([]);
    db.prepare('select 2').all([]);
    db.prepare('select 1').all([]); // now the most recent: `select 2` goes next
    db.prepare('select 3').all([]);
    db.prepare('select 1').all([]);
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('select 2').all([]);
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('counts its hits and misses for the metrics', () => {
    sqlite = new SQLite(':memory:');
    const stats = new CacheStats();
    const db = cacheStatements(sqlite, 2, stats);
    for (const sql of ['select 1', 'select 1', 'select 2', 'select 3', 'select 1']) {
      db.prepare(sql).all([]);
    }
    expect({ hits: stats.hits, misses: stats.misses }).toEqual({ hits: 1, misses: 4 });
  });

  it('serves Kysely, streamed queries and a changed schema included', async () => {
    sqlite = new SQLite(':memory:');
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: cacheStatements(sqlite) }),
    });
    await db.schema
      .createTable('t')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
    await db.executeQuery(CompiledQuery.raw('alter table t add column name text'));
    await db
      .insertInto('t')
      .values([{ name: 'a' }, { name: 'b' }])
      .execute();
    const query = db.selectFrom('t').select('name').orderBy('id');
    const streamed: string[] = [];
    for await (const row of query.stream()) streamed.push(row.name);
    expect(streamed).toEqual(['a', 'b']);
    expect((await query.execute()).map((r) => r.name)).toEqual(['a', 'b']);
    const first = db.selectFrom('t').selectAll().where('id', '=', 1);
    expect(await first.execute()).toEqual([{ id: 1, name: 'a' }]);
    await db.executeQuery(CompiledQuery.raw('alter table t add column note text'));
    expect(await first.execute()).toEqual([{ id: 1, name: 'a', note: null }]);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});

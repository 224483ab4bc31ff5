import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openSqlite } from './connect.js';

const dirs: string[] = [];
const fresh = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-modes-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const mode = (file: string) => fs.statSync(file).mode & 0o777;

it('creates the database owner-only, in an owner-only folder', () => {
  const file = path.join(fresh(), 'data', 'caffee.sqlite');
  const db = openSqlite(file);
  db.exec('create table t (x integer)');
  expect(mode(file)).toBe(0o600);
  expect(mode(`${file}-wal`)).toBe(0o600);
  expect(mode(path.dirname(file))).toBe(0o700);
  db.close();
});

it('narrows a database file an older version left readable by all', () => {
  const file = path.join(fresh(), 'caffee.sqlite');
  openSqlite(file).close();
  fs.chmodSync(file, 0o644);
  openSqlite(file).close();
  expect(mode(file)).toBe(0o600);
});

it('flushes every commit to disk unless told it may not (SQLITE_SYNCHRONOUS)', () => {
  const dir = fresh();
  const full = openSqlite(path.join(dir, 'a.sqlite'));
  const normal = openSqlite(path.join(dir, 'b.sqlite'), 'normal');
  expect(full.pragma('synchronous', { simple: true })).toBe(2);
  expect(normal.pragma('synchronous', { simple: true })).toBe(1);
  full.close();
  normal.close();
});

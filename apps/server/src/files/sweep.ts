import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Storage } from './store.js';

/** How storage names look (storage.ts): `2024/07/<uuid>`, its thumbnail; a temp upload. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORED = new RegExp(`^\\d{4}/\\d{2}/${UUID}(\\.thumb\\.webp)?$`);
const INCOMING = new RegExp(`^${UUID}(\\.thumb\\.webp)?$`);
const BATCH = 500;

/**
 * On PostgreSQL several API processes may share one store, a bucket or a shared folder
 * (docs/architecture.md, "The databases"): a file younger than this may be another process's upload in progress.
 * No upload lives that long (requests time out after 30 s), so an older unreferenced file
 * is garbage.
 */
export const SHARED_FOLDER_GRACE_MS = 3600 * 1000;

/**
 * Removes upload content that no `files` row refers to. An upload is written (and synced)
 * before the transaction that records it commits, so a process killed in between — SIGKILL,
 * out of memory, power loss — leaves content without a row, and one killed mid-upload a temp
 * file in the local `.incoming` folder. Nothing else can point at such a file, so it is safe to delete.
 * Only names the server itself generates are touched; anything else in the folder is left.
 * Run at start, before the server listens, with `olderThan` at the start time when this
 * process is the folder's only writer (SQLite), or `SHARED_FOLDER_GRACE_MS` earlier.
 */
export async function sweepOrphanedUploads(
  db: Kysely<Database>,
  store: Storage,
  options: { olderThan: Date },
): Promise<string[]> {
  const removed = await sweepIncoming(store.incomingDir, options.olderThan);
  const candidates = (await store.list(options.olderThan)).filter((n) => STORED.test(slashed(n)));
  for (let i = 0; i < candidates.length; i += BATCH) {
    const stored = candidates.slice(i, i + BATCH);
    const referenced = new Set<string>();
    if (stored.length > 0) {
      const rows = await db
        .selectFrom('files')
        .select(['storageName', 'thumbnailName'])
        .where((eb) => eb.or([eb('storageName', 'in', stored), eb('thumbnailName', 'in', stored)]))
        .execute();
      for (const r of rows) {
        referenced.add(r.storageName);
        if (r.thumbnailName) referenced.add(r.thumbnailName);
      }
    }
    for (const name of stored) {
      if (referenced.has(name)) continue;
      await store.remove(name);
      removed.push(name);
    }
  }
  return removed;
}

/** Rows store names as `path.join` made them; the patterns are written with `/`. */
const slashed = (name: string) => name.split(path.sep).join('/');

/** Temp files of uploads that never finished, in this machine's `.incoming` folder. */
async function sweepIncoming(dir: string, olderThan: Date): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fsp.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const removed: string[] = [];
  for (const name of entries.filter((e) => INCOMING.test(e))) {
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => undefined);
    if (!stat?.isFile() || stat.mtimeMs > olderThan.getTime()) continue;
    await fsp.rm(file, { force: true });
    removed.push(path.join('.incoming', name));
  }
  return removed;
}

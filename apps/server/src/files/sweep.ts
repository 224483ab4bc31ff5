import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** How storage names look (storage.ts): `2024/07/<uuid>`, its thumbnail, a temp upload. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORED = new RegExp(`^\\d{4}/\\d{2}/${UUID}(\\.thumb\\.webp)?$`);
const INCOMING = new RegExp(`^\\.incoming/${UUID}$`);
const BATCH = 500;

/**
 * On PostgreSQL several API processes may share one upload folder (docs/architecture.md,
 * "The databases"): a file younger than this may be another process's upload in progress.
 * No upload lives that long (requests time out after 30 s), so an older unreferenced file
 * is garbage.
 */
export const SHARED_FOLDER_GRACE_MS = 3600 * 1000;

/**
 * Removes upload content that no `files` row refers to. An upload is written (and synced)
 * before the transaction that records it commits, so a process killed in between — SIGKILL,
 * out of memory, power loss — leaves content without a row, and one killed mid-upload a temp
 * file in `.incoming`. Nothing else can point at such a file, so it is safe to delete.
 * Only names the server itself generates are touched; anything else in the folder is left.
 * Run at start, before the server listens, with `olderThan` at the start time when this
 * process is the folder's only writer (SQLite), or `SHARED_FOLDER_GRACE_MS` earlier.
 */
export async function sweepOrphanedUploads(
  db: Kysely<Database>,
  uploadDir: string,
  options: { olderThan: Date },
): Promise<string[]> {
  const candidates = await generatedNames(uploadDir, options.olderThan);
  const removed: string[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const stored = batch.filter((n) => !INCOMING.test(slashed(n)));
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
    for (const name of batch) {
      if (referenced.has(name)) continue;
      await fsp.rm(path.join(uploadDir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** Rows store names as `path.join` made them; the patterns are written with `/`. */
const slashed = (name: string) => name.split(path.sep).join('/');

/** Generated files under the folder, last written at or before `olderThan`. */
async function generatedNames(uploadDir: string, olderThan: Date): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fsp.readdir(uploadDir, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: string[] = [];
  const generated = entries.filter((e) => STORED.test(slashed(e)) || INCOMING.test(slashed(e)));
  for (const name of generated) {
    const stat = await fsp.stat(path.join(uploadDir, name)).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs <= olderThan.getTime()) out.push(name);
  }
  return out;
}

// A record's files: its live ones, the ones a write adds and removes, and what its history says
// of them. Apart from the store because other record code keeps files the same way under names
// of its own (a meeting's agenda items and minutes, meetings/record-files.ts).
import type { StoredFile } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { presentFile, recordFiles } from '../../files/repository.js';
import type { SavedFile } from '../../files/storage.js';
import type { Services } from '../../services.js';

/** The live files of several records of one kind, oldest first, in `from`'s transaction. */
const liveFiles = (from: Kysely<Database>, resource: string, ids: number[]) =>
  from
    .selectFrom('files')
    .selectAll()
    .where('resource', '=', resource)
    .where('recordId', 'in', ids)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();

/** The live files of several records of one kind, as the API shows them, by record id: one query. */
export async function filesByRecord(
  services: Services,
  resource: string,
  ids: number[],
): Promise<Map<number, StoredFile[]>> {
  const out = new Map<number, StoredFile[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  for (const f of await liveFiles(services.db, resource, ids)) {
    out.get(f.recordId as number)?.push(presentFile(f, services.fileLinks));
  }
  return out;
}

/** Soft-deletes files of a record (all of them, or only the listed ids). */
export async function dropFiles(
  trx: Kysely<Database>,
  resource: string,
  recordIds: number[],
  only?: number[],
): Promise<void> {
  if (recordIds.length === 0 || only?.length === 0) return;
  let q = trx
    .updateTable('files')
    .set({ deletedAt: new Date().toISOString() })
    .where('resource', '=', resource)
    .where('recordId', 'in', recordIds)
    .where('deletedAt', 'is', null);
  if (only) q = q.where('id', 'in', only);
  await q.execute();
}

/**
 * Makes `files` (one, or none) the only live file of a record of `resource`, in `trx`: the one
 * before is retired. Answers the ids before and after, for the history.
 */
export async function replaceOnlyFile(
  trx: Kysely<Database>,
  owner: { resource: string; recordId: number; createdBy: number },
  files: SavedFile[],
): Promise<{ before: number | null; after: number | null }> {
  const current = (await liveFiles(trx, owner.resource, [owner.recordId])).at(-1);
  await dropFiles(trx, owner.resource, [owner.recordId]);
  const [after = null] = await recordFiles(trx, files, owner);
  return { before: current?.id ?? null, after };
}

/** What one write does to a record's files: records the uploads, retires `remove`. */
export async function writeFiles(
  trx: Kysely<Database>,
  owner: { resource: string; recordId: number; createdBy: number },
  saved: SavedFile[],
  remove: number[] | undefined,
): Promise<void> {
  await recordFiles(trx, saved, owner);
  if (remove) await dropFiles(trx, owner.resource, [owner.recordId], remove);
}

/**
 * The record's file names before and after an update that adds or removes files, for its
 * history (`files: [before, after]`); nothing when the update leaves the files alone. Read
 * before the write's own files change, in its transaction.
 */
export async function fileChange(
  trx: Kysely<Database>,
  resource: string,
  id: number,
  saved: SavedFile[],
  remove: number[] | undefined,
) {
  const removed = new Set(remove ?? []);
  if (saved.length === 0 && removed.size === 0) return { before: {}, after: {} };
  const live = await liveFiles(trx, resource, [id]);
  const kept = live.filter((f) => !removed.has(f.id)).map((f) => f.originalName);
  return {
    before: { files: live.map((f) => f.originalName) },
    after: { files: [...kept, ...saved.map((f) => f.originalName)] },
  };
}

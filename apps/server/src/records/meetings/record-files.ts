import type { StoredFile } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { presentFile } from '../../files/repository.js';
import type { Services } from '../../services.js';

/** Files of an agenda item (`recordId` is the item's id). */
export const AGENDA_FILES = 'meeting-agenda-items';
/** A meeting's minutes (`recordId` is the meeting's id); one live file at a time. */
export const MINUTES_FILES = 'meeting-minutes';

/** The live files of several records of one kind, by record id: one query. */
export async function filesByRecord(
  services: Services,
  resource: string,
  ids: number[],
): Promise<Map<number, StoredFile[]>> {
  const out = new Map<number, StoredFile[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await services.db
    .selectFrom('files')
    .selectAll()
    .where('resource', '=', resource)
    .where('recordId', 'in', ids)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();
  for (const f of rows) out.get(f.recordId as number)?.push(presentFile(f, services.fileLinks));
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

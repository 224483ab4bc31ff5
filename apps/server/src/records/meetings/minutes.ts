import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { recordFiles } from '../../files/repository.js';
import type { SavedFile } from '../../files/storage.js';
import type { Services } from '../../services.js';
import type { IncludeLoader, RequestContext } from '../server-resource.js';
import { dropFiles, filesByRecord } from '../store/files.js';
import { MINUTES_FILES } from './record-files.js';

/** `includes[]=minutes`: each meeting's minutes file, or null. */
export const loadMinutes: IncludeLoader = async (services, rows) => {
  const files = await filesByRecord(
    services,
    MINUTES_FILES,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.id, files.get(r.id)?.at(-1) ?? null]));
};

async function currentMinutes(trx: Kysely<Database>, meetingId: number) {
  const row = await trx
    .selectFrom('files')
    .select('id')
    .where('resource', '=', MINUTES_FILES)
    .where('recordId', '=', meetingId)
    .where('deletedAt', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Sets (one file) or clears (none) a meeting's minutes: the previous file is retired, the
 * meeting's updatedAt moves and its history says which file the minutes are.
 */
export async function replaceMinutes(
  services: Services,
  meetingId: number,
  files: SavedFile[],
  ctx: RequestContext,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const before = await currentMinutes(trx, meetingId);
    await dropFiles(trx, MINUTES_FILES, [meetingId]);
    const [after = null] = await recordFiles(trx, files, {
      resource: MINUTES_FILES,
      recordId: meetingId,
      createdBy: ctx.auth.user.id,
    });
    await trx
      .updateTable('meetings')
      .set({ updatedAt: new Date().toISOString() })
      .where('id', '=', meetingId)
      .execute();
    await recordAudit(trx, {
      resource: 'meetings',
      recordId: meetingId,
      action: 'minutes',
      actorId: ctx.auth.user.id,
      requestId: ctx.requestId,
      before: { minutesFileId: before },
      after: { minutesFileId: after },
    });
  });
}

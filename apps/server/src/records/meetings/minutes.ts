import { recordAudit } from '../../audit/audit-log.js';
import type { SavedFile } from '../../files/storage.js';
import type { Services } from '../../services.js';
import type { IncludeLoader, RequestContext } from '../server-resource.js';
import { filesByRecord, replaceOnlyFile } from '../store/files.js';
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
    const { before, after } = await replaceOnlyFile(
      trx,
      { resource: MINUTES_FILES, recordId: meetingId, createdBy: ctx.auth.user.id },
      files,
    );
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

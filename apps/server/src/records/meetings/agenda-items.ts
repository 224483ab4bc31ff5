import type {
  AgendaItem,
  AgendaItemCreateSchema,
  AgendaItemUpdateSchema,
  AuditAction,
} from '@caffee/contract';
import { AGENDA_ITEMS_MAX } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { recordFiles } from '../../files/repository.js';
import type { SavedFile } from '../../files/storage.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { RequestContext } from '../server-resource.js';
import {
  agendaAudit,
  liveAgenda,
  presentAgendaItem,
  agendaColumns,
  type AgendaRow,
} from './agenda.js';
import { dropFiles, filesByRecord } from '../store/files.js';
import { AGENDA_FILES } from './record-files.js';

type CreateBody = z.infer<typeof AgendaItemCreateSchema>;
type UpdateBody = z.infer<typeof AgendaItemUpdateSchema>;
type Trx = Kysely<Database>;

const clamp = (n: number, low: number, high: number) => Math.min(Math.max(n, low), high);

/** Moves the items at positions [from, to] of a meeting's agenda by `by` places. */
async function shift(trx: Trx, meetingId: number, from: number, to: number, by: 1 | -1) {
  if (from > to) return;
  await trx
    .updateTable('meetingAgendaItems')
    .set((eb) => ({ position: eb('position', '+', by) }))
    .where('meetingId', '=', meetingId)
    .where('deletedAt', 'is', null)
    .where('position', '>=', from)
    .where('position', '<=', to)
    .execute();
}

/** An agenda change is a change of its meeting: it moves the meeting's updatedAt. */
async function touchMeeting(
  trx: Trx,
  meetingId: number,
  ctx: RequestContext,
  action: AuditAction,
  before: AgendaRow | null,
  after: AgendaRow | null,
) {
  await trx
    .updateTable('meetings')
    .set({ updatedAt: new Date().toISOString() })
    .where('id', '=', meetingId)
    .execute();
  const key = `agendaItem${(after ?? before)?.id}`;
  await recordAudit(trx, {
    resource: 'meetings',
    recordId: meetingId,
    action,
    actorId: ctx.auth.user.id,
    requestId: ctx.requestId,
    before: before ? { [key]: agendaAudit(before) } : null,
    after: after ? { [key]: agendaAudit(after) } : null,
  });
}

async function itemOf(trx: Trx, meetingId: number, itemId: number): Promise<AgendaRow> {
  const row = await trx
    .selectFrom('meetingAgendaItems')
    .selectAll()
    .where('id', '=', itemId)
    .where('meetingId', '=', meetingId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Agenda item');
  return row;
}

async function present(services: Services, row: AgendaRow, ctx: RequestContext) {
  const files = await filesByRecord(services, AGENDA_FILES, [row.id]);
  return presentAgendaItem(row, files.get(row.id) ?? [], ctx.locale);
}

/** Adds an item (at `position`, else at the end) with its agenda files. */
export async function createAgendaItem(
  services: Services,
  meetingId: number,
  body: CreateBody,
  ctx: RequestContext,
  files: SavedFile[],
): Promise<AgendaItem> {
  const row = await services.db.transaction().execute(async (trx) => {
    const count = (await liveAgenda(trx, meetingId)).length;
    if (count >= AGENDA_ITEMS_MAX) {
      throw conflict(`An agenda has at most ${AGENDA_ITEMS_MAX} items`);
    }
    const position = clamp(body.position ?? count + 1, 1, count + 1);
    await shift(trx, meetingId, position, count, 1);
    const now = new Date().toISOString();
    const inserted = await trx
      .insertInto('meetingAgendaItems')
      .values({
        ...agendaColumns(body, ctx.locale),
        position,
        meetingId,
        createdAt: now,
        updatedAt: now,
        createdBy: ctx.auth.user.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const owner = { resource: AGENDA_FILES, recordId: inserted.id, createdBy: ctx.auth.user.id };
    await recordFiles(trx, files, owner);
    await touchMeeting(trx, meetingId, ctx, 'agenda-item-create', null, inserted);
    return inserted;
  });
  return present(services, row, ctx);
}

/** Changes an item: its texts, its place (the others move up or down), its files. */
export async function updateAgendaItem(
  services: Services,
  ids: { meetingId: number; itemId: number },
  body: UpdateBody,
  ctx: RequestContext,
  files: SavedFile[],
): Promise<AgendaItem> {
  const { meetingId, itemId } = ids;
  const row = await services.db.transaction().execute(async (trx) => {
    const before = await itemOf(trx, meetingId, itemId);
    let position = before.position;
    if (body.position !== undefined) {
      const count = (await liveAgenda(trx, meetingId)).length;
      position = clamp(body.position, 1, count);
      if (position < before.position) await shift(trx, meetingId, position, before.position - 1, 1);
      if (position > before.position)
        await shift(trx, meetingId, before.position + 1, position, -1);
    }
    const updated = await trx
      .updateTable('meetingAgendaItems')
      .set({
        ...agendaColumns(body, ctx.locale),
        position,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', itemId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (body.removeFiles) await dropFiles(trx, AGENDA_FILES, [itemId], body.removeFiles);
    await recordFiles(trx, files, {
      resource: AGENDA_FILES,
      recordId: itemId,
      createdBy: ctx.auth.user.id,
    });
    await touchMeeting(trx, meetingId, ctx, 'agenda-item-update', before, updated);
    return updated;
  });
  return present(services, row, ctx);
}

/** Removes an item and its files; the items after it move up. */
export async function removeAgendaItem(
  services: Services,
  ids: { meetingId: number; itemId: number },
  ctx: RequestContext,
): Promise<AgendaItem> {
  const { meetingId, itemId } = ids;
  const row = await services.db.transaction().execute(async (trx) => {
    const before = await itemOf(trx, meetingId, itemId);
    await trx
      .updateTable('meetingAgendaItems')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', itemId)
      .execute();
    await shift(trx, meetingId, before.position + 1, 2 ** 31 - 1, -1);
    await dropFiles(trx, AGENDA_FILES, [itemId]);
    await touchMeeting(trx, meetingId, ctx, 'agenda-item-delete', before, null);
    return before;
  });
  return presentAgendaItem(row, [], ctx.locale);
}

import type {
  AgendaItem,
  Locale,
  StoredFile,
  TranslatedInput,
  AgendaItemInputSchema,
} from '@caffee/contract';
import { pickTranslation } from '@caffee/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { diff, recordAudit } from '../../audit/audit-log.js';
import type { Database, MeetingAgendaItemsTable } from '../../db/database.js';
import { invalidField } from '../../http/errors.js';
import { translatedToColumns, translationsOf } from '../fields.js';
import type { IncludeLoader, RequestContext, Row } from '../server-resource.js';
import { dropFiles, filesByRecord } from '../store/files.js';
import { AGENDA_FILES } from './record-files.js';

export type AgendaRow = Selectable<MeetingAgendaItemsTable>;
type AgendaInput = z.infer<typeof AgendaItemInputSchema>;

type TextColumn = `${'title' | 'decision'}${'Om' | 'En' | 'Am'}`;

/**
 * The columns an item's body sets: its title and decision in the languages given (a plain
 * string fills the request's language, null clears the decision), and its presenter.
 */
export function agendaColumns(
  body: { title?: TranslatedInput; decision?: TranslatedInput | null; presenter?: string | null },
  locale: Locale,
): Partial<Record<TextColumn | 'presenter', string | null>> {
  return {
    ...(body.title !== undefined ? translatedToColumns('title', body.title, locale) : {}),
    ...(body.decision !== undefined ? translatedToColumns('decision', body.decision, locale) : {}),
    ...(body.presenter !== undefined ? { presenter: body.presenter || null } : {}),
  };
}

export function presentAgendaItem(row: AgendaRow, files: StoredFile[], locale: Locale): AgendaItem {
  const title = translationsOf(row as unknown as Row, 'title');
  const decision = translationsOf(row as unknown as Row, 'decision');
  return {
    id: row.id,
    meetingId: row.meetingId,
    title: pickTranslation(title, locale),
    presenter: row.presenter,
    decision: pickTranslation(decision, locale) || null,
    position: row.position,
    files,
    translations: { title, decision },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the meeting's history keeps of an agenda item. */
export const agendaAudit = (row: AgendaRow) => ({
  id: row.id,
  position: row.position,
  titleOm: row.titleOm,
  titleEn: row.titleEn,
  titleAm: row.titleAm,
  presenter: row.presenter,
  decisionOm: row.decisionOm,
  decisionEn: row.decisionEn,
  decisionAm: row.decisionAm,
});

export const liveAgenda = (db: Kysely<Database>, meetingId: number) =>
  db
    .selectFrom('meetingAgendaItems')
    .selectAll()
    .where('meetingId', '=', meetingId)
    .where('deletedAt', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();

/** `includes[]=agenda`: the agendas of a page of meetings with their files, in two queries. */
export const loadAgenda: IncludeLoader = async (services, rows, ctx) => {
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await services.db
        .selectFrom('meetingAgendaItems')
        .selectAll()
        .where('meetingId', 'in', ids)
        .where('deletedAt', 'is', null)
        .orderBy('meetingId')
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  const files = await filesByRecord(
    services,
    AGENDA_FILES,
    items.map((i) => i.id),
  );
  const out = new Map<number, AgendaItem[]>(ids.map((id) => [id, []]));
  for (const item of items) {
    out.get(item.meetingId)?.push(presentAgendaItem(item, files.get(item.id) ?? [], ctx.locale));
  }
  return out;
};

function checkKept(items: AgendaInput[], existing: AgendaRow[]) {
  const known = new Set(existing.map((e) => e.id));
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (item.id === undefined) return;
    if (!known.has(item.id)) {
      throw invalidField(`agendaItems.${i}.id`, 'noSuchAgendaItem');
    }
    if (seen.has(item.id)) throw invalidField(`agendaItems.${i}.id`, 'listedTwice');
    seen.add(item.id);
  });
  return seen;
}

/**
 * A meeting body's `agendaItems`: the whole agenda in order. Items named by id keep their
 * files; items left out are removed with theirs. One history entry on the meeting, if it changed.
 */
export async function writeAgenda(
  trx: Kysely<Database>,
  meetingId: number,
  items: AgendaInput[],
  ctx: RequestContext,
): Promise<void> {
  const existing = await liveAgenda(trx, meetingId);
  const kept = checkKept(items, existing);
  const now = new Date().toISOString();
  const removed = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
  if (removed.length) {
    await trx
      .updateTable('meetingAgendaItems')
      .set({ deletedAt: now })
      .where('id', 'in', removed)
      .execute();
    await dropFiles(trx, AGENDA_FILES, removed);
  }
  for (const [i, item] of items.entries()) {
    const values = {
      ...agendaColumns(item, ctx.locale),
      position: i + 1,
      updatedAt: now,
    };
    if (item.id !== undefined) {
      await trx.updateTable('meetingAgendaItems').set(values).where('id', '=', item.id).execute();
    } else {
      await trx
        .insertInto('meetingAgendaItems')
        .values({ ...values, meetingId, createdAt: now, createdBy: ctx.auth.user.id })
        .execute();
    }
  }
  const before = { agenda: existing.map(agendaAudit) };
  const after = { agenda: (await liveAgenda(trx, meetingId)).map(agendaAudit) };
  // A meeting's form sends its agenda with every save: the history tells only of a change.
  if (!diff(before, after)) return;
  await recordAudit(trx, {
    resource: 'meetings',
    recordId: meetingId,
    action: 'agenda',
    actorId: ctx.auth.user.id,
    requestId: ctx.requestId,
    before,
    after,
  });
}

import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';

/** How long before a question's due date or a survey's close its late answerers are told. */
export const REMIND_BEFORE_MS = 48 * 3_600_000;

/** What is reminded of: a question by its due date, a survey by its closing. */
const DUE = [
  { resource: 'questions', table: 'questions', column: 'dueAt' },
  { resource: 'surveys', table: 'surveys', column: 'closesAt' },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- two tables, one shape
type AnyDb = Kysely<any>;

/**
 * The worker's step that reminds, one record per call (false when none is due): a question
 * or survey whose date falls within the next 48 hours (and that opened before them) gets a
 * `remind` entry in its history,
 * which queues the notification (notifications/events.ts: those who have not answered). The
 * entry is also the mark that it was reminded: written once, under the record's row lock on
 * PostgreSQL, so two API processes never remind twice.
 */
export function reminderStep(services: Services) {
  const db = services.db as unknown as AnyDb;
  /**
   * Opened at least 48 hours before its date: what opened within them was told of when it
   * opened, and a reminder on its heels would say the same again.
   */
  const openedEarlier = (table: string, column: string) => {
    const due = sql.ref(`${table}.${column}`);
    const created = sql.ref(`${table}.createdAt`);
    return services.kind === 'postgres'
      ? sql<boolean>`${due} - ${created} >= interval '48 hours'`
      : sql<boolean>`julianday(${due}) - julianday(${created}) >= 2`;
  };
  const notReminded = (resource: string, table: string) =>
    sql<boolean>`not exists (select 1 from audit_log where audit_log.resource = ${resource}
      and audit_log.record_id = ${sql.ref(`${table}.id`)} and audit_log.action = 'remind')`;

  return async function remindOne(): Promise<boolean> {
    const now = new Date();
    const soon = new Date(now.getTime() + REMIND_BEFORE_MS);
    for (const { resource, table, column } of DUE) {
      const due = (from: AnyDb) =>
        from
          .selectFrom(table)
          .select(`${table}.id`)
          .where(`${table}.deletedAt`, 'is', null)
          .where(`${table}.${column}`, '>', now.toISOString())
          .where(`${table}.${column}`, '<=', soon.toISOString())
          .where(openedEarlier(table, column))
          .where(notReminded(resource, table));
      const found = (await due(db).orderBy(`${table}.${column}`).limit(1).executeTakeFirst()) as
        { id: number } | undefined;
      if (!found) continue;
      await db.transaction().execute(async (trx) => {
        // A write first: it takes the lock (the row's on PostgreSQL, the database's on SQLite)
        // and checks again, under it, that no other process reminded meanwhile.
        const locked = await trx
          .updateTable(table)
          .set({ id: sql.ref(`${table}.id`) })
          .where(
            `${table}.id`,
            'in',
            due(trx)
              .where(`${table}.id`, '=', found.id)
              .$if(services.kind === 'postgres', (qb) => qb.forUpdate().skipLocked()),
          )
          .returning(`${table}.id`)
          .executeTakeFirst();
        if (!locked) return;
        await recordAudit(trx as Kysely<Database>, {
          resource,
          recordId: found.id,
          action: 'remind',
          actorId: null,
        });
      });
      return true;
    }
    return false;
  };
}

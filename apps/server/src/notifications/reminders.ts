import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';

/** How long before a question's due date or a survey's close its late answerers are told. */
export const REMIND_BEFORE_MS = 48 * 3_600_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- two tables, one shape
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type Where = (eb: ExpressionBuilder<any, any>) => ReturnType<ExpressionBuilder<any, any>['and']>;

/**
 * What becomes news when its time comes, written as a history entry once (which queues the
 * notification: notifications/events.ts): a question due or a survey closing within 48 hours
 * (`remind`: those who have not answered), a published survey once it opens (`open`: its
 * audience).
 */
interface Timed {
  resource: 'questions' | 'surveys';
  action: 'remind' | 'open';
  /** Its rows whose time has come, at `now`. */
  due: (now: Date, kind: Services['kind']) => Where;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** `a - b >= 48 hours`, in each database's words. */
function twoDaysApart(kind: Services['kind'], a: string, b: string) {
  return kind === 'postgres'
    ? sql<SqlBool>`${sql.ref(a)} - ${sql.ref(b)} >= interval '48 hours'`
    : sql<SqlBool>`julianday(${sql.ref(a)}) - julianday(${sql.ref(b)}) >= 2`;
}

/**
 * A reminder: its date within the next 48 hours, and made known at least 48 hours before it
 * (`since`: a question's creation, a survey's publication; what became known within them was
 * news then: a reminder on its heels would say the same again).
 */
const reminder =
  (resource: Timed['resource'], column: string, since: string): Timed['due'] =>
  (now, kind) =>
  (eb) =>
    eb.and([
      eb(`${resource}.${column}`, '>', now.toISOString()),
      eb(`${resource}.${column}`, '<=', iso(now.getTime() + REMIND_BEFORE_MS)),
      eb(`${resource}.${since}`, 'is not', null),
      twoDaysApart(kind, `${resource}.${column}`, `${resource}.${since}`),
    ]);

const TIMED: readonly Timed[] = [
  { resource: 'questions', action: 'remind', due: reminder('questions', 'dueAt', 'createdAt') },
  { resource: 'surveys', action: 'remind', due: reminder('surveys', 'closesAt', 'publishedAt') },
  {
    resource: 'surveys',
    action: 'open',
    // Published, open now (its opening time come, if it has one) and not closed: its audience
    // is told once (the entry is the mark). A survey published before drafts existed
    // (migration 0029: published when created) was told of at its creation, unless it was
    // made to open later.
    due: (now) => (eb) =>
      eb.and([
        eb('surveys.publishedAt', 'is not', null),
        eb.or([eb('surveys.opensAt', 'is', null), eb('surveys.opensAt', '<=', now.toISOString())]),
        eb.or([eb('surveys.closesAt', 'is', null), eb('surveys.closesAt', '>', now.toISOString())]),
        eb.or([
          eb('surveys.publishedAt', '>', eb.ref('surveys.createdAt')),
          eb('surveys.opensAt', '>', eb.ref('surveys.createdAt')),
        ]),
      ]),
  },
];

/**
 * The worker's step that writes what timed news is due, one record per call (false when none
 * is). The history entry is also the mark that it was written: once, under the record's row
 * lock on PostgreSQL, so two API processes never tell twice.
 */
export function reminderStep(services: Services) {
  const db = services.db as unknown as AnyDb;
  const notYet = (resource: string, action: string) =>
    sql<boolean>`not exists (select 1 from audit_log where audit_log.resource = ${resource}
      and audit_log.record_id = ${sql.ref(`${resource}.id`)} and audit_log.action = ${action})`;

  return async function remindOne(): Promise<boolean> {
    const now = new Date();
    for (const { resource, action, due: dueAt } of TIMED) {
      const due = (from: AnyDb) =>
        from
          .selectFrom(resource)
          .select(`${resource}.id`)
          .where(`${resource}.deletedAt`, 'is', null)
          .where(dueAt(now, services.kind))
          .where(notYet(resource, action));
      const found = (await due(db).orderBy(`${resource}.id`).limit(1).executeTakeFirst()) as
        { id: number } | undefined;
      if (!found) continue;
      await db.transaction().execute(async (trx) => {
        // A write first: it takes the lock (the row's on PostgreSQL, the database's on SQLite)
        // and checks again, under it, that no other process wrote it meanwhile.
        const locked = await trx
          .updateTable(resource)
          .set({ id: sql.ref(`${resource}.id`) })
          .where(
            `${resource}.id`,
            'in',
            due(trx)
              .where(`${resource}.id`, '=', found.id)
              .$if(services.kind === 'postgres', (qb) => qb.forUpdate().skipLocked()),
          )
          .returning(`${resource}.id`)
          .executeTakeFirst();
        if (!locked) return;
        await recordAudit(trx as Kysely<Database>, {
          resource,
          recordId: found.id,
          action,
          actorId: null,
        });
      });
      return true;
    }
    return false;
  };
}

import type { AuditAction, AuditEntry } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { kindsOf } from '../notifications/events.js';

/** Fields never copied into the history, whatever the record. */
const SECRET_FIELDS = new Set(['passwordHash', 'password']);

export interface AuditEvent {
  resource: string;
  recordId: number;
  /** One of the contract's `AUDIT_ACTIONS`, each of which the web app names. */
  action: AuditAction;
  actorId: number | null;
  requestId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The file an import read the change from (`members.xlsx`). */
  source?: string | null;
  /** Tell nobody (the demo data: history, not news). */
  quiet?: boolean;
}

/** `{ field: [before, after] }` for each field whose value changed. */
export function diff(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, [unknown, unknown]> | null {
  const out: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELDS.has(key) || key === 'updatedAt') continue;
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) out[key] = [a, b];
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * Writes one history entry; call it inside the transaction of the change it records. An entry
 * people must hear of (notifications/events.ts) also queues a notification event there, so it
 * is told if and only if the change commits.
 */
export async function recordAudit(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  const changes = diff(event.before, event.after);
  const { id } = await db
    .insertInto('auditLog')
    .values({
      resource: event.resource,
      recordId: event.recordId,
      action: event.action,
      actorId: event.actorId,
      changes: changes ? JSON.stringify(changes) : null,
      requestId: event.requestId ?? null,
      source: event.source ?? null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!event.quiet && kindsOf({ ...event, changes }).length > 0) {
    await db.insertInto('notificationEvents').values({ auditId: id, lastError: null }).execute();
  }
}

/**
 * A history entry with the request that wrote it: the entries of one change (a meeting made
 * with its invitees: its creation, then its invitees) share it. Only the server reads it.
 */
export type HistoryLine = AuditEntry & { requestId: string | null };

/** The history of several records at once (one query for a whole page), newest first. */
export async function auditHistoryOf(
  db: Kysely<Database>,
  resource: string,
  recordIds: number[],
): Promise<Map<number, HistoryLine[]>> {
  const out = new Map<number, HistoryLine[]>(recordIds.map((id) => [id, []]));
  if (recordIds.length === 0) return out;
  const rows = await db
    .selectFrom('auditLog')
    .leftJoin('users', 'users.id', 'auditLog.actorId')
    .select([
      'auditLog.id',
      'auditLog.recordId',
      'auditLog.action',
      'auditLog.actorId',
      'users.name as actorName',
      'auditLog.changes',
      'auditLog.createdAt',
      'auditLog.requestId',
      'auditLog.source',
    ])
    .where('auditLog.resource', '=', resource)
    .where('auditLog.recordId', 'in', recordIds)
    .orderBy('auditLog.id', 'desc')
    .execute();
  for (const row of rows) {
    out.get(row.recordId)?.push({
      id: row.id,
      action: row.action,
      actorId: row.actorId,
      actorName: row.actorName ?? null,
      changes: row.changes ? (JSON.parse(row.changes) as AuditEntry['changes']) : null,
      createdAt: row.createdAt,
      requestId: row.requestId,
      ...(row.source ? { source: row.source } : {}),
    });
  }
  return out;
}

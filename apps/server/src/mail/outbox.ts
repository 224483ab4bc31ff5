import type { Kysely } from 'kysely';
import type { DialectKind } from '../db/connect.js';
import type { Database } from '../db/database.js';
import type { Sms } from '../sms/sender.js';
import type { Mail } from './mailer.js';

/** A queued message as the worker claims it. */
export interface QueuedMail extends Mail {
  id: number;
  channel: 'mail' | 'sms';
  attempts: number;
}

const LAST_ERROR_LENGTH = 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Queues a message; pass the transaction of the change that causes it, so the mail goes out
 * only if the change commits. Call the queue's `wake()` after the commit to send it at once.
 */
export async function enqueueMail(db: Kysely<Database>, mail: Mail): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      calendar: mail.calendar ?? null,
      nextAttemptAt: new Date().toISOString(),
      sentAt: null,
      lastError: null,
    })
    .execute();
}

/** Queues an SMS, as `enqueueMail` queues mail (in the transaction of what causes it). */
export async function enqueueSms(db: Kysely<Database>, sms: Omit<Sms, 'id'>): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({
      channel: 'sms',
      recipient: sms.to,
      subject: '',
      text: sms.text,
      nextAttemptAt: new Date().toISOString(),
      sentAt: null,
      lastError: null,
    })
    .execute();
}

/** The outbox's queries: claim one due message, then record how its attempt went. */
export function outboxStore(db: Kysely<Database>, kind: DialectKind) {
  return {
    /**
     * Takes the oldest due message and pushes its next attempt `leaseSeconds` away, in one
     * statement: several processes never take the same message (on PostgreSQL the row is
     * locked and skipped by the others; SQLite runs one writer at a time), and a message
     * whose sender died mid-attempt is tried again when the lease runs out.
     */
    async claim(now: number, leaseSeconds: number): Promise<QueuedMail | undefined> {
      const row = await db
        .updateTable('mailOutbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          nextAttemptAt: iso(now + leaseSeconds * 1000),
        }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('mailOutbox')
            .select('id')
            .where('sentAt', 'is', null)
            .where('nextAttemptAt', '<=', iso(now))
            .orderBy('nextAttemptAt')
            .orderBy('id')
            .limit(1)
            .$if(kind === 'postgres', (qb) => qb.forUpdate().skipLocked()),
        )
        .returning([
          'id',
          'channel',
          'recipient',
          'subject',
          'text',
          'calendar',
          'attempts',
          'createdAt',
        ])
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          calendar: row.calendar,
          attempts: row.attempts,
          key: `${iso(new Date(row.createdAt).getTime()).replace(/[:.]/g, '-')}-${row.id}`,
        }
      );
    },

    /** Done: the body (which may hold a single-use link) is not kept. */
    async sent(id: number): Promise<void> {
      await db
        .updateTable('mailOutbox')
        .set({ sentAt: new Date().toISOString(), nextAttemptAt: null, text: '', lastError: null })
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt: tried again at `retryAt`, or given up (body dropped) when null. */
    async failed(id: number, error: string, retryAt: number | null): Promise<void> {
      await db
        .updateTable('mailOutbox')
        .set({
          lastError: error.slice(0, LAST_ERROR_LENGTH),
          nextAttemptAt: retryAt === null ? null : iso(retryAt),
          ...(retryAt === null ? { text: '' } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Forgets messages sent (or given up) before `before`. */
    async purge(before: number): Promise<void> {
      await db
        .deleteFrom('mailOutbox')
        .where('nextAttemptAt', 'is', null)
        .where('createdAt', '<', iso(before))
        .execute();
    },
  };
}

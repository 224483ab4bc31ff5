import type { NotificationKind } from '@caffee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hasEmail, type Database, type MailedUser, type UserRow } from '../db/database.js';
import { messageTakes } from '../auth/limits.js';
import { enqueueMail, enqueueSms } from '../mail/outbox.js';
import type { Services } from '../services.js';
import { smsReaches } from '../sms/phone-verification.js';
import { councilDefaults, ownChoices } from './choices.js';
import { kindsOf, type EventEntry } from './events.js';
import { importedOf, lineLinkPath } from './imported.js';
import { meetingInvitations } from './invitation.js';
import { notificationMail, notificationSms, when } from './messages.js';
import { namesKept } from './names.js';
import { recipientFinder } from './recipients.js';

type Db = Kysely<Database>;

const MAX_ATTEMPTS = 10;
/**
 * People told in one transaction. Measured on SQLite (bench/README.md "Notifications"): a
 * batch of this size holds the one connection for a few milliseconds.
 */
const BATCH_SIZE = 50;
// 30 s, 1 min, 2 min ... up to an hour: a fault in the rules is found in the log meanwhile.
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

/** Each recipient's channels for a kind: their own choice, else the council's default. */
async function channelsOf(db: Db, kind: NotificationKind, people: UserRow[]) {
  const own = await ownChoices(
    db,
    people.map((p) => p.id),
    kind,
  );
  const council = (await councilDefaults(db))[kind];
  return (person: UserRow) => new Set(own.get(person.id)?.get(kind) ?? council);
}

/** One notification's line for each person told in the app or in their daily digest. */
async function writeLines(
  db: Db,
  kind: NotificationKind,
  entry: EventEntry,
  people: { person: UserRow; digest: boolean }[],
) {
  const status = kind === 'complaint-status' ? entry.action : null;
  // SQLite takes at most 32,766 parameters a statement: 9 columns × 1,000 rows stay well under.
  for (let i = 0; i < people.length; i += 1000) {
    await db
      .insertInto('notifications')
      .values(
        people.slice(i, i + 1000).map(({ person, digest }) => ({
          userId: person.id,
          kind,
          resource: entry.resource,
          recordId: entry.recordId,
          auditId: entry.id,
          actorId: entry.actorId,
          status,
          readAt: null,
          digestPending: digest ? 1 : 0,
        })),
      )
      .onConflict((oc) => oc.columns(['auditId', 'userId']).doNothing())
      .execute();
  }
}

/** Mail and SMS for those who chose them, each in its reader's language. */
async function queueMessages(
  services: Services,
  db: Db,
  kind: NotificationKind,
  entry: EventEntry,
  people: { byMail: MailedUser[]; bySms: UserRow[] },
) {
  const { byMail, bySms } = people;
  if (byMail.length === 0 && bySms.length === 0) return;
  const { publicUrl, mailFrom } = services.config;
  const imported = kind === 'import-done' ? importedOf(entry.changes) : null;
  const link = `${publicUrl}${lineLinkPath(entry, imported)}`;
  const invitation = await meetingInvitations(db, kind, entry, {
    host: new URL(publicUrl).hostname,
    mailFrom,
    link,
  });
  const actor = entry.actorId
    ? await db.selectFrom('users').select('name').where('id', '=', entry.actorId).executeTakeFirst()
    : undefined;
  // The name each person saw when this happened: not one given since, nor by the change that
  // took them off the record (an uninvitation that also renamed the meeting).
  const kept = await namesKept(db, entry.resource, [entry.recordId]);
  const argsFor = (person: UserRow) => ({
    name: kept(entry.recordId, entry.id, person, person.locale) ?? '',
    actor: actor?.name ?? null,
    status: kind === 'complaint-status' ? entry.action : null,
    imported,
    ...(invitation ? { when: when(person.locale, invitation.startsAt(person)) } : {}),
    link,
  });
  for (const person of byMail) {
    const message = notificationMail(person.locale, kind, argsFor(person));
    const calendar = invitation?.forReader(person, person.locale) ?? null;
    await enqueueMail(db, { to: person.email, ...message, calendar });
  }
  for (const person of bySms) {
    const text = notificationSms(person.locale, kind, argsFor(person));
    await enqueueSms(db, { to: person.phone ?? '', text });
  }
}

/**
 * Tells one batch of an event's people of one kind, inside `db`'s transaction, as each chose:
 * a line in their notifications (and their daily digest), a mail, an SMS. Written together
 * with the event's progress, so a crash midway tells nobody of this batch and the next
 * attempt tells them once. Returns where the next batch starts (null: this kind is done).
 */
async function deliver(
  services: Services,
  recipients: ReturnType<typeof recipientFinder>,
  db: Db,
  kind: NotificationKind,
  entry: EventEntry,
  batch: { after: number; limit: number },
): Promise<number | null> {
  const { people, next } = await recipients(db, kind, entry, batch);
  if (people.length === 0) return next;
  const channels = await channelsOf(db, kind, people);
  const byMail: MailedUser[] = [];
  const bySms: UserRow[] = [];
  const told: { person: UserRow; chosen: Set<string>; folded: boolean }[] = [];
  for (const person of people) {
    const chosen = channels(person);
    let folded = false;
    // Each channel's message counts in the person's hour (in this batch's transaction);
    // past the limit it waits in their digest instead: nobody is flooded by others' writes.
    const send = async (channel: 'mail' | 'sms') => {
      const now = await services.throttle.within(
        messageTakes(channel, person.id, services.config.messagesPerHour),
        db,
      );
      if (!now) folded = true;
      return now;
    };
    if (chosen.has('mail') && hasEmail(person) && (await send('mail'))) byMail.push(person);
    // SMS only to a number its owner proved: anyone may type anyone's number.
    if (chosen.has('sms') && smsReaches(person) && (await send('sms'))) bySms.push(person);
    told.push({ person, chosen, folded });
  }
  await writeLines(
    db,
    kind,
    entry,
    told
      .filter(({ chosen, folded }) => chosen.has('app') || chosen.has('digest') || folded)
      .map(({ person, chosen, folded }) => ({ person, digest: chosen.has('digest') || folded })),
  );
  await queueMessages(services, db, kind, entry, { byMail, bySms });
  return next;
}

/**
 * The worker's step that fans notification events out, one batch of one event per call
 * (false when none is due). Each batch is its own transaction, so on SQLite's one connection
 * requests get in between batches, however large the audience. An event goes to the back of
 * the due ones after each batch: a question to every member does not hold up a complaint's
 * one institute. On PostgreSQL the event's row stays locked by the batch's transaction, so
 * with several API processes each batch is told by one of them. A failure rolls the batch
 * back and tries it again later, up to `MAX_ATTEMPTS`.
 */
export function notificationFanOut(
  services: Services,
  log: FastifyBaseLogger,
  { batchSize = BATCH_SIZE } = {},
) {
  const recipients = recipientFinder(services);
  return async function fanOutBatch(): Promise<boolean> {
    const now = new Date().toISOString();
    let claimed: { id: number; attempts: number } | undefined;
    try {
      return await services.db.transaction().execute(async (trx) => {
        // Claimed by a write, so the transaction holds the write lock from its first statement
        // (two SQLite connections that both read first would deadlock upgrading); on
        // PostgreSQL the row stays locked to this transaction and the others skip it.
        const event = await trx
          .updateTable('notificationEvents')
          .set((eb) => ({ attempts: eb.ref('attempts') }))
          .where('id', '=', (eb) =>
            eb
              .selectFrom('notificationEvents')
              .select('id')
              .where('nextAttemptAt', '<=', now)
              .orderBy('nextAttemptAt')
              .orderBy('id')
              .limit(1)
              .$if(services.kind === 'postgres', (qb) => qb.forUpdate().skipLocked()),
          )
          .returning(['id', 'auditId', 'attempts', 'kindIndex', 'afterUserId'])
          .executeTakeFirst();
        if (!event) return false;
        claimed = event;
        const row = await trx
          .selectFrom('auditLog')
          .select(['id', 'resource', 'recordId', 'action', 'actorId', 'changes'])
          .where('id', '=', event.auditId)
          .executeTakeFirst();
        const entry: EventEntry | undefined = row && {
          ...row,
          changes: row.changes ? (JSON.parse(row.changes) as EventEntry['changes']) : null,
        };
        const kinds = entry ? kindsOf(entry) : [];
        const kind = kinds[event.kindIndex];
        const next =
          entry && kind
            ? await deliver(services, recipients, trx, kind, entry, {
                after: event.afterUserId,
                limit: batchSize,
              })
            : null;
        const finished = next == null && event.kindIndex + 1 >= kinds.length;
        await (finished
          ? trx.deleteFrom('notificationEvents').where('id', '=', event.id).execute()
          : trx
              .updateTable('notificationEvents')
              .set({
                ...(next == null
                  ? { kindIndex: event.kindIndex + 1, afterUserId: 0 }
                  : { afterUserId: next }),
                nextAttemptAt: new Date().toISOString(),
              })
              .where('id', '=', event.id)
              .execute());
        return true;
      });
    } catch (err) {
      if (!claimed) throw err;
      const attempts = claimed.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      const fields = { eventId: claimed.id, attempts, err: message };
      if (attempts >= MAX_ATTEMPTS) {
        log.error(fields, 'notification event given up');
        await services.db.deleteFrom('notificationEvents').where('id', '=', claimed.id).execute();
      } else {
        log.warn(fields, 'notification event not delivered; will retry');
        const next = new Date(Date.now() + backoffSeconds(attempts) * 1000).toISOString();
        await services.db
          .updateTable('notificationEvents')
          .set({ attempts, nextAttemptAt: next, lastError: message.slice(0, 1000) })
          .where('id', '=', claimed.id)
          .execute();
      }
      return true;
    }
  };
}

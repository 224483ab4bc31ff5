import { CALENDAR_TIME_ZONE, type ComplaintStatus, type NotificationKind } from '@caffee/contract';
import { enqueueMail } from '../mail/outbox.js';
import { readerContext } from '../records/readable.js';
import type { Services } from '../services.js';
import { importsOfLines, lineLinkPath } from './imported.js';
import { digestMail } from './messages.js';
import { namesOfLines } from './names.js';

const DAY_MS = 86_400_000;
/** The hour of the council's clock at which the day's digests go out. */
const DIGEST_HOUR = 7;

/** The last digest time at or before `now`: 07:00 on the council's clock, today or yesterday. */
export function lastDigestTime(now: number): number {
  const offset = CALENDAR_TIME_ZONE.offsetMinutes * 60_000;
  const local = now + offset;
  let at = Math.floor(local / DAY_MS) * DAY_MS + DIGEST_HOUR * 3_600_000;
  if (at > local) at -= DAY_MS;
  return at - offset;
}

/**
 * The worker's step that mails daily digests, one person per call (false when nobody's is
 * due): the lines of whoever chose `digest` for their kind, written before the last 07:00, in
 * one mail in their language; then the lines are marked as mailed, in the same transaction.
 */
export function digestStep(services: Services) {
  const { db, kind: dialect, config } = services;
  const locked = dialect === 'postgres';
  return async function digestOne(): Promise<boolean> {
    const cutoff = new Date(lastDigestTime(Date.now())).toISOString();
    return db.transaction().execute(async (trx) => {
      const due = (qb = trx.selectFrom('notifications')) =>
        qb
          .where('notifications.digestPending', '=', 1)
          .where('notifications.createdAt', '<', cutoff);
      // Claimed by a write (see fan-out.ts): the line is locked, or the database on SQLite.
      const first = await trx
        .updateTable('notifications')
        .set((eb) => ({ digestPending: eb.ref('digestPending') }))
        .where('id', '=', (eb) =>
          due(eb.selectFrom('notifications'))
            .select('notifications.id')
            .orderBy('notifications.id')
            .limit(1)
            .$if(locked, (qb) => qb.forUpdate().skipLocked()),
        )
        .returning('userId')
        .executeTakeFirst();
      if (!first) return false;
      // Another process may have taken this person's lines meanwhile: then there is none left.
      const lines = await due()
        .leftJoin('users as actor', 'actor.id', 'notifications.actorId')
        .select([
          'notifications.id',
          'notifications.kind',
          'notifications.resource',
          'notifications.recordId',
          'notifications.auditId',
          'notifications.status',
          'actor.name as actorName',
        ])
        .where('notifications.userId', '=', first.userId)
        .orderBy('notifications.id')
        .$if(locked, (qb) => qb.forUpdate('notifications'))
        .execute();
      if (lines.length === 0) return true;
      const reader = await trx
        .selectFrom('users')
        .select(['email', 'locale'])
        .where('id', '=', first.userId)
        .where('status', '=', 'active')
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (reader?.email) {
        // Named as in the bell's list: by a name now only while the reader may still read it.
        const ctx = await readerContext(trx, first.userId, `digest-${first.userId}`);
        const nameOf = ctx
          ? await namesOfLines(services, trx, lines, ctx, reader.locale)
          : () => undefined;
        const imports = await importsOfLines(trx, lines);
        const message = digestMail(
          reader.locale,
          lines.map((line) => ({
            kind: line.kind as NotificationKind,
            args: {
              name: nameOf(line) ?? '',
              actor: line.actorName ?? null,
              status: line.status as ComplaintStatus | null,
              imported: imports.get(line.auditId) ?? null,
              link: `${config.publicUrl}${lineLinkPath(line, imports.get(line.auditId))}`,
            },
          })),
        );
        await enqueueMail(trx, { to: reader.email, ...message });
      }
      await trx
        .updateTable('notifications')
        .set({ digestPending: 0 })
        .where(
          'id',
          'in',
          lines.map((l) => l.id),
        )
        .execute();
      return true;
    });
  };
}

import { RESET_PASSWORD_PATH } from '@caffee/contract';
import type { UserRow } from '../db/database.js';
import { enqueueMail } from '../mail/outbox.js';
import { resetPasswordMail } from '../mail/templates.js';
import type { Services } from '../services.js';
import { hashToken, randomToken } from './tokens.js';

/**
 * Mails a single-use, expiring link to choose a password. Only the newest link works:
 * earlier unused ones are spent. Used by "forgot password", by an administrator's reset,
 * and to invite a user created without a password.
 */
export async function sendResetLink(services: Services, user: UserRow): Promise<void> {
  const { db, config } = services;
  const token = randomToken();
  const now = new Date();
  const link = `${config.publicUrl}${RESET_PASSWORD_PATH}?token=${token}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('passwordResets')
      .set({ usedAt: now.toISOString() })
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .insertInto('passwordResets')
      .values({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + config.resetTokenTtl * 1000).toISOString(),
        usedAt: null,
      })
      .execute();
    // Queued with the link it carries, sent once this commits.
    await enqueueMail(trx, {
      to: user.email,
      ...resetPasswordMail(user.locale, link, config.resetTokenTtl),
    });
  });
  services.mailQueue.wake();
}

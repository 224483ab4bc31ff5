import { LOCALES, REGISTER_PATH, RESET_PASSWORD_PATH, type Locale } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Database, UserRow } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { enqueueMail, enqueueSms } from '../mail/outbox.js';
import { noAccountMail, resetPasswordMail, resetPasswordSms } from '../mail/templates.js';
import { normalPhone } from '../sms/phone-verification.js';
import type { Services } from '../services.js';
import {
  forgotPasswordTakes,
  loginAccountKey,
  resetAccountTakes,
  resetTokenTakes,
  signInName,
} from './limits.js';
import { hashPassword } from './passwords.js';
import { checkPasswordPolicy } from './password-policy.js';
import { hashToken, randomToken } from './tokens.js';

const invalidResetToken = () =>
  new HttpError(400, 'invalid_token', 'This reset link has expired or was already used');

/** The first of our languages an Accept-Language header names, else Afaan Oromoo. */
export function acceptedLocale(header: string | undefined): Locale {
  const tags = (header ?? '').split(',').map((t) => t.split(';')[0]?.trim().slice(0, 2));
  return LOCALES.find((l) => tags.includes(l)) ?? 'om';
}

/**
 * Queues a single-use, expiring link to choose a password, in `trx`: by mail, or by SMS to an
 * account reached by phone only or that asked by its number (`by`). Only the newest link
 * works: earlier unused ones are spent.
 */
async function queueResetLink(
  services: Services,
  trx: Kysely<Database>,
  user: UserRow,
  by: 'mail' | 'sms' = user.email ? 'mail' : 'sms',
) {
  const { config } = services;
  const token = randomToken();
  const now = new Date();
  const phone = by === 'sms' && user.phone ? normalPhone(user.phone) : null;
  if (by === 'sms' && !phone) return;
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
      sentTo: phone,
    })
    .execute();
  const link = `${config.publicUrl}${RESET_PASSWORD_PATH}?token=${token}`;
  if (phone) {
    const text = resetPasswordSms(user.locale, link, config.resetTokenTtl);
    await enqueueSms(trx, { to: user.phone ?? phone, text });
  } else if (user.email) {
    await enqueueMail(trx, {
      to: user.email,
      ...resetPasswordMail(user.locale, link, config.resetTokenTtl),
    });
  }
}

/**
 * Sends a link to choose a password: "forgot password", an administrator's reset, and the
 * invitation of a user created without a password. By mail, or by SMS to an account with a
 * phone number and no email.
 */
export async function sendResetLink(services: Services, user: UserRow): Promise<void> {
  // In an import's transaction, the link is queued with the account (db/in-transaction.ts).
  await inTransaction(services.db, (trx) => queueResetLink(services, trx, user));
  services.mailQueue.wake();
}

/**
 * "Forgot password": the same answer whether or not the address or number has an account, and
 * nothing but the rate limit is done before answering. Then a usable account gets a link (by
 * SMS when asked by its number) and any other address is told it has none (it may be someone
 * who forgot which address they used). An unknown number is sent nothing: an SMS costs the
 * council, and a stranger's phone is no place for it.
 */
export async function forgotPassword(
  services: Services,
  given: { email?: string | undefined; phone?: string | undefined },
  client: { ip: string; acceptLanguage: string | undefined },
): Promise<void> {
  await services.throttle.reserve(forgotPasswordTakes(signInName(undefined, given), client.ip));
  services.mailQueue.defer(async () => {
    const user = await services.users.findBySignIn(given);
    const register = `${services.config.publicUrl}${REGISTER_PATH}`;
    await services.db.transaction().execute(async (trx) => {
      if (user && user.status !== 'disabled') {
        return queueResetLink(services, trx, user, given.email ? 'mail' : 'sms');
      }
      if (!given.email) return;
      const locale = user?.locale ?? acceptedLocale(client.acceptLanguage);
      await enqueueMail(trx, { to: given.email, ...noAccountMail(locale, register) });
    });
  });
}

/** The reset a token names, if it is unspent and unexpired. */
function findReset(db: Kysely<Database>, token: string, now: string) {
  return db
    .selectFrom('passwordResets')
    .select(['id', 'userId', 'sentTo'])
    .where('tokenHash', '=', hashToken(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * Sets a password through a mailed link. The link is looked up first: an unknown or spent one
 * is refused before any password hashing, and counts against the address.
 */
export async function resetPassword(
  services: Services,
  body: { token: string; password: string },
  request: { ip: string; id: string },
): Promise<number> {
  const { db, users, throttle } = services;
  const now = new Date().toISOString();
  const reset = await throttle.attempt(resetTokenTakes(request.ip), () =>
    findReset(db, body.token, now),
  );
  const owner = reset && (await users.findById(reset.userId));
  if (!reset || !owner) throw invalidResetToken();
  checkPasswordPolicy(body.password, 'password', owner);
  await throttle.reserve(resetAccountTakes(owner.id));
  const passwordHash = await hashPassword(body.password);
  const { id, userId } = reset;
  // A link that came by SMS to the account's number proves the number, as a code would
  // (sms/phone-verification.ts): an account invited by SMS is told by SMS from then on.
  const proven =
    reset.sentTo !== null && owner.phone !== null && normalPhone(owner.phone) === reset.sentTo
      ? { phoneVerified: reset.sentTo }
      : {};
  const done = await db.transaction().execute(async (trx) => {
    // Spent here, so two requests racing with one link cannot both use it.
    const spent = await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('id', '=', id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: now, ...proven })
      .where('id', '=', userId)
      .execute();
    await services.sessions.revokeAll(userId, trx);
    await recordAudit(trx, {
      resource: 'users',
      recordId: userId,
      action: 'password_reset',
      actorId: userId,
      requestId: request.id,
    });
    return true;
  });
  if (!done) throw invalidResetToken();
  // A reset proves the owner: the account's failed sign-ins are forgotten.
  await throttle.clear(loginAccountKey(signInName(owner, {})));
  return userId;
}

import crypto from 'node:crypto';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  type Locale,
  type PhoneStatus,
} from '@caffee/contract';
import type { UserRow } from '../db/database.js';
import { phoneCodeTakes, phoneGuessTakes, RATES } from '../auth/limits.js';
import { invalidField } from '../http/errors.js';
import { enqueueSms } from '../mail/outbox.js';
import { BRAND } from '../mail/templates.js';
import type { Services } from '../services.js';

/**
 * A number as digits (and a leading `+`): `+251 911 00-00-01` and `+251911000001` are one
 * number, so writing it differently does not take its proof away.
 */
export const normalPhone = (phone: string) => phone.replace(/[^0-9+]/g, '');

/**
 * Whether SMS may go to this person: only to the number its owner proved with a code. Any
 * change of the number (by the owner or an administrator) leaves the new one unproven.
 */
export const smsReaches = (user: Pick<UserRow, 'phone' | 'phoneVerified'>): boolean =>
  Boolean(user.phone && user.phoneVerified && normalPhone(user.phone) === user.phoneVerified);

/** The code's SMS, in the owner's language; plain GSM-7 in Afaan Oromoo and English. */
const CODE_SMS: Record<Locale, (code: string) => string> = {
  om: (code) =>
    `Koodii mirkaneessaa keessan: ${code}. Daqiiqaa ${PHONE_CODE_MINUTES} qofaaf hojjeta; nama biraatiif hin kenninaa.`,
  en: (code) =>
    `Your verification code is ${code}. It works for ${PHONE_CODE_MINUTES} minutes; do not give it to anyone.`,
  am: (code) => `የማረጋገጫ ኮድዎ ${code} ነው። ለ${PHONE_CODE_MINUTES} ደቂቃ ብቻ ይሠራል፤ ለማንም አይስጡ።`,
};

export const codeSms = (locale: Locale, code: string) =>
  `${BRAND[locale]}${CODE_SMS[locale](code)}`;

/**
 * Hashed with a salt of its own and bound to the account and the number: a code read from a
 * backup proves nothing, and no code works for another account or number.
 */
function hashOf(salt: string, userId: number, phone: string, code: string): string {
  return crypto.createHash('sha256').update(`${salt}:${userId}:${phone}:${code}`).digest('hex');
}

function sameHash(stored: string, userId: number, phone: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split(':');
  const given = Buffer.from(hashOf(salt, userId, phone, code), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return kept.length === given.length && crypto.timingSafeEqual(kept, given);
}

/**
 * Proving a phone number (issue 38): the owner asks for a code, sent by SMS to the number
 * (short-lived, hashed, a few tries), and gives it back; the number is then proven until it
 * changes. Only the owner proves their number: an administrator setting it does not.
 */
export function phoneVerification(services: Services) {
  const { db, throttle } = services;

  /** The account's pending code, if it still works for its current number. */
  async function pendingCode(user: UserRow, now = Date.now()) {
    if (!user.phone) return undefined;
    const row = await db
      .selectFrom('phoneCodes')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirst();
    const works =
      row &&
      row.phone === normalPhone(user.phone) &&
      Date.parse(row.expiresAt) > now &&
      row.attempts < RATES.phoneCode.attempts;
    return works ? row : undefined;
  }

  async function status(user: UserRow): Promise<PhoneStatus> {
    const verified = smsReaches(user);
    return {
      phone: user.phone,
      verified,
      codeExpiresAt: verified ? null : ((await pendingCode(user))?.expiresAt ?? null),
    };
  }

  /** Sends a new code to the account's number (the one before stops working). */
  async function sendCode(user: UserRow): Promise<PhoneStatus> {
    if (!user.phone) throw invalidField('phone', 'smsNeedsPhone');
    if (smsReaches(user)) throw invalidField('phone', 'phoneVerified');
    const phone = normalPhone(user.phone);
    // Per account and per number: nobody floods a number with codes from many accounts.
    await throttle.reserve(phoneCodeTakes(user.id, phone));
    const code = String(crypto.randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(
      PHONE_CODE_LENGTH,
      '0',
    );
    const salt = crypto.randomBytes(16).toString('hex');
    const now = Date.now();
    const row = {
      phone,
      codeHash: `${salt}:${hashOf(salt, user.id, phone, code)}`,
      attempts: 0,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + PHONE_CODE_MINUTES * 60_000).toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('phoneCodes')
        .values({ userId: user.id, ...row })
        .onConflict((oc) => oc.column('userId').doUpdateSet(row))
        .execute();
      await enqueueSms(trx, { to: user.phone ?? phone, text: codeSms(user.locale, code) });
    });
    services.mailQueue.wake();
    return { phone: user.phone, verified: false, codeExpiresAt: row.expiresAt };
  }

  /**
   * Checks a code: right, the number is proven; wrong, one of the code's tries is spent (the
   * account's wrong codes are throttled too, whichever code); expired, spent, or sent to
   * another number than the account's now: a new one is needed.
   */
  async function verify(user: UserRow, code: string): Promise<PhoneStatus> {
    const reservation = await throttle.reserve(phoneGuessTakes(user.id));
    const outcome = await db.transaction().execute(async (trx) => {
      // A try is spent before the code is compared, in one statement: parallel guesses cannot
      // get more tries than the code has.
      const row = await trx
        .updateTable('phoneCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('userId', '=', user.id)
        .where('attempts', '<', RATES.phoneCode.attempts)
        .where('expiresAt', '>', new Date().toISOString())
        .returning(['phone', 'codeHash'])
        .executeTakeFirst();
      if (!row || !user.phone || row.phone !== normalPhone(user.phone)) return 'stale' as const;
      if (!sameHash(row.codeHash, user.id, row.phone, code)) return 'wrong' as const;
      const proven = await trx
        .updateTable('users')
        .set({ phoneVerified: row.phone })
        .where('id', '=', user.id)
        .where('phone', '=', user.phone)
        .executeTakeFirst();
      await trx.deleteFrom('phoneCodes').where('userId', '=', user.id).execute();
      // The number changed meanwhile (another request): the code proved the old one only.
      return proven.numUpdatedRows > 0n ? ('right' as const) : ('stale' as const);
    });
    await reservation.settle(outcome === 'right');
    if (outcome === 'stale') throw invalidField('code', 'newCodeNeeded');
    if (outcome === 'wrong') throw invalidField('code', 'wrongCode');
    return { phone: user.phone, verified: true, codeExpiresAt: null };
  }

  return { status, sendCode, verify };
}

import crypto from 'node:crypto';
import { API_PREFIX } from '@caffee/contract';

const NAME_PREFIX = 'caffee_device_';
const LIFETIME_SECONDS = 180 * 86_400;
const PATH = `${API_PREFIX}/auth`;

/** The value of cookie `name` in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * OWASP's device cookies: after a correct sign-in the browser keeps a signed cookie naming
 * the account, and later attempts that bring it are counted apart from unknown clients, so
 * a guesser cannot lock the owner out. One cookie per account (several people may share a
 * computer), sent only to the sign-in endpoints, unreadable by scripts.
 */
export function createDeviceCookies(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('caffee-device-cookies').digest();
  const sign = (userId: number, issued: number, nonce: string) =>
    crypto.createHmac('sha256', key).update(`${userId}.${issued}.${nonce}`).digest('base64url');

  return {
    /** The device id of a valid cookie for `userId` in this Cookie header, if there is one. */
    deviceOf(header: string | undefined, userId: number): string | undefined {
      const [issuedText, nonce, sig, extra] =
        cookieValue(header, NAME_PREFIX + userId)?.split('.') ?? [];
      const issued = Number(issuedText);
      if (!nonce || !sig || extra !== undefined || !Number.isInteger(issued)) return undefined;
      if (issued + LIFETIME_SECONDS < Date.now() / 1000) return undefined;
      const expected = Buffer.from(sign(userId, issued, nonce));
      const given = Buffer.from(sig);
      const valid = expected.length === given.length && crypto.timingSafeEqual(expected, given);
      return valid ? nonce : undefined;
    },

    /** A Set-Cookie value for a new device of `userId`; `secure` when served over HTTPS. */
    issue(userId: number, secure: boolean): string {
      const issued = Math.floor(Date.now() / 1000);
      const nonce = crypto.randomBytes(16).toString('base64url');
      const value = `${issued}.${nonce}.${sign(userId, issued, nonce)}`;
      const attributes = [
        `Path=${PATH}`,
        `Max-Age=${LIFETIME_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
      ];
      if (secure) attributes.push('Secure');
      return [`${NAME_PREFIX}${userId}=${value}`, ...attributes].join('; ');
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

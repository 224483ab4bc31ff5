import crypto from 'node:crypto';

const LIFETIME_DAYS = 365;
const DAY_SECONDS = 86_400;

export interface FeedSignature {
  user: number;
  exp: number;
  sig: string;
}

/**
 * Personal calendar-feed links: a calendar app subscribes to a URL and cannot send a
 * bearer header, so the URL carries the user id, an expiry and an HMAC over both and the
 * user's session version, with a key derived from the installation's secret for this
 * purpose only. The version is not in the URL: logging out everywhere or changing the
 * password raises it, and every link signed before stops working. Expiry is rounded to
 * the day, so asking again the same day gives the same link.
 */
export function createFeedLinks(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('caffee-calendar-feed').digest();
  // Version 0 signs what links signed before versions existed: those keep working until
  // their user first ends every session.
  const sign = (user: number, version: number, exp: number) =>
    crypto
      .createHmac('sha256', key)
      .update(`calendar-feed:${user}:${exp}${version === 0 ? '' : `:v${version}`}`)
      .digest('base64url');

  return {
    create(user: number, version: number, now = Date.now()): FeedSignature {
      const exp = (Math.floor(now / 1000 / DAY_SECONDS) + 1 + LIFETIME_DAYS) * DAY_SECONDS;
      return { user, exp, sig: sign(user, version, exp) };
    },

    /** Whether `s` was signed for this user at their current session `version`, unexpired. */
    verify(s: Partial<FeedSignature>, version: number, now = Date.now()): s is FeedSignature {
      if (s.user === undefined || s.exp === undefined || s.sig === undefined) return false;
      if (s.exp < now / 1000) return false;
      const expected = Buffer.from(sign(s.user, version, s.exp));
      const given = Buffer.from(s.sig);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
export type FeedLinks = ReturnType<typeof createFeedLinks>;

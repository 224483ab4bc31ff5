import crypto from 'node:crypto';
import { API_PREFIX } from '@caffee/contract';

const LINK_LIFETIME_SECONDS = 6 * 3600;
const HOUR = 3600;

export type LinkKind = 'file' | 'thumbnail';

/**
 * Signed, expiring links to files, so an `<img>` or a download link works without a bearer
 * header. Expiry is rounded to the hour so the same link is reused (and cached) for a while.
 */
export function createFileLinks(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('caffee-file-links').digest();
  const sign = (id: number, kind: LinkKind, exp: number) =>
    crypto.createHmac('sha256', key).update(`${id}:${kind}:${exp}`).digest('base64url');

  return {
    url(id: number, kind: LinkKind = 'file'): string {
      const exp = (Math.floor(Date.now() / 1000 / HOUR) + 1) * HOUR + LINK_LIFETIME_SECONDS;
      const suffix = kind === 'thumbnail' ? '/thumbnail' : '';
      return `${API_PREFIX}/files/${id}${suffix}?exp=${exp}&sig=${sign(id, kind, exp)}`;
    },

    verify(id: number, kind: LinkKind, exp: number | undefined, sig: string | undefined): boolean {
      if (exp === undefined || sig === undefined || exp < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(id, kind, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;

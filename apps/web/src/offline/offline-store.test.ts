import { afterEach, describe, expect, it } from 'vitest';
import { storeTokens, clearTokens } from '../api/tokens';
import { sessionUserId } from './offline-store';

/** A token shaped as the server's (header.payload.signature, base64url). */
const tokenFor = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('whose kept data', () => {
  afterEach(clearTokens);

  it("is the stored token's subject, and nobody's without a usable token", () => {
    expect(sessionUserId()).toBeNull();
    storeTokens({ accessToken: tokenFor({ sub: '42', exp: 1 }), refreshToken: 'r' });
    expect(sessionUserId()).toBe('42');
    storeTokens({ accessToken: 'not-a-token', refreshToken: 'r' });
    expect(sessionUserId()).toBeNull();
    storeTokens({ accessToken: tokenFor({ exp: 1 }), refreshToken: 'r' });
    expect(sessionUserId()).toBeNull();
  });
});

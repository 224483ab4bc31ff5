import crypto from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { unauthorized } from '../http/errors.js';

const ISSUER = 'caffee';
const AUDIENCE = 'caffee-api';
const ALGORITHM = 'HS256';
const ACCESS_TYPE = 'access';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** A checked access token's claims and when it expires (epoch milliseconds). */
export interface VerifiedAccess extends AccessClaims {
  expiresAt: number;
}

/** Signs and checks access tokens: algorithm pinned, issuer, audience, type and expiry checked. */
export class TokenService {
  /**
   * The HMAC key, imported once: given the secret's bytes, jose imports a Web Crypto key on
   * every call, which cost more than the rest of checking a token.
   */
  private readonly key: Promise<crypto.webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly accessTtl: number,
  ) {
    this.key = crypto.webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, typ: ACCESS_TYPE })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtl)
      .sign(await this.key);
  }

  async verifyAccess(token: string): Promise<VerifiedAccess> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      if (
        payload.typ !== ACCESS_TYPE ||
        typeof payload.sid !== 'string' ||
        !userId ||
        typeof payload.exp !== 'number'
      ) {
        throw unauthorized('Invalid token');
      }
      return { userId, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) {
        throw unauthorized('Your session has expired', 'token_expired');
      }
      throw unauthorized('Invalid token');
    }
  }
}

/** An opaque random token (refresh or reset); only its hash is stored. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

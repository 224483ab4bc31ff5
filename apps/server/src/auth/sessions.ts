import crypto from 'node:crypto';
import type { TokenPair } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { unauthorized } from '../http/errors.js';
import type { TokenService } from './tokens.js';
import { hashToken, randomToken } from './tokens.js';

export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/**
 * Ends what a user's sessions left behind that carries no session (calendar-feed links sign
 * the version): on ending every session and on a password change.
 */
export async function raiseSessionVersion(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

const invalidRefresh = () => unauthorized('Invalid or expired refresh token', 'invalid_token');
const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/**
 * Sessions are families of rotating refresh tokens. Each refresh spends one token and
 * issues the next; presenting a spent token again revokes the whole family.
 */
export function createSessionStore(
  db: Kysely<Database>,
  tokens: TokenService,
  ttl: { access: number; refresh: number },
) {
  async function pairFor(userId: number, sessionId: string, refreshToken: string) {
    const accessToken = await tokens.signAccess({ userId, sessionId });
    return { accessToken, refreshToken, expiresIn: ttl.access } satisfies TokenPair;
  }

  return {
    async start(userId: number, client: ClientInfo): Promise<TokenPair> {
      const now = new Date().toISOString();
      const sessionId = crypto.randomUUID();
      const refreshToken = randomToken();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sessions')
          .values({
            id: sessionId,
            userId,
            createdAt: now,
            expiresAt: later(ttl.refresh),
            revokedAt: null,
            userAgent: client.userAgent?.slice(0, 300) ?? null,
            ip: client.ip ?? null,
          })
          .execute();
        await trx
          .insertInto('refreshTokens')
          .values({
            sessionId,
            tokenHash: hashToken(refreshToken),
            createdAt: now,
            expiresAt: later(ttl.refresh),
            usedAt: null,
          })
          .execute();
      });
      return pairFor(userId, sessionId, refreshToken);
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const now = new Date().toISOString();
      const next = randomToken();
      const result = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('refreshTokens as t')
          .innerJoin('sessions as s', 's.id', 't.sessionId')
          .innerJoin('users as u', 'u.id', 's.userId')
          .select([
            't.id',
            't.usedAt',
            't.expiresAt',
            's.id as sessionId',
            's.revokedAt',
            's.userId',
            'u.status',
            'u.deletedAt',
          ])
          .where('t.tokenHash', '=', hashToken(refreshToken))
          .executeTakeFirst();
        if (!row || row.revokedAt) return null;
        const spend = await trx
          .updateTable('refreshTokens')
          .set({ usedAt: now })
          .where('id', '=', row.id)
          .where('usedAt', 'is', null)
          .executeTakeFirst();
        const reused = row.usedAt !== null || Number(spend.numUpdatedRows) === 0;
        const dead = row.expiresAt <= now || row.status !== 'active' || row.deletedAt !== null;
        if (reused || dead) {
          await trx
            .updateTable('sessions')
            .set({ revokedAt: now })
            .where('id', '=', row.sessionId)
            .execute();
          return null;
        }
        await trx
          .insertInto('refreshTokens')
          .values({
            sessionId: row.sessionId,
            tokenHash: hashToken(next),
            createdAt: now,
            expiresAt: later(ttl.refresh),
            usedAt: null,
          })
          .execute();
        return row;
      });
      if (!result) throw invalidRefresh();
      return pairFor(result.userId, result.sessionId, next);
    },

    /** Ends the session a refresh token belongs to (logout from a device). */
    async revokeByRefreshToken(refreshToken: string): Promise<void> {
      const row = await db
        .selectFrom('refreshTokens')
        .select('sessionId')
        .where('tokenHash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      if (row) await this.revoke(row.sessionId);
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revokedAt: new Date().toISOString() })
        .where('id', '=', sessionId)
        .where('revokedAt', 'is', null)
        .execute();
    },

    /** Ends every session of a user (reset, disable, log out everywhere), and what outlives them. */
    async revokeAll(userId: number, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .updateTable('sessions')
        .set({ revokedAt: new Date().toISOString() })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .execute();
      await raiseSessionVersion(trx, userId);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

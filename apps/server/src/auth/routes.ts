import {
  envelope,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginPayloadSchema,
  LogoutBodySchema,
  MessagePayloadSchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  TokenPairSchema,
  UserSchema,
} from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit-log.js';
import { ok } from '../http/envelope.js';
import { conflict, HttpError, unauthorized } from '../http/errors.js';
import { responses } from '../http/responses.js';
import type { Services } from '../services.js';
import { createAccount } from '../users/create.js';
import { toUser } from '../users/repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { checkPasswordPolicy } from './password-policy.js';
import { sendResetLink } from './password-reset.js';
import { hashToken } from './tokens.js';

const client = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});
const invalidResetToken = () =>
  new HttpError(400, 'invalid_token', 'This reset link has expired or was already used');

/** Login, registration, password reset, refresh and logout, at the seed's paths. */
export function authRoutes(services: Services) {
  const { db, users, sessions } = services;

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/auth/login', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: LoginBodySchema,
        response: responses(envelope(LoginPayloadSchema), 401, 403, 429),
      },
      handler: async (request) => {
        const { email, password } = request.body;
        await services.throttle.check(email, request.ip).catch((err: unknown) => {
          request.log.warn({ event: 'login_throttled', email, ip: request.ip }, 'login throttled');
          throw err;
        });
        const user = await users.findByEmail(email);
        const valid = await verifyPassword(user?.passwordHash ?? null, password);
        if (!user || !valid) {
          await services.throttle.fail(email, request.ip);
          request.log.info({ event: 'login_failed', email, ip: request.ip }, 'login failed');
          throw unauthorized('Wrong email or password', 'invalid_credentials');
        }
        await services.throttle.clear(email);
        if (user.status === 'pending') {
          throw new HttpError(403, 'account_pending', 'Your account awaits activation');
        }
        if (user.status === 'disabled') {
          throw new HttpError(403, 'account_disabled', 'Your account is disabled');
        }
        const tokens = await sessions.start(user.id, client(request));
        const now = new Date().toISOString();
        await db.updateTable('users').set({ lastLoginAt: now }).where('id', '=', user.id).execute();
        request.log.info({ event: 'login', userId: user.id, ip: request.ip }, 'login succeeded');
        const current = await users.currentUser(user, {
          locale: user.locale,
          withInstitute: true,
        });
        return ok({ ...current, ...tokens });
      },
    });

    r.post('/auth/register', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: RegisterBodySchema,
        response: responses(envelope(UserSchema), 409),
      },
      handler: async (request) => {
        const body = request.body;
        checkPasswordPolicy(body.password, 'password', body);
        if (await users.findByEmail(body.email)) {
          throw conflict('An account with this email already exists');
        }
        const row = await createAccount(
          db,
          {
            name: body.name,
            email: body.email,
            phone: body.phone ?? null,
            password: body.password,
            type: 'member',
            status: 'pending',
            locale: body.locale ?? 'om',
          },
          'register',
        ).catch((err: unknown) => {
          // Two registrations racing for one email: the unique index decides.
          if (/unique|duplicate/i.test(String(err))) {
            throw conflict('An account with this email already exists');
          }
          throw err;
        });
        request.log.info({ event: 'register', userId: row.id }, 'member registered');
        return ok(toUser(row));
      },
    });

    r.post('/auth/forgotPassword', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: ForgotPasswordBodySchema,
        response: responses(envelope(MessagePayloadSchema), 429),
      },
      handler: async (request) => {
        const user = await users.findByEmail(request.body.email);
        if (user && user.status !== 'disabled') {
          await sendResetLink(services, user);
          request.log.info({ event: 'password_reset_requested', userId: user.id }, 'reset mailed');
        }
        return ok({ message: 'If an account exists for this email, a reset link has been sent' });
      },
    });

    r.post('/auth/resetPassword', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: ResetPasswordBodySchema,
        response: responses(envelope(MessagePayloadSchema), 400, 429),
      },
      handler: async (request) => {
        const { token, password } = request.body;
        checkPasswordPolicy(password, 'password');
        const passwordHash = await hashPassword(password);
        const now = new Date().toISOString();
        const userId = await db.transaction().execute(async (trx) => {
          const reset = await trx
            .selectFrom('passwordResets')
            .select(['id', 'userId', 'expiresAt', 'usedAt'])
            .where('tokenHash', '=', hashToken(token))
            .executeTakeFirst();
          if (!reset || reset.usedAt || reset.expiresAt <= now) return null;
          const spent = await trx
            .updateTable('passwordResets')
            .set({ usedAt: now })
            .where('id', '=', reset.id)
            .where('usedAt', 'is', null)
            .executeTakeFirst();
          if (Number(spent.numUpdatedRows) === 0) return null;
          await trx
            .updateTable('users')
            .set({ passwordHash, updatedAt: now })
            .where('id', '=', reset.userId)
            .execute();
          await sessions.revokeAll(reset.userId, trx);
          await recordAudit(trx, {
            resource: 'users',
            recordId: reset.userId,
            action: 'password_reset',
            actorId: reset.userId,
            requestId: request.id,
          });
          return reset.userId;
        });
        if (userId === null) throw invalidResetToken();
        // A reset proves the owner: the account's failed attempts are forgotten.
        const owner = await users.findById(userId);
        if (owner) await services.throttle.clear(owner.email);
        request.log.info({ event: 'password_reset', userId }, 'password reset');
        return ok({ message: 'Your password has been changed' });
      },
    });

    r.post('/auth/refresh', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: RefreshBodySchema,
        response: responses(envelope(TokenPairSchema), 401),
      },
      handler: async (request) => ok(await sessions.refresh(request.body.refreshToken)),
    });

    r.post('/auth/logout', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: LogoutBodySchema.optional(),
        response: responses(envelope(MessagePayloadSchema)),
      },
      handler: async (request) => {
        if (request.auth) await sessions.revoke(request.auth.sessionId);
        const refreshToken = request.body?.refreshToken;
        if (refreshToken) await sessions.revokeByRefreshToken(refreshToken);
        return ok({ message: 'Signed out' });
      },
    });
  };
}

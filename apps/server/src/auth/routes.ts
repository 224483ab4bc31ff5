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
import { ok } from '../http/envelope.js';
import { responses } from '../http/responses.js';
import type { Services } from '../services.js';
import { signIn } from './login.js';
import { forgotPassword, resetPassword } from './password-reset.js';
import { register } from './register.js';

const client = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

/** Login, registration, password reset, refresh and logout, at the seed's paths. */
export function authRoutes(services: Services) {
  const { db, users, sessions } = services;

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/auth/login', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail or phone number and password',
        body: LoginBodySchema,
        response: responses(envelope(LoginPayloadSchema), 401, 403, 429),
      },
      handler: async (request, reply) => {
        const user = await signIn(services, request, reply);
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
        summary: 'Register an account (it waits for an administrator to activate it)',
        body: RegisterBodySchema,
        response: responses(envelope(UserSchema), 429),
      },
      handler: async (request) =>
        ok(await register(services, request.body, request.ip, request.log)),
    });

    r.post('/auth/forgotPassword', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password-reset link by e-mail, or by SMS to a phone number',
        body: ForgotPasswordBodySchema,
        response: responses(envelope(MessagePayloadSchema), 429),
      },
      handler: async (request) => {
        await forgotPassword(services, request.body, {
          ip: request.ip,
          acceptLanguage: request.headers['accept-language'],
        });
        request.log.info({ event: 'password_reset_requested' }, 'reset requested');
        return ok({ message: 'If an account exists for this email, a reset link has been sent' });
      },
    });

    r.post('/auth/resetPassword', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a reset link's token",
        body: ResetPasswordBodySchema,
        response: responses(envelope(MessagePayloadSchema), 400, 429),
      },
      handler: async (request) => {
        const userId = await resetPassword(services, request.body, request);
        request.log.info({ event: 'password_reset', userId }, 'password reset');
        return ok({ message: 'Your password has been changed' });
      },
    });

    r.post('/auth/refresh', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new pair of tokens',
        body: RefreshBodySchema,
        response: responses(envelope(TokenPairSchema), 401),
      },
      handler: async (request) => ok(await sessions.refresh(request.body.refreshToken)),
    });

    r.post('/auth/logout', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: end the session of a refresh token',
        body: LogoutBodySchema.optional(),
        response: responses(envelope(MessagePayloadSchema)),
      },
      handler: async (request, reply) => {
        if (request.auth) await sessions.revoke(request.auth.sessionId);
        const refreshToken = request.body?.refreshToken;
        if (refreshToken) await sessions.revokeByRefreshToken(refreshToken);
        // API reads are kept by the browser to revalidate (http/etag.ts: private, no-cache);
        // leaving, none of the session's answers stays on the device. Only the HTTP cache:
        // the app's own files (its service worker's caches) stay for the next person.
        reply.header('clear-site-data', '"cache"');
        return ok({ message: 'Signed out' });
      },
    });
  };
}

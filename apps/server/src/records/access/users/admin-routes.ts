import {
  CurrentUserSchema,
  envelope,
  IdParamsSchema,
  LocaleSchema,
  LogoutEverywhereSchema,
  MessagePayloadSchema,
  PasswordChangeSchema,
  ProfileUpdateSchema,
  UserCreateSchema,
  UserUpdateSchema,
  UserWithIncludesSchema,
} from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/guard.js';
import { ok } from '../../../http/envelope.js';
import { responses } from '../../../http/responses.js';
import { registerComments } from '../../comments.js';
import { contextOf } from '../../context.js';
import type { UserRow } from '../../../db/database.js';
import type { Services } from '../../../services.js';
import { registerImport } from '../../import/import-route.js';
import { servedResource } from '../../registry.js';
import { createUserAdmin } from './admin.js';
import { usersImport } from './import.js';
import { withIncludes } from './list.js';

const STATUS_STEPS = [
  ['activate', 'active', 'users:activate'],
  ['disable', 'disabled', 'users:update'],
] as const;

/** Creating, changing, activating and disabling accounts; one's own profile and password. */
export function userAdminRoutes(services: Services) {
  const admin = createUserAdmin(services);
  // Names (role, institute) in the reader's language, not in that of the account shown.
  const show = async (row: UserRow, request: FastifyRequest) =>
    (await withIncludes(services, [row], ['role', 'institute'], contextOf(request)))[0];

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['users'];
    registerImport(app, services, usersImport(), servedResource);
    const User = envelope(UserWithIncludesSchema);

    r.post('/users', {
      config: { access: 'users:create' },
      schema: {
        tags,
        summary: 'Users: create an account',
        body: UserCreateSchema,
        response: responses(User, 401, 403, 409),
      },
      handler: async (request) =>
        ok(await show(await admin.create(request.body, requireAuth(request)), request)),
    });

    for (const method of ['PUT', 'PATCH'] as const) {
      r.route({
        method,
        url: '/users/:id',
        config: { access: 'users:update' },
        schema: {
          tags,
          summary: method === 'PUT' ? 'Users: update one' : 'Users: update some fields of one',
          params: IdParamsSchema,
          body: UserUpdateSchema,
          response: responses(User, 401, 403, 404, 409),
        },
        handler: async (request) =>
          ok(
            await show(
              await admin.update(request.params.id, request.body, requireAuth(request), request.id),
              request,
            ),
          ),
      });
    }

    r.delete('/users/:id', {
      config: { access: 'users:delete' },
      schema: {
        tags,
        summary: 'Users: delete one',
        params: IdParamsSchema,
        response: responses(User, 401, 403, 404),
      },
      handler: async (request) =>
        ok(
          await show(
            await admin.remove(request.params.id, requireAuth(request), request.id),
            request,
          ),
        ),
    });

    // The account status steps: activating needs a permission of its own.
    for (const [step, status, access] of STATUS_STEPS) {
      r.post(`/users/:id/${step}`, {
        config: { access },
        schema: {
          tags,
          summary:
            step === 'activate'
              ? 'Users: activate an account'
              : 'Users: disable an account (its sessions end)',
          params: IdParamsSchema,
          response: responses(User, 401, 403, 404),
        },
        handler: async (request) =>
          ok(
            await show(
              await admin.setStatus(request.params.id, status, requireAuth(request), request.id),
              request,
            ),
          ),
      });
    }

    r.post('/users/:id/reset-password', {
      config: { access: 'users:update' },
      schema: {
        tags,
        summary: 'Users: set a new password for an account',
        params: IdParamsSchema,
        response: responses(envelope(MessagePayloadSchema), 401, 403, 404, 409),
      },
      handler: async (request) => {
        await admin.sendReset(request.params.id, requireAuth(request), request.id);
        return ok({ message: 'A link to choose a new password has been mailed' });
      },
    });

    r.patch('/users/current', {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Change one's own name, phone, language or member profile",
        body: ProfileUpdateSchema,
        response: responses(envelope(CurrentUserSchema), 401),
      },
      handler: async (request) => {
        const auth = requireAuth(request);
        const row = await admin.updateProfile(request.body, auth, request.id);
        return ok(
          await services.users.currentUser(row, {
            // Role and institute named in `?locale=` (the interface's), else the user's own.
            locale:
              LocaleSchema.safeParse((request.query as { locale?: unknown }).locale).data ??
              row.locale,
            permissions: [...auth.permissions],
            withInstitute: true,
          }),
        );
      },
    });

    r.post('/users/current/password', {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Change one's own password",
        body: PasswordChangeSchema,
        response: responses(envelope(MessagePayloadSchema), 401),
      },
      handler: async (request) => {
        const { currentPassword, newPassword } = request.body;
        await admin.changePassword(currentPassword, newPassword, requireAuth(request), request);
        return ok({ message: 'Your password has been changed' });
      },
    });

    r.post('/users/current/logout-everywhere', {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Sign out everywhere: end all of one's sessions",
        body: LogoutEverywhereSchema,
        response: responses(envelope(MessagePayloadSchema), 401),
      },
      handler: async (request) => {
        const { currentPassword } = request.body;
        await admin.logoutEverywhere(currentPassword, requireAuth(request), request);
        return ok({ message: 'You have been signed out everywhere' });
      },
    });

    // The seed's path for a member's comments, and the users' own (the user's page reads it).
    for (const path of ['caffee-users', 'users']) {
      registerComments(app, services, {
        path,
        resource: 'users',
        exists: async (id) => (await services.users.findById(id)) !== undefined,
      });
    }
  };
}

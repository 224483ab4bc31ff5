import {
  CurrentUserSchema,
  envelope,
  IdParamsSchema,
  UserWithIncludesSchema,
} from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../../audit/audit-log.js';
import { requireAuth } from '../../../auth/guard.js';
import type { UserRow } from '../../../db/database.js';
import { withOneImage } from '../../../files/one-image.js';
import { recordFiles } from '../../../files/repository.js';
import type { SavedFile } from '../../../files/storage.js';
import { ok } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { responses } from '../../../http/responses.js';
import { contextOf } from '../../context.js';
import { assertMayManage } from '../roles/grants.js';
import type { Services } from '../../../services.js';
import { withIncludes } from './list.js';

/**
 * A user's profile picture (`media[0][file]` with `media[0][type]=profile`): one's own, and
 * any account's for an administrator who may manage it (a member's council profile).
 */
export function pictureRoutes(services: Services) {
  const { db } = services;

  /** Puts `saved` (one picture, or none) on `target`'s account; the old one is retired. */
  async function setPicture(request: FastifyRequest, target: UserRow, saved: SavedFile[]) {
    const auth = requireAuth(request);
    const now = new Date().toISOString();
    return db.transaction().execute(async (trx) => {
      const [newId = null] = await recordFiles(trx, saved, {
        resource: 'users',
        recordId: target.id,
        createdBy: auth.user.id,
      });
      if (target.pictureFileId !== null) {
        await trx
          .updateTable('files')
          .set({ deletedAt: now })
          .where('id', '=', target.pictureFileId)
          .execute();
      }
      const updated = await trx
        .updateTable('users')
        .set({ pictureFileId: newId, updatedAt: now })
        .where('id', '=', target.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        resource: 'users',
        recordId: target.id,
        action: 'picture',
        actorId: auth.user.id,
        requestId: request.id,
        before: { pictureFileId: target.pictureFileId },
        after: { pictureFileId: newId },
      });
      return updated;
    });
  }

  const withPicture = <T>(request: FastifyRequest, use: (saved: SavedFile[]) => Promise<T>) =>
    withOneImage(services, request, 'profile', use);

  /** One's own account as `users/current` answers it. */
  async function current(request: FastifyRequest, row: UserRow) {
    const auth = requireAuth(request);
    return services.users.currentUser(row, {
      // Role and institute named in `?locale=` (the interface's), else the user's own.
      locale: contextOf(request).locale,
      permissions: [...auth.permissions],
      withInstitute: true,
    });
  }

  /** Another account as `users/{id}` answers it, once the reader may manage it. */
  async function managed(request: FastifyRequest, id: number) {
    const target = await services.users.findById(id);
    if (!target) throw notFound('User');
    await assertMayManage(services, requireAuth(request), target);
    return target;
  }
  const answer = async (request: FastifyRequest, row: UserRow) => {
    const ctx = contextOf(request);
    const [user] = await withIncludes(services, [row], ['role', 'institute', 'pictureUrl'], ctx);
    return user!;
  };

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = {
      tags: ['users'],
      response: responses(envelope(CurrentUserSchema), 400, 401, 413),
    };
    const other = {
      tags: ['users'],
      params: IdParamsSchema,
      response: responses(envelope(UserWithIncludesSchema), 400, 401, 403, 404, 413),
    };

    for (const method of ['PUT', 'POST'] as const) {
      r.route({
        method,
        url: '/users/current/picture',
        config: { access: 'authenticated', form: 'only' },
        schema: { ...schema, summary: "Set one's own picture" },
        handler: async (request) => {
          const me = requireAuth(request).user;
          const row = await withPicture(request, (saved) => setPicture(request, me, saved));
          return ok(await current(request, row));
        },
      });
      r.route({
        method,
        url: '/users/:id/picture',
        config: { access: 'users:update', form: 'only' },
        schema: { ...other, summary: 'Users: set the picture of an account' },
        handler: async (request) => {
          const target = await managed(request, request.params.id);
          const row = await withPicture(request, (saved) => setPicture(request, target, saved));
          return ok(await answer(request, row));
        },
      });
    }

    r.delete('/users/current/picture', {
      config: { access: 'authenticated' },
      schema: { ...schema, summary: "Remove one's own picture" },
      handler: async (request) =>
        ok(await current(request, await setPicture(request, requireAuth(request).user, []))),
    });
    r.delete('/users/:id/picture', {
      config: { access: 'users:update' },
      schema: { ...other, summary: 'Users: remove the picture of an account' },
      handler: async (request) => {
        const target = await managed(request, request.params.id);
        return ok(await answer(request, await setPicture(request, target, [])));
      },
    });
  };
}

import { CurrentUserSchema, envelope } from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit-log.js';
import { requireAuth } from '../auth/guard.js';
import { readMultipart } from '../files/multipart.js';
import { recordFiles } from '../files/repository.js';
import { discardSaved, type SavedFile } from '../files/storage.js';
import { ok } from '../http/envelope.js';
import { invalidField } from '../http/errors.js';
import { responses } from '../http/responses.js';
import { contextOf } from '../resources/context.js';
import type { Services } from '../services.js';

/** A user's own profile picture: `media[0][file]` with `media[0][type]=profile`. */
export function pictureRoutes(services: Services) {
  const { db, config } = services;

  async function setPicture(request: FastifyRequest, saved: SavedFile[]) {
    const auth = requireAuth(request);
    const now = new Date().toISOString();
    const row = await db.transaction().execute(async (trx) => {
      const [newId = null] = await recordFiles(trx, saved, {
        resource: 'users',
        recordId: auth.user.id,
        createdBy: auth.user.id,
      });
      if (auth.user.pictureFileId !== null) {
        await trx
          .updateTable('files')
          .set({ deletedAt: now })
          .where('id', '=', auth.user.pictureFileId)
          .execute();
      }
      const updated = await trx
        .updateTable('users')
        .set({ pictureFileId: newId, updatedAt: now })
        .where('id', '=', auth.user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        resource: 'users',
        recordId: auth.user.id,
        action: 'picture',
        actorId: auth.user.id,
        requestId: request.id,
        before: { pictureFileId: auth.user.pictureFileId },
        after: { pictureFileId: newId },
      });
      return updated;
    });
    return services.users.currentUser(row, {
      // Role and institute named in `?locale=` (the interface's), else the user's own.
      locale: contextOf(request).locale,
      permissions: [...auth.permissions],
      withInstitute: true,
    });
  }

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = {
      tags: ['users'],
      response: responses(envelope(CurrentUserSchema), 400, 401, 413),
    };

    for (const method of ['PUT', 'POST'] as const) {
      r.route({
        method,
        url: '/users/current/picture',
        config: { access: 'authenticated' },
        schema,
        handler: async (request) => {
          const { media } = await readMultipart(request, config.uploadDir, 'profile');
          const picture = media[0];
          try {
            if (!picture || media.length > 1) throw invalidField('media[0][file]', 'onePicture');
            if (picture.category !== 'profile' && picture.category !== 'image') {
              throw invalidField('media[0][type]', 'pictureType');
            }
            return ok(await setPicture(request, [picture]));
          } catch (err) {
            await discardSaved(config.uploadDir, media);
            throw err;
          }
        },
      });
    }

    r.delete('/users/current/picture', {
      config: { access: 'authenticated' },
      schema,
      handler: async (request) => ok(await setPicture(request, [])),
    });
  };
}

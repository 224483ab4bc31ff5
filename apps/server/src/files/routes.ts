import fs from 'node:fs';
import path from 'node:path';
import { ErrorSchema, FileQuerySchema, IdParamsSchema } from '@caffee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound, unauthorized } from '../http/errors.js';
import { contextOf } from '../resources/context.js';
import type { Services } from '../services.js';
import { fileReadability } from './file-scope.js';
import type { LinkKind } from './links.js';

/** RFC 6266: an ASCII fallback and the UTF-8 name, so Amharic names survive. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `files/{id}` (the file, as an attachment) and `files/{id}/thumbnail`. A request needs a
 * valid signed link, or a bearer token with `files:read` and the right to read the file's
 * record (file-scope.ts); a file the caller may not read is as missing as one never stored.
 */
export function fileRoutes(services: Services) {
  const readable = fileReadability(services);
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    const serve = async (
      request: FastifyRequest<{
        Params: { id: number };
        Querystring: { exp?: number; sig?: string };
      }>,
      reply: FastifyReply,
      kind: LinkKind,
    ) => {
      const { id } = request.params;
      const signed = services.fileLinks.verify(id, kind, request.query.exp, request.query.sig);
      if (!signed) {
        if (!request.auth) throw unauthorized();
        if (!request.auth.permissions.has('files:read')) throw forbidden();
      }
      const row = await services.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      const stored = kind === 'thumbnail' ? row?.thumbnailName : row?.storageName;
      if (!row || !stored) throw notFound('File');
      // A signed link carries no user, so it cannot re-check scope: it is a capability
      // handed (for at most 7 hours) only to readers, inside the record's answer. It still
      // dies with the file or its record, and never serves an owner of an unknown kind.
      if (!(await readable(row, signed ? null : contextOf(request)))) throw notFound('File');
      const file = path.join(services.config.uploadDir, stored);
      if (!fs.existsSync(file)) throw notFound('File');
      return reply
        .header('content-type', kind === 'thumbnail' ? 'image/webp' : row.mediaType)
        .header(
          'content-disposition',
          contentDisposition(row.originalName, kind === 'thumbnail' ? 'inline' : 'attachment'),
        )
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, max-age=3600')
        .send(fs.createReadStream(file));
    };

    const schema = {
      tags: ['files'],
      description:
        'The stored file, with a signed link (`exp` and `sig`, as records give it) or a bearer ' +
        'token allowed to read its record.',
      // No bearer token needed with a signed link; with one, its permission is checked.
      security: [{}, { bearer: [] }] as Record<string, string[]>[],
      params: IdParamsSchema,
      querystring: FileQuerySchema,
      response: { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
    };
    // Public at the gate: the handler accepts a signed link or checks files:read itself.
    r.get(
      '/files/:id',
      {
        config: { access: 'public', answers: 'file' },
        schema: { ...schema, summary: 'Files: download one' },
      },
      (req, reply) => serve(req, reply, 'file'),
    );
    r.get(
      '/files/:id/thumbnail',
      {
        config: { access: 'public', answers: 'file' },
        schema: { ...schema, summary: 'Files: the small picture of an image' },
      },
      (req, reply) => serve(req, reply, 'thumbnail'),
    );
  };
}

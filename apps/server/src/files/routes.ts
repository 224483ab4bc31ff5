import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { ErrorSchema, FileQuerySchema, IdParamsSchema } from '@caffee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, HttpError, notFound, unauthorized } from '../http/errors.js';
import { contextOf } from '../records/context.js';
import type { Services } from '../services.js';
import { evaluate, type Representation } from './conditional.js';
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
      const rep = await representationOf(row, kind);
      if (!rep) throw notFound('File');
      const validators = {
        'accept-ranges': 'bytes',
        etag: rep.etag,
        'last-modified': rep.lastModified.toUTCString(),
        'cache-control': 'private, max-age=3600',
      };
      const answer = evaluate(request.headers, rep);
      if (answer.status === 304) return reply.code(304).headers(validators).send();
      if (answer.status === 416) {
        throw new HttpError(416, 'bad_request', 'The range asked for is outside the file', {
          ...validators,
          'content-range': `bytes */${rep.size}`,
        });
      }
      const range = answer.status === 206 ? answer.range : undefined;
      // HEAD: the headers alone, without fetching the content from the store. Fastify's HEAD
      // route keeps the Content-Length set below for a stream (an empty one), not for no body.
      // Read before any header is set, so content missing from the store is a plain 404.
      const body =
        request.method === 'HEAD' ? Readable.from([]) : await services.storage.read(stored, range);
      if (!body) throw notFound('File');
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${rep.size}`);
      }
      reply
        .headers(validators)
        .header('content-type', kind === 'thumbnail' ? 'image/webp' : row.mediaType)
        .header(
          'content-disposition',
          contentDisposition(row.originalName, kind === 'thumbnail' ? 'inline' : 'attachment'),
        )
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('content-length', range ? range.end - range.start + 1 : rep.size);
      return reply.send(body);
    };

    /**
     * The file's SHA-256 is a strong validator of its bytes. A thumbnail is written once under
     * its own generated name and never changed, so a digest of that name validates it; its
     * size is asked of the store (the row does not keep it), which also says it is there.
     */
    const representationOf = async (
      row: { sha256: string; size: number; createdAt: string; thumbnailName: string | null },
      kind: LinkKind,
    ): Promise<Representation | undefined> => {
      const lastModified = new Date(row.createdAt);
      if (kind === 'file') return { etag: `"${row.sha256}"`, lastModified, size: row.size };
      if (!row.thumbnailName) return undefined;
      const stat = await services.storage.stat(row.thumbnailName);
      if (!stat) return undefined;
      const digest = crypto.createHash('sha256').update(row.thumbnailName).digest('hex');
      return { etag: `"t${digest.slice(0, 40)}"`, lastModified, size: stat.size };
    };

    const schema = {
      tags: ['files'],
      description:
        'The stored file, with a signed link (`exp` and `sig`, as records give it) or a bearer ' +
        'token allowed to read its record. Answers one `Range` (206, or 416 outside the file; ' +
        'several ranges get the whole file), sends `ETag` and `Last-Modified`, and answers ' +
        '`If-None-Match`/`If-Modified-Since` with 304 and honours `If-Range`.',
      // No bearer token needed with a signed link; with one, its permission is checked.
      security: [{}, { bearer: [] }] as Record<string, string[]>[],
      params: IdParamsSchema,
      querystring: FileQuerySchema,
      response: { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 416: ErrorSchema },
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

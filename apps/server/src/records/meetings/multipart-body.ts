import type { FileCategory } from '@caffee/contract';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { ZodObject } from 'zod';
import { readMultipart } from '../../files/multipart.js';
import type { SavedFile } from '../../files/storage.js';
import { invalidField } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { coerceFormFields } from '../fields.js';

/**
 * Lets one of this domain's own routes take the seed's multipart shape as well as JSON:
 * files are saved (checked by content), fields become the body the route schema validates.
 * Files no write took are removed when the answer is sent (app.ts, `discardUnrecorded`).
 */
export function multipartInto(
  services: Services,
  schema: ZodObject,
  categories: readonly FileCategory[],
): preValidationHookHandler {
  return async (request) => {
    if (!request.isMultipart()) return;
    const fallback = categories[0] ?? 'downloadable';
    const { fields, media } = await readMultipart(request, services.storage, fallback);
    request.savedFiles = { files: media, recorded: false };
    const refused = media.find((f) => !categories.includes(f.category));
    if (refused) {
      throw invalidField('media', 'fileCategoryRefused', { category: refused.category });
    }
    request.body = coerceFormFields(schema, fields);
  };
}

/** Runs a write with the request's saved files; they are kept once it succeeded. */
export async function withUploads<T>(
  request: FastifyRequest,
  write: (files: SavedFile[]) => Promise<T>,
): Promise<T> {
  const result = await write(request.savedFiles?.files ?? []);
  if (request.savedFiles) request.savedFiles.recorded = true;
  return result;
}

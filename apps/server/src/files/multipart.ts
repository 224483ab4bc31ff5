import type { FileCategory } from '@caffee/contract';
import { FileCategorySchema, MAX_FILE_SIZE, MAX_FILES_PER_REQUEST } from '@caffee/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import qs from 'qs';
import { badRequest, HttpError, invalidField } from '../http/errors.js';
import { checkCategoryFits, discardSaved, saveUpload, type SavedFile } from './storage.js';
import type { Storage } from './store.js';

/** Limits @fastify/multipart enforces while streaming. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_SIZE,
  files: MAX_FILES_PER_REQUEST,
  fields: 200,
  fieldSize: 100 * 1024,
  parts: MAX_FILES_PER_REQUEST + 200,
  headerPairs: 100,
};

const MEDIA_FILE = /^media\[(\d{1,2})\]\[file\]$/;
const MEDIA_TYPE = /^media\[(\d{1,2})\]\[type\]$/;

export interface MultipartBody {
  /** The scalar fields, nested as bracket notation says (`title[om]` → `{ title: { om } }`). */
  fields: Record<string, unknown>;
  /** The saved files with their `media[i][type]` category. */
  media: SavedFile[];
}

/**
 * Reads the seed's multipart shape: `media[i][file]`, `media[i][type]` and scalar fields.
 * Files are saved (checked by content) as they stream; if anything is refused later, the
 * caller discards them.
 */
export async function readMultipart(
  request: FastifyRequest,
  store: Storage,
  defaultCategory: FileCategory,
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data');
  if (!hasBoundary(request.headers['content-type'])) {
    throw badRequest('A multipart/form-data body needs a boundary of 1 to 70 characters');
  }
  const pairs: [string, string][] = [];
  const types = new Map<string, string>();
  const saved: { index: string; file: SavedFile }[] = [];
  try {
    for await (const part of parsed(request, request.parts({ limits: MULTIPART_LIMITS }))) {
      if (part.type === 'file') {
        const index = MEDIA_FILE.exec(part.fieldname)?.[1];
        if (index === undefined) {
          part.file.resume();
          throw invalidField(part.fieldname, 'filesInMedia');
        }
        // The category may come before or after the file: if it is not known yet, the file is
        // checked against it once every part is read.
        const given = types.get(index);
        const file = await saveUpload(store, bytesOf(request, part.file), {
          filename: part.filename,
          category: given === undefined ? undefined : categoryOf(given, defaultCategory, index),
          field: part.fieldname,
        });
        saved.push({ index, file });
      } else {
        const value = String(part.value);
        const typeIndex = MEDIA_TYPE.exec(part.fieldname)?.[1];
        if (typeIndex !== undefined) types.set(typeIndex, value);
        else pairs.push([part.fieldname, value]);
      }
    }
    for (const s of saved) {
      s.file.category = categoryOf(types.get(s.index), defaultCategory, s.index);
      checkCategoryFits(s.file.category, s.file.mediaType, `media[${s.index}][file]`);
    }
  } catch (err) {
    await discardSaved(
      store,
      saved.map((s) => s.file),
    );
    throw err;
  }
  const fields = qs.parse(new URLSearchParams(pairs).toString(), {
    depth: 3,
    arrayLimit: 50,
    allowPrototypes: false,
  });
  return { fields, media: saved.map((s) => s.file) };
}

// RFC 2046's boundary: 1 to 70 of its characters, not ending in a space.
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** Whether a multipart Content-Type names a boundary the parser can look for. */
export function hasBoundary(contentType: string | undefined): boolean {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  return BOUNDARY.test(match?.[1] ?? match?.[2] ?? '');
}

/**
 * The parser's own failures (a body cut short, a missing or wrong boundary, a broken part)
 * are the client's: a 400, not a 500. Its limits and refusals are already 4xx and stay so;
 * a failure to store what arrived is not the body's fault and stays what it is.
 */
export function bodyError(request: FastifyRequest, err: unknown): unknown {
  if (err instanceof HttpError) return err;
  // A client gone mid-body is no malformed body: the error handler logs it as such.
  if (!request.raw.complete && request.raw.socket?.destroyed) return err;
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return badRequest('The multipart/form-data body is cut short or malformed');
}

/** The parts of the body; the parser's errors become `bodyError`s. */
export async function* parsed<T>(
  request: FastifyRequest,
  parts: AsyncIterable<T>,
): AsyncGenerator<T> {
  try {
    // Only the parser's errors land here: one thrown by the consumer's loop ends this
    // generator through `return`, not through this catch.
    for await (const part of parts) yield part;
  } catch (err) {
    throw bodyError(request, err);
  }
}

/**
 * A file part's bytes. The parser fails the part's stream when the body ends inside it;
 * a failure downstream (a full disk) destroys only this reader and stays a 5xx.
 */
function bytesOf(
  request: FastifyRequest,
  file: Readable & { truncated?: boolean },
): Readable & { truncated?: boolean } {
  const bytes: Readable & { truncated?: boolean } = Readable.from(
    (async function* () {
      try {
        for await (const chunk of file) yield chunk as Buffer;
      } catch (err) {
        throw bodyError(request, err);
      }
    })(),
    { objectMode: false },
  );
  // Busboy marks a file cut at the size limit; saveUpload answers 413 for it.
  Object.defineProperty(bytes, 'truncated', { get: () => file.truncated });
  return bytes;
}

function categoryOf(
  given: string | undefined,
  fallback: FileCategory,
  index: string,
): FileCategory {
  if (given === undefined) return fallback;
  const parsed = FileCategorySchema.safeParse(given);
  if (!parsed.success) throw invalidField(`media[${index}][type]`, 'unknownFileCategory');
  return parsed.data;
}

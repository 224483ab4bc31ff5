import type { FileCategory } from '@caffee/contract';
import { FileCategorySchema, MAX_FILE_SIZE, MAX_FILES_PER_REQUEST } from '@caffee/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import qs from 'qs';
import { badRequest, invalidField } from '../http/errors.js';
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
  const pairs: [string, string][] = [];
  const types = new Map<string, string>();
  const saved: { index: string; file: SavedFile }[] = [];
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const index = MEDIA_FILE.exec(part.fieldname)?.[1];
        if (index === undefined) {
          part.file.resume();
          throw invalidField(part.fieldname, 'filesInMedia');
        }
        // The category may come before or after the file: if it is not known yet, the file is
        // checked against it once every part is read.
        const given = types.get(index);
        const file = await saveUpload(store, part.file, {
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

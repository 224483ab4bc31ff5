import { z } from 'zod';
import { AuditEntrySchema } from './envelope.js';
import { FileSchema, type FileCategory } from './files.js';
import { listQuerySchema, readQuerySchema, type ListSpec } from './list-query.js';
import type { Resource } from './permissions.js';
import { TranslationsSchema } from './translation.js';
import { FIELD_ERRORS } from './field-errors.js';

/** Includes every record type offers. */
export const COMMON_INCLUDES = ['auditHistory', 'translations'] as const;

/**
 * One record type of the API, declared once: its path (also the permission prefix), the
 * shape it is read in, the bodies that create and update it, what its list offers, which
 * text fields are multilingual, and whether it has comments. Generic code on the server and
 * in the web app serves it from this declaration.
 */
export interface ResourceContract<
  R extends z.ZodObject = z.ZodObject,
  C extends z.ZodObject = z.ZodObject,
  U extends z.ZodObject = z.ZodObject,
> {
  path: Resource;
  record: R;
  create: C;
  update: U;
  list: ListSpec;
  translatable: readonly string[];
  comments: boolean;
  /**
   * File categories a create or update may carry as multipart `media[i][file]` and
   * `media[i][type]`; empty when the record has no files. Records with files answer
   * `files` on reads (and on lists with `includes[]=files`); an update may name
   * `removeFiles` (file ids) to take some away.
   */
  files: readonly FileCategory[];
}

export function defineResource<R extends z.ZodObject, C extends z.ZodObject, U extends z.ZodObject>(
  def: Omit<ResourceContract<R, C, U>, 'list' | 'files'> & {
    list: { filter: readonly string[]; sort: readonly string[]; includes?: readonly string[] };
    files?: readonly FileCategory[];
  },
): ResourceContract<R, C, U> {
  const files = def.files ?? [];
  const includes = [
    ...COMMON_INCLUDES,
    ...(files.length ? ['files'] : []),
    ...(def.list.includes ?? []),
  ];
  const update = files.length
    ? (def.update.extend({
        removeFiles: z.array(z.number().int().positive()).max(50).optional(),
      }) as unknown as U)
    : def.update;
  return { ...def, update, files, list: { ...def.list, includes } };
}

/** Fields every record answers with. */
export const recordBase = {
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.number().int().nullable(),
};

/** The read shape of a record with what `includes[]` may add. */
export function withCommonIncludes<R extends z.ZodObject>(record: R) {
  return record.extend({
    auditHistory: z.array(AuditEntrySchema).optional(),
    translations: z.record(z.string(), TranslationsSchema).optional(),
    files: z.array(FileSchema).optional(),
  });
}

export const listQueryOf = (r: ResourceContract) => listQuerySchema(r.list);
export const readQueryOf = (r: ResourceContract) => readQuerySchema(r.list.includes);

export const COMMENT_MAX_LENGTH = 4000;

export const CommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof CommentSchema>;
export const CommentBodySchema = z.object({
  body: z.string().trim().min(1, { message: FIELD_ERRORS.writeComment }).max(COMMENT_MAX_LENGTH),
});
// The seed's client sends its default `includes[]=auditHistory` with every list; comments
// accept it (their history is the parent record's 'comment' entries).
export const CommentsQuerySchema = listQuerySchema({
  filter: ['authorId', 'createdAt'],
  sort: ['id', 'createdAt'],
  includes: ['auditHistory'],
});

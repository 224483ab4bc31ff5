import { z } from 'zod';
import { AuditEntrySchema } from './envelope.js';
import { FileSchema } from './files.js';
import { filterFieldsOf } from './list-fields.js';
import { listQuerySchema, readQuerySchema } from './list-query.js';
import type { ResourceMeta } from './resource-meta.js';
import { TranslationsSchema } from './translation.js';
import { FIELD_ERRORS } from './field-errors.js';

/**
 * One record type of the API, declared once: what it is (its `ResourceMeta`: path, list,
 * multilingual fields, comments, files) and the shape it is read in and the bodies that create
 * and update it. Generic code on the server and in the web app serves it from this declaration.
 */
export interface ResourceContract<
  R extends z.ZodObject = z.ZodObject,
  C extends z.ZodObject = z.ZodObject,
  U extends z.ZodObject = z.ZodObject,
> extends ResourceMeta {
  record: R;
  create: C;
  update: U;
}

/** A record type's schemas beside its declaration; with files, an update may `removeFiles`. */
export function defineResource<R extends z.ZodObject, C extends z.ZodObject, U extends z.ZodObject>(
  meta: ResourceMeta,
  schemas: { record: R; create: C; update: U },
): ResourceContract<R, C, U> {
  // A reference's include reads `{ id, name }` unless the type's schema says more.
  const refs = Object.fromEntries(
    meta.fields
      .filter((f) => f.refField && !(f.refField in schemas.record.shape))
      .map((f) => [f.refField, NamedRefSchema.nullable().optional()]),
  );
  const record = schemas.record.extend(refs) as unknown as R;
  const update = meta.files.length
    ? (schemas.update.extend({
        removeFiles: z.array(z.number().int().positive()).max(50).optional(),
      }) as unknown as U)
    : schemas.update;
  return { ...meta, ...schemas, record, update };
}

/** A referenced record as a reader sees it: its id and its name in the reader's language. */
export const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** Fields every record answers with. */
export const recordBase = {
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.number().int().nullable(),
};

/**
 * What the caller may do to a record, on a read of one: the permission within the record
 * type's write scope (an institute user edits only their own institute), so screens offer
 * only what the server would do. State rules (a reviewed complaint) still answer 409.
 */
export const RecordAbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() });
export type RecordAbilities = z.infer<typeof RecordAbilitiesSchema>;

/** The read shape of a record with what `includes[]` may add. */
export function withCommonIncludes<R extends z.ZodObject>(record: R) {
  return record.extend({
    can: RecordAbilitiesSchema.optional(),
    auditHistory: z.array(AuditEntrySchema).optional(),
    translations: z.record(z.string(), TranslationsSchema).optional(),
    files: z.array(FileSchema).optional(),
  });
}

/** A record type's list query; every filter value is checked against its field's kind. */
export const listQueryOf = (r: ResourceContract) => listQuerySchema(r.list, filterFieldsOf(r));
export const readQueryOf = (r: ResourceMeta) => readQuerySchema(r.list.includes);

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

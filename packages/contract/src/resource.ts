import { z } from 'zod';
import { AuditEntrySchema } from './envelope.js';
import { FileSchema } from './file-schemas.js';
import { filterFieldsOf } from './list-fields.js';
import { listQuerySchema, readQuerySchema } from './list-query.js';
import { InstantSchema } from './dates.js';
import type { ResourceMeta } from './permissions.js';
import type { FieldDecl, FieldKind } from './resource-meta.js';
import { translatedInput, TranslationsSchema } from './translation.js';
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

/** Kinds that are lists or children of their own, written and read by the type's own code. */
const CHILD_KINDS: ReadonlySet<FieldKind> = new Set(['users', 'options', 'titles']);
const TEXT_MAX = 1000;
const LONG_TEXT_MAX = 50_000;

/** How a field reads: a text in the reader's language, an id, a value, null where empty. */
function readSchemaOf(f: FieldDecl): z.ZodType {
  const base: z.ZodType =
    f.kind === 'number' || f.kind === 'reference' || f.kind === 'kebele'
      ? z.number().int()
      : f.kind === 'boolean'
        ? z.boolean()
        : f.kind === 'enum'
          ? z.enum(f.values as [string, ...string[]])
          : z.string();
  return f.required || f.kind === 'boolean' ? base : base.nullable();
}

/** How a create gives a field; an update gives any of them (the same, partial). */
function writeSchemaOf(f: FieldDecl): z.ZodType {
  const max = f.max ?? (f.kind === 'longText' ? LONG_TEXT_MAX : TEXT_MAX);
  let base: z.ZodType;
  switch (f.kind) {
    case 'number':
      base = z.number().int();
      break;
    case 'reference':
    case 'kebele':
      base = z.number().int().positive();
      break;
    case 'boolean':
      return z.boolean().optional();
    case 'enum':
      base = z.enum(f.values as [string, ...string[]]);
      break;
    case 'date':
    case 'datetime':
      base = InstantSchema;
      break;
    default:
      base = f.translatable
        ? translatedInput(max)
        : f.required
          ? z.string().trim().min(1, { message: FIELD_ERRORS.required }).max(max)
          : z.string().trim().max(max);
  }
  return f.required ? base : base.nullable().optional();
}

/**
 * The read, create and update schemas a declaration implies, for record types with no rule
 * of their own beyond their fields' kinds (categories, publications...). Fields filled by
 * includes (names, counts) and read-only ones are not written.
 */
export function schemasOf(meta: ResourceMeta) {
  const record: Record<string, z.ZodType> = { ...recordBase };
  const create: Record<string, z.ZodType> = {};
  for (const f of meta.fields) {
    if (CHILD_KINDS.has(f.kind) || meta.list.includes.includes(f.name) || f.name in recordBase) {
      continue;
    }
    record[f.name] = readSchemaOf(f);
    if (!f.readOnly) create[f.name] = writeSchemaOf(f);
  }
  // No `.default()` in a create: a default would also fill an update that leaves it out.
  // Strict: a field the type does not take is refused (422 naming it), never dropped.
  const createSchema = z.strictObject(create);
  return { record: z.object(record), create: createSchema, update: createSchema.partial() };
}

/**
 * A record type's schemas beside its declaration: derived from its fields unless the type
 * gives its own; with files, an update may `removeFiles`.
 */
export function defineResource<
  R extends z.ZodObject = z.ZodObject,
  C extends z.ZodObject = z.ZodObject,
  U extends z.ZodObject = z.ZodObject,
>(meta: ResourceMeta, given?: { record: R; create: C; update: U }): ResourceContract<R, C, U> {
  const schemas = given ?? (schemasOf(meta) as unknown as { record: R; create: C; update: U });
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
/**
 * What the reader may do to a record: their permission, within the type's write scope and its
 * own rules (`comment`: false on a locked forum topic, whatever the permission).
 */
export const RecordAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  comment: z.boolean(),
});
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
export const listQueryOf = (r: ResourceContract) =>
  listQuerySchema({ ...r.list, includes: [...r.list.includes, ...r.longTexts] }, filterFieldsOf(r));
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
export const CommentBodySchema = z.strictObject({
  body: z.string().trim().min(1, { message: FIELD_ERRORS.writeComment }).max(COMMENT_MAX_LENGTH),
});
// The seed's client sends its default `includes[]=auditHistory` with every list; comments
// accept it (their history is the parent record's 'comment' entries).
export const CommentsQuerySchema = listQuerySchema({
  filter: ['authorId', 'createdAt'],
  sort: ['id', 'createdAt'],
  includes: ['auditHistory'],
});

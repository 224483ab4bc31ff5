import { z } from 'zod';

export const PaginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  pageCount: z.number().int().min(0),
  /**
   * Opaque keyset cursors: send `pagination[after]=<next>` for the following page or
   * `pagination[before]=<prev>` for the previous one; absent at either end of the list.
   */
  next: z.string().optional(),
  prev: z.string().optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** Every success answer: `{ payload, _attributes }`, as the seed's client reads it. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({
    payload,
    _attributes: z.object({ pagination: PaginationSchema.optional() }),
  });
}

/** A page of records with its pagination. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    payload: z.array(item),
    _attributes: z.object({ pagination: PaginationSchema }),
  });
}

export type Envelope<T> = { payload: T; _attributes: { pagination?: Pagination } };
export type ListEnvelope<T> = { payload: T[]; _attributes: { pagination: Pagination } };

/** One entry of a record's history (`includes[]=auditHistory`). */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.number().int().nullable(),
  /** The actor's name as it is now; null for the system or a deleted account. */
  actorName: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

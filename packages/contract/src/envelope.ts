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

/**
 * Every action the server writes into a record's history (the server's `recordAudit` takes
 * only these), so that the web app can name each one in words.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'comment',
  // A complaint's workflow step is named by the status it goes to (its `COMPLAINT_STATUSES`).
  'submitted',
  'in_review',
  'resolved',
  'rejected',
  'agenda',
  'agenda-item-create',
  'agenda-item-update',
  'agenda-item-delete',
  'invitees',
  'minutes',
  'record',
  'members',
  'answer',
  'respond',
  // A reminder sent to those who have not answered a question or survey due soon.
  'remind',
  // A survey made to open later opened to its audience.
  'open',
  // A survey's draft published; a question added to or removed from a survey.
  'publish',
  'question-add',
  'question-remove',
  'permissions',
  'register',
  'activate',
  'disable',
  'picture',
  'password_change',
  'password_reset',
  'password_reset_sent',
  'logout_everywhere',
  // On the importer's own account: an import of theirs committed (what it wrote, `ImportDone`).
  'import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of a record's history (`includes[]=auditHistory`). */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.number().int().nullable(),
  /** The actor's name as it is now; null for the system or a deleted account. */
  actorName: z.string().nullable(),
  /**
   * `{ field: [before, after] }` as stored: a multilingual field by its columns (`titleOm`,
   * `titleEn`, `titleAm`), a register's line as `user<id>`, an agenda item as
   * `agendaItem<id>` (its titles in the values).
   */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  /**
   * The names, in the reader's language, of what the changes point at: `{ field: { id: name } }`
   * for a reference (`groupId`), a list of people (`invitees`), a register's line (`user12`)
   * or a file (`minutesFileId`). Absent when nothing needs naming.
   */
  names: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  /** The file an import read the change from (`members.xlsx`); absent for other changes. */
  source: z.string().optional(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

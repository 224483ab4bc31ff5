import { z } from 'zod';
import { FIELD_ERROR_CODES, type FieldErrorCode, type FieldIssue } from './field-errors.js';

/**
 * One refused field of a 422 answer, machine-readable. Here, not beside the codes in
 * field-errors.ts, which the sign-in page reads without loading zod (issue 41).
 */
export const FieldIssueSchema = z.object({
  field: z.string(),
  code: z.enum(FIELD_ERROR_CODES as [FieldErrorCode, ...FieldErrorCode[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}) satisfies z.ZodType<FieldIssue>;

/** Any 4xx/5xx answer other than a validation failure. */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** A 409 about one field's value (another record has it): that field, as a 422 names it. */
  details: z.array(FieldIssueSchema).optional(),
  /**
   * A 404 for a record that was deleted (a meeting: cancelled), told only to a reader who
   * could read it: when, and its name in their language.
   */
  deleted: z.object({ at: z.string(), name: z.string().optional() }).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/**
 * A 422 answer: `errors` is a list of single-field objects (`[{ email: 'Required' }]`),
 * the shape the seed's client reads for every resource; `details` says the same as codes
 * with their values (FIELD_ERRORS), for a client to show in its reader's language.
 */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.record(z.string(), z.string())),
  details: z.array(FieldIssueSchema).optional(),
  requestId: z.string().optional(),
});
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** Machine-readable codes the server puts in `code`, so clients can translate them. */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'token_expired',
  'invalid_credentials',
  'account_pending',
  'account_disabled',
  'forbidden',
  'not_found',
  'conflict',
  /** A step repeated by mistake that was already taken (a complaint's review started twice). */
  'already_done',
  /** A comment on a record that takes none now (a locked forum topic). */
  'comments_closed',
  'validation_failed',
  'invalid_token',
  'payload_too_large',
  'too_many_requests',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

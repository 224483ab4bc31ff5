import { ErrorSchema, ValidationErrorSchema } from '@caffee/contract';
import type { z } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** A route's response schemas: its 200 answer, 422, and the listed error statuses. */
export function responses<T extends z.ZodType>(success: T, ...errors: ErrorStatus[]) {
  const out: Record<number, z.ZodType> = { 200: success, 422: ValidationErrorSchema };
  for (const status of errors) out[status] = ErrorSchema;
  return out as { 200: T } & Record<number, z.ZodType>;
}

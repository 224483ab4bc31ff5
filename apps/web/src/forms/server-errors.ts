import { FieldIssueSchema } from '@caffee/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { encodeFieldMessage } from './field-message';

/**
 * The per-field messages of a 422 body, keeping only the first of each field as the seed
 * does: from `details` as translatable keys (`fieldErrors.<code>`) where the server gave a
 * code this app knows, else the server's own text from `errors: [{ email: '…' }, …]`.
 */
export function firstFieldErrors(error: unknown): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof error !== 'object' || error === null) return result;
  const { details, errors } = error as { details?: unknown; errors?: unknown };
  for (const entry of Array.isArray(details) ? details : []) {
    const issue = FieldIssueSchema.safeParse(entry);
    if (!issue.success || result.has(issue.data.field)) continue;
    const { field, code, params } = issue.data;
    result.set(field, encodeFieldMessage(`fieldErrors.${code}`, params));
  }
  for (const entry of Array.isArray(errors) ? errors : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    for (const [field, message] of Object.entries(entry as Record<string, unknown>)) {
      if (!result.has(field) && typeof message === 'string') result.set(field, message);
    }
  }
  return result;
}

/** Shows a 422 body's messages on the form's fields; false when none matched a field. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const [field, message] of firstFieldErrors(error)) {
    const name = fields.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

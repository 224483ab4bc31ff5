import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The per-field messages of a 422 body (`errors: [{ email: '…' }, …]`), keeping only the
 * first message of each field as the seed does.
 */
export function firstFieldErrors(error: unknown): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof error !== 'object' || error === null || !('errors' in error)) return result;
  const { errors } = error;
  if (!Array.isArray(errors)) return result;
  for (const entry of errors) {
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

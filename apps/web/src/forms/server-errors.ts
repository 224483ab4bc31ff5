import { FIELD_ERRORS } from '@caffee/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readFieldErrors } from './read-field-errors';

const isFieldErrorCode = (code: string) => Object.hasOwn(FIELD_ERRORS, code);

/** The first message of each field of a 422 body (see `readFieldErrors`), codes of the contract. */
export function firstFieldErrors(error: unknown): Map<string, string> {
  return readFieldErrors(error, isFieldErrorCode);
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

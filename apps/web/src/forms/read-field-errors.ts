import { encodeFieldMessage } from './field-message';

type FieldParams = Record<string, string | number>;

const isParams = (value: unknown): value is FieldParams =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/** One `details` entry of a 422 body, when it is well formed and its code is one `isKnownCode` accepts. */
function fieldIssue(entry: unknown, isKnownCode: (code: string) => boolean) {
  if (typeof entry !== 'object' || entry === null) return null;
  const { field, code, params } = entry as Record<string, unknown>;
  if (typeof field !== 'string' || typeof code !== 'string' || !isKnownCode(code)) return null;
  if (params !== undefined && !isParams(params)) return null;
  return { field, code, params };
}

/**
 * The per-field messages of a 422 body, keeping only the first of each field as the seed
 * does: from `details` as translatable keys (`fieldErrors.<code>`) where the server gave a
 * code this page knows, else the server's own text from `errors: [{ email: '…' }, …]`.
 * Without zod, so the light sign-in page can use it too.
 */
export function readFieldErrors(
  error: unknown,
  isKnownCode: (code: string) => boolean,
): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof error !== 'object' || error === null) return result;
  const { details, errors } = error as { details?: unknown; errors?: unknown };
  for (const entry of Array.isArray(details) ? details : []) {
    const issue = fieldIssue(entry, isKnownCode);
    if (!issue || result.has(issue.field)) continue;
    result.set(issue.field, encodeFieldMessage(`fieldErrors.${issue.code}`, issue.params));
  }
  for (const entry of Array.isArray(errors) ? errors : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    for (const [field, message] of Object.entries(entry as Record<string, unknown>)) {
      if (!result.has(field) && typeof message === 'string') result.set(field, message);
    }
  }
  return result;
}

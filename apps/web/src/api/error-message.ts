import { FIELD_ERRORS, type ErrorCode } from '@caffee/contract';

/** The seed's rejection when a request got no answer at all (server down, network gone). */
export const WRONG_SERVICES = 'Wrong Services';
/** A write's rejection when it got no answer: the reader must know it was not saved. */
export const NOT_SENT = 'Not Sent';

const CODE_KEYS: Record<ErrorCode, string> = {
  bad_request: 'errors.badRequest',
  unauthorized: 'errors.unauthorized',
  token_expired: 'errors.unauthorized',
  invalid_credentials: 'errors.invalidCredentials',
  account_pending: 'errors.accountPending',
  account_disabled: 'errors.accountDisabled',
  forbidden: 'errors.forbidden',
  not_found: 'errors.notFound',
  conflict: 'errors.conflict',
  already_done: 'errors.alreadyDone',
  comments_closed: 'errors.commentsClosed',
  validation_failed: 'errors.validation',
  invalid_token: 'errors.invalidToken',
  payload_too_large: 'errors.payloadTooLarge',
  too_many_requests: 'errors.tooManyRequests',
  service_unavailable: 'errors.serviceUnavailable',
  internal_error: 'errors.internal',
};

/** The `code` of an API error body, when it is one the contract knows. */
export function errorCode(error: unknown): ErrorCode | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' && code in CODE_KEYS ? (code as ErrorCode) : null;
}

/** The catalogue key of a 409's field issue (`details`), when it needs no values. */
function conflictFieldKey(error: unknown): string | null {
  const { details } = error as { details?: unknown };
  const first: unknown = Array.isArray(details) ? details[0] : undefined;
  if (typeof first !== 'object' || first === null) return null;
  const { code, params } = first as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || params !== undefined) return null;
  return Object.hasOwn(FIELD_ERRORS, code) ? `fieldErrors.${code}` : null;
}

/** The i18n key that explains a rejected API call to the user, never raw server text. */
export function errorMessageKey(error: unknown): string {
  if (error === WRONG_SERVICES) return 'errors.network';
  if (error === NOT_SENT) return 'errors.notSent';
  const code = errorCode(error);
  // A conflict about one field's value says which (a register already kept for that day).
  const field = code === 'conflict' ? conflictFieldKey(error) : null;
  if (field) return field;
  if (code) return CODE_KEYS[code];
  // A rate limiter in front of the API may answer 429 without the contract's code.
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    if (error.statusCode === 429) return CODE_KEYS.too_many_requests;
  }
  if (typeof error === 'object' && error !== null && 'errors' in error)
    return CODE_KEYS.validation_failed;
  return 'errors.unknown';
}

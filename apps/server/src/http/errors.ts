import type { ErrorCode } from '@caffee/contract';

/** An error that becomes a 4xx/5xx answer `{ message, code }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A 422 whose `errors` list names each failing field. */
export class FieldValidationError extends HttpError {
  constructor(readonly fields: Record<string, string>[]) {
    super(422, 'validation_failed', 'Validation failed');
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = (
  message = 'Authentication required',
  code: ErrorCode = 'unauthorized',
) => new HttpError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'Record') => new HttpError(404, 'not_found', `${what} not found`);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const invalidField = (field: string, message: string) =>
  new FieldValidationError([{ [field]: message }]);

import {
  fieldErrorText,
  type ErrorCode,
  type FieldErrorCode,
  type FieldErrorParams,
  type FieldIssue,
} from '@caffee/contract';

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

/** A 422 naming each refused field with a code from the contract's FIELD_ERRORS. */
export class FieldValidationError extends HttpError {
  constructor(
    readonly issues: FieldIssue[],
    message = 'Validation failed',
  ) {
    super(422, 'validation_failed', message);
  }
}

/** One refused field; `params` fill the code's `{{values}}`. */
export const fieldIssue = (
  field: string,
  code: FieldErrorCode,
  params?: FieldErrorParams,
): FieldIssue => (params ? { field, code, params } : { field, code });

/** The seed's `errors` list (`[{ field: 'English text' }]`) of some issues. */
export const issueTexts = (issues: FieldIssue[]): [string, string][] =>
  issues.map((i) => [i.field, fieldErrorText(i.code, i.params)]);

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = (
  message = 'Authentication required',
  code: ErrorCode = 'unauthorized',
) => new HttpError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'Record') => new HttpError(404, 'not_found', `${what} not found`);
/**
 * A record that was there and was deleted, asked for by one who could read it: a 404 as for
 * any missing record, that also says when it went and what it was called.
 */
export class RecordDeletedError extends HttpError {
  constructor(
    readonly at: string,
    readonly recordName: string | undefined,
  ) {
    super(404, 'not_found', 'Record deleted');
  }
}
export const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** A 409 about one field's value: the answer names the field, as a 422 does. */
export class FieldConflictError extends HttpError {
  constructor(
    readonly issue: FieldIssue,
    message: string,
  ) {
    super(409, 'conflict', message);
  }
}
/** A new comment on a record that takes none now (a locked forum topic). */
export const commentsClosed = (message: string) => new HttpError(409, 'comments_closed', message);
export const invalidField = (field: string, code: FieldErrorCode, params?: FieldErrorParams) =>
  new FieldValidationError([fieldIssue(field, code, params)]);

import {
  fieldErrorText,
  FILTER_OPERATORS,
  LIST_FIELD_PARTS,
  schemaIssueCode,
  type FieldIssue,
} from '@caffee/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import {
  FieldConflictError,
  FieldValidationError,
  HttpError,
  issueTexts,
  RecordDeletedError,
} from './errors.js';

/** `/filter/status` → `filter.status`; a root failure names the part (`body`). */
function fieldName(issue: ZodFastifySchemaValidationError, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

const UNKNOWN_FIELD = fieldErrorText('unknownField');

/**
 * zod reports a strict object's unknown keys once, on the object, as `Unrecognized keys`:
 * one issue per key instead, each naming its field (`title.fr`), so a client shows it where
 * it belongs. A multilingual text (a string or an object of languages) reports them inside
 * its union, on the alternative the value was meant for.
 */
function unknownFieldIssues(
  issues: ZodFastifySchemaValidationError[],
): ZodFastifySchemaValidationError[] {
  return issues.flatMap((issue) => {
    const params = issue.params as { keys?: unknown; errors?: unknown };
    let at = issue.instancePath;
    let keys = issue.keyword === 'unrecognized_keys' ? params.keys : undefined;
    if (issue.keyword === 'invalid_union' && Array.isArray(params.errors)) {
      const meant = (params.errors as { code: string; path: PropertyKey[]; keys?: unknown }[][])
        .flat()
        .find((i) => i.code !== 'invalid_type');
      if (meant?.code === 'unrecognized_keys') {
        at = [at, ...meant.path.map(String)].join('/').replace(/\/+/g, '/');
        keys = meant.keys;
      }
    }
    if (!Array.isArray(keys)) return [issue];
    return keys.map((key) => ({
      ...issue,
      keyword: 'unrecognized_keys',
      instancePath: `${at.replace(/\/$/, '')}/${String(key)}`,
      message: UNKNOWN_FIELD,
      params: {},
    }));
  });
}

/** The raw value at a validation issue's path (zod's issues do not carry it). */
function valueAt(data: unknown, path: string[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A filter, sorting or includes field the list does not know, or a filter value its field
 * cannot hold, is a bad request (400), not bad data: the message names the field.
 */
function listFieldProblem(
  issues: ZodFastifySchemaValidationError[],
  context: string | undefined,
  query: unknown,
): string | undefined {
  if (context !== 'querystring') return undefined;
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').split('/');
    const [part, key] = path;
    if (!LIST_FIELD_PARTS.includes(part as (typeof LIST_FIELD_PARTS)[number])) continue;
    const keys = (issue.params as { keys?: string[] }).keys?.join(', ');
    // The contract's own check (filterProblem) words its message whole.
    if (issue.keyword === 'custom' && issue.message) return issue.message;
    if (key === undefined) return `Unknown ${part} field: ${keys ?? issue.message}`;
    if (part === 'includes') {
      // `includes=x` (no brackets) arrives as a string, checked as the list ['x'].
      return `Unknown includes field: ${String(valueAt(query, path) ?? valueAt(query, [part]))}`;
    }
    if (part === 'sorting') return `Sorting ${key} expects asc or desc`;
    if (keys) return `Filter ${key} has no operator ${keys}`;
    if (issue.keyword === 'invalid_union') {
      return `Filter ${key} takes a value, a list of values or operators (${FILTER_OPERATORS.join(', ')})`;
    }
    return `Invalid filter ${key}: ${issue.message ?? 'invalid value'}`;
  }
  return undefined;
}

// Failures that say the database cannot be reached right now, not that the request is wrong:
// socket errors while connecting or mid-query, pg's own words for a dropped connection or a
// connect timeout, PostgreSQL's connection-exception (08…), shutting-down / starting-up
// (57P01-57P03) and too-many-connections (53300) states, and SQLite still locked after its
// busy timeout. The client may retry them as they are, so they are a 503, not a 500. The
// socket errors are the file store's (an S3 bucket out of reach) too, and mean the same.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'SQLITE_BUSY',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_SQLSTATE_CLASS = /^08[0-9A-Z]{3}$/;
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended)/;

/** Whether an error (or one it wraps) means the database is unavailable for now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE_CLASS.test(code)) return true;
    }
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** The first issue of each field, as `errors` keeps the first message. */
function firstPerField(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => !seen.has(i.field) && Boolean(seen.add(i.field)));
}

/** Keeps the first message per field, as the seed's client does. */
export function fieldErrors(entries: [string, string][]): Record<string, string>[] {
  const seen = new Set<string>();
  const out: Record<string, string>[] = [];
  for (const [field, message] of entries) {
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ [field]: message });
  }
  return out;
}

/** One answer shape for every failure: `{ message, code }`, or the 422 list. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const requestId = request.id;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = (err as { validationContext?: string }).validationContext;
      const problem = listFieldProblem(err.validation, context, request.query);
      if (problem) {
        return reply.code(400).send({ message: problem, code: 'bad_request', requestId });
      }
      const issues = unknownFieldIssues(err.validation);
      const errors = fieldErrors(
        issues.map((i) => [fieldName(i, context), i.message ?? 'Invalid value']),
      );
      const details = firstPerField(
        issues.map((i) => ({
          field: fieldName(i, context),
          ...schemaIssueCode({ ...i.params, code: i.keyword, message: i.message }),
        })),
      );
      return reply.code(422).send({ message: 'Validation failed', errors, details, requestId });
    }
    if (err instanceof FieldValidationError) {
      return reply.code(422).send({
        message: err.message,
        errors: fieldErrors(issueTexts(err.issues)),
        details: firstPerField(err.issues),
        requestId,
      });
    }
    if (err instanceof FieldConflictError) {
      return reply
        .code(409)
        .send({ message: err.message, code: err.code, details: [err.issue], requestId });
    }
    if (err instanceof RecordDeletedError) {
      const { at, recordName: name } = err;
      const deleted = name === undefined ? { at } : { at, name };
      return reply.code(404).send({ message: err.message, code: err.code, deleted, requestId });
    }
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ message: err.message, code: err.code, requestId });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply
        .code(500)
        .send({ message: 'Internal server error', code: 'internal_error', requestId });
    }
    // The client went away in the middle of its body (an upload cut off by body-idle.ts, or
    // abandoned): the stream's reset is no database failure, and nobody is left to answer.
    if (!request.raw.complete && request.raw.socket?.destroyed) {
      request.log.info({ err: err.message }, 'request body cut short: the client is gone');
      return reply
        .code(400)
        .send({ message: 'The request body did not arrive whole', code: 'bad_request', requestId });
    }
    if ((err.statusCode ?? 500) >= 500 && isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database or file store unavailable');
      return reply.code(503).header('retry-after', '5').send({
        message: 'The service is briefly unavailable: try again in a moment',
        code: 'service_unavailable',
        requestId,
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply
        .code(500)
        .send({ message: 'Internal server error', code: 'internal_error', requestId });
    }
    // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, ...
    const code =
      status === 413 ? 'payload_too_large' : status === 429 ? 'too_many_requests' : 'bad_request';
    return reply.code(status).send({ message: err.message, code, requestId });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      code: 'not_found',
      requestId: request.id,
    });
  });
}

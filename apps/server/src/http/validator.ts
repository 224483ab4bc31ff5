import { INT_MAX, INT_MIN } from '@caffee/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { badRequest, FieldValidationError, fieldIssue } from './errors.js';

/** A place in a request part: the key of a value under its parent. */
interface Step {
  parent: Step | undefined;
  key: string | number;
}

function pathOf(step: Step | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at; at = at.parent) path.unshift(at.key);
  return path;
}

interface Refusal {
  at: Step | undefined;
  reason: 'nul' | 'tooBig' | 'tooSmall';
}

function refusalOf(value: unknown, numbers: boolean): Refusal['reason'] | undefined {
  if (typeof value === 'string') return value.includes('\0') ? 'nul' : undefined;
  if (!numbers || typeof value !== 'number') return undefined;
  return value > INT_MAX ? 'tooBig' : value < INT_MIN ? 'tooSmall' : undefined;
}

/**
 * The first value of a request part that no column can hold: text with a NUL character
 * (PostgreSQL refuses it in text, SQLite keeps it), in a value or a key, and in a body a
 * number past the 32-bit integer columns. Walked without recursion or path copies, so a
 * deeply nested body costs its size, not a stack overflow.
 */
function firstRefusal(data: unknown, numbers: boolean): Refusal | undefined {
  const stack: { value: unknown; at: Step | undefined }[] = [{ value: data, at: undefined }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, at } = item;
    const reason = refusalOf(value, numbers);
    if (reason) return { at, reason };
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    const entries = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    for (const [key, child] of entries.reverse()) {
      const step = { parent: at, key };
      if (typeof key === 'string' && key.includes('\0')) return { at: step, reason: 'nul' };
      stack.push({ value: child, at: step });
    }
  }
  return undefined;
}

const PART_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/** `filter[name][like]`, as the query string names it. */
const bracketName = ([first, ...rest]: (string | number)[]) =>
  `${first ?? ''}${rest.map((k) => `[${k}]`).join('')}`;

/** A body's refused field is a 422 naming it; a query, path or header value is a 400. */
function refusalError(refusal: Refusal, part: string | undefined): Error {
  const path = pathOf(refusal.at);
  if (part !== 'body') {
    return badRequest(
      `The ${PART_NAMES[part ?? ''] ?? 'value'} ${bracketName(path)} contains a NUL character`,
    );
  }
  const field = path.join('.') || 'body';
  if (refusal.reason === 'nul') {
    return new FieldValidationError(
      [fieldIssue(field, 'invalid')],
      `${field} contains a NUL character (\\u0000)`,
    );
  }
  return new FieldValidationError([
    refusal.reason === 'tooBig'
      ? fieldIssue(field, 'tooBig', { max: INT_MAX })
      : fieldIssue(field, 'tooSmall', { min: INT_MIN }),
  ]);
}

/**
 * The zod validator, behind one check every route shares (one place instead of a rule in
 * every schema): values no database column can hold are refused before the schema runs,
 * so SQLite and PostgreSQL answer alike and nothing reaches SQL to fail there with a 500.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const numbers = route.httpPart === 'body';
  return (data: unknown) => {
    const refusal = firstRefusal(data, numbers);
    return refusal ? { error: refusalError(refusal, route.httpPart) } : validate(data);
  };
};

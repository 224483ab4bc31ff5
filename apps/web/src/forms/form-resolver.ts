import { schemaIssueCode } from '@caffee/contract';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { encodeFieldMessage } from './field-message';

type Issue = z.core.$ZodIssue;

/** Extra keys for format (regex) failures per field, e.g. `{ phone: 'validation.phone' }`. */
export type FormatKeys = Partial<Record<string, string>>;

/** The catalogue's key for an issue the cases below do not name (FIELD_ERRORS). */
function catalogued(issue: Issue): string {
  const { code, params } = schemaIssueCode(issue);
  return encodeFieldMessage(`fieldErrors.${code}`, params);
}

/**
 * The i18n message of a zod issue. The contract's schemas carry English messages; those
 * are ignored in favour of keys chosen from the issue's code and bounds, or the catalogue
 * key the contract's message stands for.
 */
export function issueMessage(issue: Issue, formatKeys: FormatKeys = {}): string {
  const field = issue.path.join('.');
  switch (issue.code) {
    case 'invalid_type':
      return encodeFieldMessage('validation.required');
    case 'too_small':
      if (issue.origin !== 'string') return catalogued(issue);
      return Number(issue.minimum) <= 1
        ? encodeFieldMessage('validation.required')
        : encodeFieldMessage('validation.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? encodeFieldMessage('validation.tooLong', { max: Number(issue.maximum) })
        : catalogued(issue);
    case 'invalid_format':
      if (issue.format === 'email') return encodeFieldMessage('validation.email');
      return formatKeys[field] ? encodeFieldMessage(formatKeys[field]) : catalogued(issue);
    case 'custom':
      // Refinements written for forms put their i18n key in the message.
      return issue.message.startsWith('validation.') ? issue.message : catalogued(issue);
    default:
      return catalogued(issue);
  }
}

// Text inputs report '' for "nothing typed"; optional schema fields expect undefined.
function blankToUndefined(values: FieldValues): FieldValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ]),
  );
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value at an issue's path, or undefined where the path leads nowhere. */
function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let value = values;
  for (const name of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[String(name)];
  }
  return value;
}

/**
 * A check that fails on nothing given (a select left empty: zod says its value is not one of
 * the options) means the field is required; a refinement keeps its own words.
 */
function messageOf(issue: Issue, input: FieldValues, formatKeys: FormatKeys): string {
  if (issue.code !== 'custom' && isBlank(valueAt(input, issue.path))) {
    return encodeFieldMessage('validation.required');
  }
  return issueMessage(issue, formatKeys);
}

/**
 * Where an issue shows: a failure of a group of inputs (a multilingual text is an object
 * of languages) goes to its first input, so that input is marked invalid and focused.
 */
function inputPath(values: FieldValues, path: readonly PropertyKey[]): string {
  const names = path.map(String);
  let value: unknown = values;
  for (const name of names) value = (value as Record<string, unknown> | undefined)?.[name];
  const isGroup = typeof value === 'object' && value !== null && !Array.isArray(value);
  const first = isGroup ? Object.keys(value as object)[0] : undefined;
  return [...names, ...(first === undefined ? [] : [first])].join('.');
}

/**
 * A react-hook-form resolver (like `zodResolver`) for the contract's zod schemas, with
 * translatable messages: the first issue of each field becomes its error.
 */
export function formResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  formatKeys: FormatKeys = {},
  /** Where an issue's path is shown, when the form shows it under another name. */
  shownAt: (path: string) => string = (path) => path,
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const input = blankToUndefined(values);
    const result = await schema.safeParseAsync(input);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = Object.create(null);
    for (const issue of result.error.issues) {
      const name = shownAt(inputPath(values, issue.path));
      errors[name] ??= { type: issue.code, message: messageOf(issue, input, formatKeys) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

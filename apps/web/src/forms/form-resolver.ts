import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { encodeFieldMessage } from './field-message';

type Issue = z.core.$ZodIssue;

/** Extra keys for format (regex) failures per field, e.g. `{ phone: 'validation.phone' }`. */
export type FormatKeys = Partial<Record<string, string>>;

/**
 * The i18n message of a zod issue. The contract's schemas carry English messages; those
 * are ignored in favour of keys chosen from the issue's code and bounds.
 */
export function issueMessage(issue: Issue, formatKeys: FormatKeys = {}): string {
  const field = issue.path.join('.');
  switch (issue.code) {
    case 'invalid_type':
      return encodeFieldMessage('validation.required');
    case 'too_small':
      if (issue.origin !== 'string') return encodeFieldMessage('validation.invalid');
      return Number(issue.minimum) <= 1
        ? encodeFieldMessage('validation.required')
        : encodeFieldMessage('validation.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? encodeFieldMessage('validation.tooLong', { max: Number(issue.maximum) })
        : encodeFieldMessage('validation.invalid');
    case 'invalid_format':
      if (issue.format === 'email') return encodeFieldMessage('validation.email');
      return encodeFieldMessage(formatKeys[field] ?? 'validation.invalid');
    case 'custom':
      // Refinements written for forms put their i18n key in the message.
      return issue.message.startsWith('validation.')
        ? issue.message
        : encodeFieldMessage('validation.invalid');
    default:
      return encodeFieldMessage('validation.invalid');
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

/**
 * A react-hook-form resolver (like `zodResolver`) for the contract's zod schemas, with
 * translatable messages: the first issue of each field becomes its error.
 */
export function formResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  formatKeys: FormatKeys = {},
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(blankToUndefined(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = Object.create(null);
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: issue.code, message: issueMessage(issue, formatKeys) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

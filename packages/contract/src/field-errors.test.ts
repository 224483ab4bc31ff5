import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmailSchema } from './auth.js';
import { fieldErrorText, schemaIssueCode } from './field-errors.js';
import { translatedInput } from './translation.js';

const codeOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return schemaIssueCode(result.error.issues[0]!);
};

describe('schemaIssueCode', () => {
  it('names the kind of check and its bound', () => {
    expect(codeOf(z.string().min(3), 'ab')).toEqual({ code: 'tooShort', params: { min: 3 } });
    expect(codeOf(z.string().min(1), '')).toEqual({ code: 'required' });
    expect(codeOf(z.string().max(2), 'abc')).toEqual({ code: 'tooLong', params: { max: 2 } });
    expect(codeOf(z.number().max(9), 10)).toEqual({ code: 'tooBig', params: { max: 9 } });
    expect(codeOf(z.array(z.number()).min(2), [1])).toEqual({ code: 'tooFew', params: { min: 2 } });
    expect(codeOf(z.object({ a: z.string() }), {})).toEqual({ code: 'required' });
    expect(codeOf(z.boolean(), 'yes')).toEqual({ code: 'invalid' });
  });

  it("takes the contract's own messages back to their codes", () => {
    expect(codeOf(EmailSchema, 'not an email')).toEqual({ code: 'email' });
    expect(codeOf(translatedInput(10), { om: '', en: '' })).toEqual({ code: 'oneLanguage' });
  });

  it('fills in the values of a text', () => {
    expect(fieldErrorText('tooShort', { min: 8 })).toBe('Use at least 8 characters');
    expect(fieldErrorText('answerEvery', { missing: '3, 4' })).toBe(
      'Answer every question (missing: 3, 4)',
    );
  });
});

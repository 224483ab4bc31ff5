import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, firstFieldErrors } from './server-errors';

const body = {
  message: 'Validation failed',
  errors: [{ email: 'Email is taken' }, { email: 'Second email message' }, { phone: 'Bad phone' }],
};

describe('server field errors', () => {
  it('keeps only the first message per field', () => {
    expect(Object.fromEntries(firstFieldErrors(body))).toEqual({
      email: 'Email is taken',
      phone: 'Bad phone',
    });
  });

  it('prefers the coded details, translatable, and falls back to the text for unknown codes', () => {
    const coded = {
      ...body,
      details: [
        { field: 'email', code: 'tooLong', params: { max: 254 } },
        { field: 'phone', code: 'a code from a newer server' },
      ],
    };
    expect(Object.fromEntries(firstFieldErrors(coded))).toEqual({
      email: 'fieldErrors.tooLong|{"max":254}',
      phone: 'Bad phone',
    });
  });

  it('ignores anything that is not a 422 body', () => {
    expect(firstFieldErrors('Wrong Services').size).toBe(0);
    expect(firstFieldErrors({ message: 'x', errors: 'no' }).size).toBe(0);
    expect(firstFieldErrors(null).size).toBe(0);
  });

  it('sets errors only on fields the form has, focusing the first', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors<{ email: string; name: string }>(body, setError, ['email', 'name']),
    ).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Email is taken' },
      { shouldFocus: true },
    );
    expect(applyServerErrors<{ name: string }>(body, vi.fn(), ['name'])).toBe(false);
  });
});

import {
  EMAIL_MAX_LENGTH as CONTRACT_EMAIL_MAX,
  LoginBodySchema,
  PASSWORD_MAX_LENGTH as CONTRACT_PASSWORD_MAX,
  PhoneSchema,
} from '@caffee/contract';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { formResolver } from '../../forms/form-resolver';
import {
  checkLogin,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PHONE_PATTERN,
  type LoginValues,
} from './validate-login';

const resolve = formResolver(LoginBodySchema);
type Sent = { email?: string; phone?: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Sent>;

/**
 * What the app's forms make of the values: the body, or the message of each field. A number
 * goes to the schema as `phone`, as checkLogin sends it; its message shows on the one field.
 */
async function byTheSchema(values: LoginValues) {
  const typed = values.email.trim();
  const asPhone = typed !== '' && /^\+?[0-9 ()-]+$/.test(typed);
  const sent: Sent = asPhone ? { phone: values.email, password: values.password } : values;
  const result = await resolve(sent, undefined, options);
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field === 'phone' ? 'email' : field,
      error?.message,
    ]),
  );
  return Object.keys(errors).length
    ? { body: null, errors }
    : { body: result.values, errors: null };
}

// A valid address exactly as long as the contract allows.
const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`;

const CASES: LoginValues[] = [
  { email: '', password: '' },
  { email: '   ', password: '   ' },
  { email: 'Abebe@Example.ORG', password: 'correct horse' },
  { email: '  abebe@example.org  ', password: ' spaced ' },
  { email: 'abebe', password: 'x' },
  { email: 'abebe@example', password: 'x' },
  { email: 'a..b@example.org', password: 'x' },
  { email: '.a@example.org', password: 'x' },
  { email: "o'connor+news@sub.example.et", password: 'x' },
  { email: 'abebe@exa_mple.org', password: 'x' },
  { email: 'abebe@example.org', password: 'p'.repeat(PASSWORD_MAX_LENGTH) },
  { email: 'abebe@example.org', password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) },
  { email: longEmail, password: 'x' },
  { email: ` ${longEmail.toUpperCase()} `, password: 'x' },
  { email: `${longEmail}x`, password: '' },
  { email: 'ÄBEBE@example.org', password: 'x' },
  { email: '0911 22 33 44', password: 'x' },
  { email: ' +251911223344 ', password: 'x' },
  { email: '(0911) 22-33-44', password: '' },
  { email: '12', password: 'x' },
  { email: '+251 911 22 33 44 55 66 77', password: 'x' },
];

describe('checkLogin', () => {
  it('keeps the limits of the contract', () => {
    expect(longEmail).toHaveLength(EMAIL_MAX_LENGTH);
    expect(EMAIL_MAX_LENGTH).toBe(CONTRACT_EMAIL_MAX);
    expect(PASSWORD_MAX_LENGTH).toBe(CONTRACT_PASSWORD_MAX);
  });

  it.each(CASES)('decides as LoginBodySchema does: %j', async (values) => {
    expect(checkLogin(values)).toEqual(await byTheSchema(values));
  });

  it('asks for both fields, then for a valid email', () => {
    expect(checkLogin({ email: '', password: '' }).errors).toEqual({
      email: 'fieldErrors.emailOrPhone',
      password: 'validation.required',
    });
    expect(checkLogin({ email: 'abebe', password: 'x' }).errors).toEqual({
      email: 'validation.email',
    });
    expect(checkLogin({ email: ` ${'x'.repeat(250)}@e.org`, password: 'x' }).errors).toEqual({
      email: 'validation.tooLong|{"max":254}',
    });
  });

  it('sends a number as the phone, as typed but trimmed', () => {
    expect(checkLogin({ email: ' 0911 22 33 44 ', password: 'pass' }).body).toEqual({
      phone: '0911 22 33 44',
      password: 'pass',
    });
    expect(checkLogin({ email: '12', password: 'x' }).errors).toEqual({
      email: 'fieldErrors.phone',
    });
  });

  it('sends the email trimmed and in lower case, the password as typed', () => {
    expect(checkLogin({ email: ' Abebe@Example.org ', password: ' pass ' }).body).toEqual({
      email: 'abebe@example.org',
      password: ' pass ',
    });
  });
});

describe('the phone pattern', () => {
  it("is the contract's", () => {
    expect(PHONE_PATTERN.source).toBe('^\\+?[0-9 ()-]{7,20}$');
    expect(PhoneSchema.safeParse('0911 22 33 44').success).toBe(true);
    expect(PhoneSchema.safeParse('12').success).toBe(PHONE_PATTERN.test('12'));
  });
});

describe('the email pattern', () => {
  it("is zod's, which the contract's schema checks with", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });
});

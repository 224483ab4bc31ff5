import type { LoginBody } from '@caffee/contract';
import { encodeFieldMessage } from '../../forms/field-message';

/** The limits of the contract's LoginBodySchema (validate-login.test.ts holds them to it). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * zod's email pattern (`regexes.email`), which the contract's schema checks with; copied, as
 * importing it from zod brought 4 kB gzip of zod's core onto the sign-in page
 * (validate-login.test.ts holds it to zod's).
 */
/* eslint-disable no-useless-escape -- as zod writes it, so the two compare equal */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */

/** The contract's PhoneSchema pattern (validate-login.test.ts holds it to the contract). */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
/** What is taken for a phone number rather than an email: digits and what separates them. */
const NUMBER_LIKE = /^\+?[0-9 ()-]+$/;

/** `email` is the one field a person types their email or phone number in (issue 42). */
export interface LoginValues {
  email: string;
  password: string;
}
export type LoginField = keyof LoginValues;
/** A message per field, encoded as the app's forms keep them (`encodeFieldMessage`). */
export type LoginErrors = Partial<Record<LoginField, string>>;

export type LoginCheck = { body: LoginBody; errors: null } | { body: null; errors: LoginErrors };

/** The account a person names by what they typed: an email, or a phone number. */
export type SignInName = { email: string } | { phone: string };

/**
 * What is typed in the "email or phone number" field, checked as the contract checks `email`
 * or `phone`: a number (digits, spaces, `+ ( ) -`) as a phone, as typed but trimmed; anything
 * else as an email, lower-cased. Sign-in and "forgot password" both ask this way.
 */
export function checkSignInName(value: string): { name: SignInName | null; error?: string } {
  const typed = value.trim();
  if (typed === '') return { name: null, error: encodeFieldMessage('fieldErrors.emailOrPhone') };
  if (NUMBER_LIKE.test(typed)) {
    return PHONE_PATTERN.test(typed)
      ? { name: { phone: typed } }
      : { name: null, error: encodeFieldMessage('fieldErrors.phone') };
  }
  const email = typed.toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH) {
    return {
      name: null,
      error: encodeFieldMessage('validation.tooLong', { max: EMAIL_MAX_LENGTH }),
    };
  }
  return EMAIL_PATTERN.test(email)
    ? { name: { email } }
    : { name: null, error: encodeFieldMessage('validation.email') };
}

function passwordError(password: string): string | undefined {
  if (password.trim() === '') return encodeFieldMessage('validation.required');
  if (password.length > PASSWORD_MAX_LENGTH) {
    return encodeFieldMessage('validation.tooLong', { max: PASSWORD_MAX_LENGTH });
  }
  return undefined;
}

/**
 * The contract's LoginBodySchema, checked as the app's forms check it (`formResolver`: the
 * same rules in the same order, the same messages, the email trimmed and lower-cased), without
 * zod, which would double the sign-in page's JavaScript. Only zod's email pattern is copied.
 * What looks like a number (digits, spaces, `+ ( ) -`) is sent as `phone`, the rest as `email`.
 */
export function checkLogin(values: LoginValues): LoginCheck {
  const { name, error } = checkSignInName(values.email);
  const errors: LoginErrors = {};
  const passwordMessage = passwordError(values.password);
  if (error) errors.email = error;
  if (passwordMessage) errors.password = passwordMessage;
  if (!name || passwordMessage) return { body: null, errors };
  return { body: { ...name, password: values.password }, errors: null };
}

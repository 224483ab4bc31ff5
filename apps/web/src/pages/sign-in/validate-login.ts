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

export interface LoginValues {
  email: string;
  password: string;
}
export type LoginField = keyof LoginValues;
/** A message per field, encoded as the app's forms keep them (`encodeFieldMessage`). */
export type LoginErrors = Partial<Record<LoginField, string>>;

export type LoginCheck = { body: LoginBody; errors: null } | { body: null; errors: LoginErrors };

function emailError(email: string): string | undefined {
  if (email === '') return encodeFieldMessage('validation.required');
  if (email.length > EMAIL_MAX_LENGTH) {
    return encodeFieldMessage('validation.tooLong', { max: EMAIL_MAX_LENGTH });
  }
  return EMAIL_PATTERN.test(email) ? undefined : encodeFieldMessage('validation.email');
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
 */
export function checkLogin(values: LoginValues): LoginCheck {
  const email = values.email.trim().toLowerCase();
  const errors: LoginErrors = {};
  const emailMessage = emailError(email);
  const passwordMessage = passwordError(values.password);
  if (emailMessage) errors.email = emailMessage;
  if (passwordMessage) errors.password = passwordMessage;
  if (emailMessage || passwordMessage) return { body: null, errors };
  return { body: { email, password: values.password }, errors: null };
}

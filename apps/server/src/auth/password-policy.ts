import { dictionary } from '@zxcvbn-ts/language-common';
import { invalidField } from '../http/errors.js';

// zxcvbn-ts's list of common passwords (about 49,000), those long enough to pass the length rule.
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((p) => p.length >= 8)
      .map((p) => p.toLowerCase()),
  ));

/**
 * The rules beyond length (the contract checks 8 to 128 characters): not a common password,
 * and not the account's own email or name. Refused with 422 on the given field.
 */
export function checkPasswordPolicy(
  password: string,
  field: string,
  account: { email?: string | null | undefined; name?: string } = {},
): void {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) {
    throw invalidField(field, 'passwordCommon');
  }
  const own = [account.email, account.email?.split('@')[0], account.name?.replace(/\s+/g, '')]
    .filter((v): v is string => !!v && v.length >= 4)
    .map((v) => v.toLowerCase());
  if (own.some((v) => lower === v)) {
    throw invalidField(field, 'passwordPersonal');
  }
}

/**
 * The form of a phone number an account is found by when it signs in (issue 42): digits only,
 * and an Ethiopian number in its national form, so `+251 911 22 33 44`, `00251911223344`,
 * `0911-22-33-44` and `911223344` are one number, as people write it either way. Other
 * countries' numbers keep their digits (a number written with and without its country code
 * is then two numbers). Kept in `users.phone_key` (migration 0033), unique among live accounts.
 */
export function phoneKey(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 12 && digits.startsWith('251')) return `0${digits.slice(3)}`;
  if (digits.length === 9 && /^[79]/.test(digits)) return `0${digits}`;
  return digits;
}

/** The key of a number, or null where there is none (a key needs some digits). */
export const phoneKeyOf = (phone: string | null | undefined): string | null =>
  phone && phoneKey(phone) !== '' ? phoneKey(phone) : null;

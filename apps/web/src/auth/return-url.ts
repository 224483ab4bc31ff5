import { LANDING_PATHS, type UserType } from '@caffee/contract';

const isUnsafeChar = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || char === '\\';
};

/**
 * A `returnUrl` worth following: a same-origin path such as `/admin/dashboard?x=1`.
 * Anything that could leave the site (`//evil.example`, `/\evil`, `https://…`, control
 * characters) is refused, so login can never become an open redirect.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs, which could turn `/\t/evil` into `//evil`.
  if ([...value].some(isUnsafeChar)) return null;
  try {
    const base = 'https://caffee.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/**
 * Where to go after login: the remembered page when it is safe, else the type's landing.
 * The no-auth pages (`/auth/…`) are never worth returning to once signed in.
 */
export function afterLoginPath(type: UserType, returnUrl: string | null | undefined): string {
  const path = safeReturnUrl(returnUrl);
  return path && !path.startsWith('/auth/') ? path : LANDING_PATHS[type];
}

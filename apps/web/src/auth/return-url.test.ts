import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnUrl('/admin/dashboard')).toBe('/admin/dashboard');
    expect(safeReturnUrl('/member/questions?page=2#top')).toBe('/member/questions?page=2#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'admin/dashboard',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });
});

describe('afterLoginPath', () => {
  it('follows a safe returnUrl', () => {
    expect(afterLoginPath('member', '/member/account')).toBe('/member/account');
  });

  it('falls back to the landing of the user type', () => {
    expect(afterLoginPath('admin', null)).toBe('/admin/dashboard');
    expect(afterLoginPath('institute', '//evil.example')).toBe('/institute/questions');
    expect(afterLoginPath('member', undefined)).toBe('/member/questions');
    expect(afterLoginPath('member', '/auth/login?returnUrl=%2Fx')).toBe('/member/questions');
  });
});

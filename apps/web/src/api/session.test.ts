import { describe, expect, it } from 'vitest';
import { loginRedirectUrl } from './session';

describe('loginRedirectUrl', () => {
  it('remembers the current path and query, encoded', () => {
    expect(loginRedirectUrl({ pathname: '/member/questions', search: '?page=2&q=a b' })).toBe(
      '/auth/login?returnUrl=%2Fmember%2Fquestions%3Fpage%3D2%26q%3Da%20b',
    );
  });

  it('does not redirect from the login page or /last/route', () => {
    expect(loginRedirectUrl({ pathname: '/auth/login', search: '?returnUrl=%2Fa' })).toBeNull();
    expect(loginRedirectUrl({ pathname: '/auth/login/', search: '' })).toBeNull();
    expect(loginRedirectUrl({ pathname: '/last/route', search: '' })).toBeNull();
  });

  it('redirects from other no-auth pages', () => {
    expect(loginRedirectUrl({ pathname: '/auth/register', search: '' })).toBe(
      '/auth/login?returnUrl=%2Fauth%2Fregister',
    );
  });
});

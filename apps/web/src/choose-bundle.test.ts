import { describe, expect, it } from 'vitest';
import { chooseBundle } from './choose-bundle';

describe('chooseBundle', () => {
  it('loads the sign-in page for the login path, with or without a session', () => {
    expect(chooseBundle('/auth/login', false)).toBe('login');
    expect(chooseBundle('/auth/login/', true)).toBe('login');
  });

  it('loads the sign-in page for the home page without a session, else the app', () => {
    expect(chooseBundle('/', false)).toBe('login');
    expect(chooseBundle('/', true)).toBe('app');
  });

  it('loads the app for every other page', () => {
    for (const path of ['/auth', '/auth/register', '/auth/login/x', '/admin/dashboard', '/x']) {
      expect(chooseBundle(path, false), path).toBe('app');
    }
  });
});

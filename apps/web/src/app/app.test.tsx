import { API_PREFIX, type CurrentUser } from '@caffee/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../api/tokens';
import { mockApi, renderApp } from '../test/render-app';

const admin: CurrentUser = {
  id: 1,
  name: 'Abebe Kebede',
  email: 'abebe@example.org',
  phone: null,
  type: 'admin',
  status: 'active',
  locale: 'om',
  roleId: 1,
  instituteId: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  role: { id: 1, name: 'Administrator' },
  permissions: [],
  institute: null,
  pictureUrl: null,
};
const tokens = { accessToken: 'access-token', refreshToken: 'refresh-token', expiresIn: 900 };
const ok = (payload: unknown) => ({ status: 200, data: { payload, _attributes: {} } });
const title = () => screen.findByTestId('page-title');
const type = (name: string, value: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stop?.();
  vi.restoreAllMocks();
});

describe('the app shell', () => {
  it('sends a logged-out visitor to login in Afaan Oromoo, remembering the page', async () => {
    mockApi(() => undefined);
    const { router, stopSync } = renderApp('/admin/dashboard?tab=2');
    stop = stopSync;
    expect((await title()).textContent).toBe('Seeni');
    expect(document.documentElement.lang).toBe('om');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(
      `?returnUrl=${encodeURIComponent('/admin/dashboard?tab=2')}`,
    );
  });

  it('logs in and returns to the remembered page', async () => {
    const calls = mockApi((config) =>
      config.url === `${API_PREFIX}/auth/login` ? ok({ ...admin, ...tokens }) : undefined,
    );
    const { router, stopSync } = renderApp('/auth/login?returnUrl=%2Fadmin%2Faccount');
    stop = stopSync;
    await title();
    type('email', 'Abebe@Example.org');
    type('password', 'correct horse');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account'));
    expect((await screen.findByText('Herrega koo', { selector: 'h1' })).dataset.testid).toBe(
      'page-title',
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      data: { email: 'abebe@example.org', password: 'correct horse' },
    });
    expect(localStorage.getItem('token')).toBe('access-token');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token');
  });

  it('translates a refused login and shows field errors before calling the API', async () => {
    const calls = mockApi(() => ({
      status: 401,
      data: { message: 'Invalid', code: 'invalid_credentials' },
    }));
    stop = renderApp('/auth/login').stopSync;
    await title();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findAllByText('Iddoon kun guutamuu qaba.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
    type('email', 'a@example.org');
    type('password', 'wrong');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Imeeliin ykn jechi icciitii dogoggora.',
    );
  });

  it('restores the session from a stored token and sends other types to their landing', async () => {
    storeTokens(tokens);
    const institute = { ...admin, type: 'institute', institute: { id: 4, name: 'Biiroo Fayyaa' } };
    const calls = mockApi((config) =>
      config.url === `${API_PREFIX}/users/current` ? ok(institute) : undefined,
    );
    const { router, stopSync } = renderApp('/admin/dashboard');
    stop = stopSync;
    expect((await title()).textContent).toBe('Gaaffilee');
    expect(router.state.location.pathname).toBe('/institute/questions');
    expect(screen.getByText('Biiroo Fayyaa')).toBeTruthy();
    expect(calls[0]).toMatchObject({ auth: 'Bearer access-token' });
    expect(calls[0]!.url).toBe(`${API_PREFIX}/users/current`);
  });

  it('treats a failed current-user call as logged out', async () => {
    storeTokens(tokens);
    mockApi(() => ({ status: 500, data: { message: 'boom', code: 'internal_error' } }));
    const { router, stopSync } = renderApp('/member/questions');
    stop = stopSync;
    expect((await title()).textContent).toBe('Seeni');
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('logs out: revokes the refresh token, forgets both tokens, goes to login', async () => {
    storeTokens(tokens);
    const calls = mockApi((config) => {
      if (config.url === `${API_PREFIX}/users/current`) return ok(admin);
      if (config.url === `${API_PREFIX}/auth/logout`) return { status: 500 };
      return undefined;
    });
    const { router, stopSync } = renderApp('/admin/dashboard');
    stop = stopSync;
    expect((await title()).textContent).toBe('Daashboordii');
    expect(screen.getByTestId('welcome').textContent).toBe('Baga nagaan dhufte, Abebe Kebede.');
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('');
    expect(calls.find((c) => c.url.endsWith('/auth/logout'))?.data).toEqual({
      refreshToken: 'refresh-token',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('switches the language from the header', async () => {
    mockApi(() => undefined);
    stop = renderApp('/auth/login').stopSync;
    await title();
    fireEvent.click(screen.getByTestId('language-switcher'));
    fireEvent.click(await screen.findByTestId('language-am'));
    await waitFor(() => expect(document.documentElement.lang).toBe('am'));
    expect(screen.getByTestId('page-title').textContent).toBe('ግባ');
    fireEvent.click(screen.getByTestId('language-switcher'));
    fireEvent.click(await screen.findByTestId('language-om'));
    await waitFor(() => expect(document.documentElement.lang).toBe('om'));
  });

  it('shows a translated page-not-found page', async () => {
    mockApi(() => undefined);
    stop = renderApp('/no/such/page').stopSync;
    expect((await title()).textContent).toBe('Fuulli hin argamne');
  });
});

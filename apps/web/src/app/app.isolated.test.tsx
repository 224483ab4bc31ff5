import { API_PREFIX, type CurrentUser } from '@caffee/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../api/tokens';
import { mockApi, renderApp } from '../test/render-app';
import { loadPage } from './load-page';

// The sign-in page is a page load of its own (src/pages/sign-in, tested there): here, where it is asked for.
vi.mock('./load-page', () => ({ loadPage: vi.fn() }));

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
// The type's pages load on demand (the registry, its records and fields): on a busy machine
// that takes longer than findBy's default second.
const title = () => screen.findByTestId('page-title', {});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.mocked(loadPage).mockClear();
});

describe('the app shell', () => {
  it('sends a logged-out visitor to the sign-in page, remembering the page', async () => {
    mockApi(() => undefined);
    const { currentLocation } = renderApp('/admin/dashboard?tab=2');
    const loginUrl = `/auth/login?returnUrl=${encodeURIComponent('/admin/dashboard?tab=2')}`;
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(loginUrl));
    expect(currentLocation().pathname + currentLocation().search).toBe(loginUrl);
    expect(document.documentElement.lang).toBe('om');
  });

  it('loads the sign-in page for its path and for /auth, keeping the query', async () => {
    mockApi(() => undefined);
    const first = renderApp('/auth/login?returnUrl=%2Fadmin%2Faccount');
    await waitFor(() =>
      expect(loadPage).toHaveBeenCalledWith('/auth/login?returnUrl=%2Fadmin%2Faccount'),
    );
    first.stopSync();
    first.unmount();
    renderApp('/auth');
    await waitFor(() => expect(loadPage).toHaveBeenLastCalledWith('/auth/login'));
  });

  it('restores the session from a stored token and sends other types to their landing', async () => {
    storeTokens(tokens);
    const institute = { ...admin, type: 'institute', institute: { id: 4, name: 'Biiroo Fayyaa' } };
    const calls = mockApi((config) =>
      config.url === `${API_PREFIX}/users/current` ? ok(institute) : undefined,
    );
    const { currentLocation } = renderApp('/admin/dashboard');
    expect((await title()).textContent).toBe('Gaaffilee');
    expect(currentLocation().pathname).toBe('/institute/questions');
    expect(screen.getByText('Biiroo Fayyaa')).toBeTruthy();
    expect(calls[0]).toMatchObject({ auth: 'Bearer access-token' });
    expect(calls[0]!.url).toBe(`${API_PREFIX}/users/current`);
  });

  it('treats a failed current-user call as logged out', async () => {
    storeTokens(tokens);
    mockApi(() => ({ status: 500, data: { message: 'boom', code: 'internal_error' } }));
    const { currentLocation } = renderApp('/member/questions');
    await waitFor(() => expect(loadPage).toHaveBeenCalled());
    expect(currentLocation().pathname).toBe('/auth/login');
  });

  it('logs out: revokes the refresh token, forgets both tokens, goes to login', async () => {
    storeTokens(tokens);
    const calls = mockApi((config) => {
      if (config.url === `${API_PREFIX}/users/current`) return ok(admin);
      if (config.url === `${API_PREFIX}/auth/logout`) return { status: 500 };
      return undefined;
    });
    const { currentLocation } = renderApp('/admin/dashboard');
    expect((await title()).textContent).toBe('Daashboordii');
    expect(screen.getByTestId('welcome').textContent).toBe('Baga nagaan dhuftan, Abebe Kebede.');
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/auth/login'));
    // The page is replaced by the sign-in page's load, not routed there first.
    expect(currentLocation().pathname).toBe('/admin/dashboard');
    expect(calls.find((c) => c.url.endsWith('/auth/logout'))?.data).toEqual({
      refreshToken: 'refresh-token',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('switches the language from the header', async () => {
    mockApi(() => undefined);
    renderApp('/auth/register');
    expect((await title()).textContent).toBe("Galmaa'aa");
    fireEvent.click(screen.getByTestId('language-switcher'));
    fireEvent.click(await screen.findByTestId('language-am'));
    await waitFor(() => expect(document.documentElement.lang).toBe('am'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('ምዝገባ'));
    fireEvent.click(screen.getByTestId('language-switcher'));
    fireEvent.click(await screen.findByTestId('language-om'));
    await waitFor(() => expect(document.documentElement.lang).toBe('om'));
  });

  it('shows a translated page-not-found page', async () => {
    mockApi(() => undefined);
    renderApp('/no/such/page');
    expect((await title()).textContent).toBe('Fuulli hin argamne');
  });
});

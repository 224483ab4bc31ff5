import type { Locale } from '@caffee/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTexts } from '../../i18n/translate';
import { DEFAULT_PREFS } from '../../store/prefs';
import { readStoredPrefs, writeStoredPrefs } from '../../store/stored-prefs';
import { LoginScreen } from './login-screen';
import { createSignInPrefs } from './prefs-source';
import { loadSignInTexts } from './texts';

const tokens = { accessToken: 'access-token', refreshToken: 'refresh-token', expiresIn: 900 };
const user = { id: 1, name: 'Abebe Kebede', email: 'abebe@example.org', type: 'institute' };

/** A `fetch` answering every call with `status` and `body`, or failing like a dead network. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The sign-in page as start.tsx renders it, in the stored language. */
async function renderPage(returnUrl: string | null = null) {
  const prefs = createSignInPrefs();
  const locale: Locale = prefs.get().locale;
  const texts = createTexts(await loadSignInTexts(locale));
  const leave = vi.fn();
  render(
    <LoginScreen
      prefs={prefs}
      initialTexts={{ locale, texts }}
      returnUrl={returnUrl}
      leave={leave}
    />,
  );
  return { leave, prefs };
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sign-in page', () => {
  it('speaks the stored language, Afaan Oromoo without one', async () => {
    await renderPage();
    expect(screen.getByTestId('page-title').textContent).toBe('Seenaa');
    expect(document.title).toBe('Seenaa · Caffee');
    expect(input('email')).toBe(document.activeElement);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for both fields before calling the API, then follows what is typed', async () => {
    const fetch = answer(200, {});
    await renderPage();
    submit();
    expect(await screen.findByText('Imeelii ykn lakkoofsa bilbilaa galchaa.')).toBeTruthy();
    expect(screen.getAllByText('Iddoon kun guutamuu qaba.')).toHaveLength(1);
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(input('email')).toBe(document.activeElement);
    expect(fetch).not.toHaveBeenCalled();
    type('email', 'abebe');
    expect(screen.getAllByText('Iddoon kun guutamuu qaba.')).toHaveLength(1);
    expect(screen.getByText('Teessoo imeelii sirrii galchaa.')).toBeTruthy();
    type('email', '09');
    expect(screen.getByText('Lakkoofsa bilbilaa sirrii galchaa.')).toBeTruthy();
    type('email', 'abebe@example.org');
    expect(input('email').getAttribute('aria-invalid')).toBe('false');
  });

  it('signs in, stores the session and goes to the remembered page', async () => {
    writeStoredPrefs({ ...DEFAULT_PREFS, locale: 'en' });
    const fetch = answer(200, { payload: { ...user, ...tokens }, _attributes: {} });
    const { leave } = await renderPage('/admin/account?tab=2');
    expect(screen.getByRole('status').textContent).toBe('Log in to continue where you left off.');
    type('email', ' Abebe@Example.org ');
    type('password', 'correct horse');
    submit();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/admin/account?tab=2'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'abebe@example.org',
      password: 'correct horse',
    });
    expect(new Headers(init?.headers).get('accept-language')).toBe('en');
    expect(localStorage.getItem('token')).toBe('access-token');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token');
    expect(screen.getByTestId('login-submit')).toHaveProperty('disabled', true);
  });

  it("goes to the user's landing when the remembered page could leave the site", async () => {
    answer(200, { payload: { ...user, ...tokens }, _attributes: {} });
    const { leave } = await renderPage('//evil.example/admin');
    type('email', 'abebe@example.org');
    type('password', 'correct horse');
    submit();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/institute/questions'));
  });

  it('explains a refused sign-in and clears the password', async () => {
    answer(401, { message: 'Invalid', code: 'invalid_credentials' });
    const { leave } = await renderPage('/admin/account');
    type('email', 'a@example.org');
    type('password', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Imeeliin, lakkoofsi bilbilaa ykn jechi icciitii dogoggora.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(input('password').value).toBe('');
    expect(input('email').value).toBe('a@example.org');
    expect(screen.getByTestId('login-submit')).toHaveProperty('disabled', false);
    expect(leave).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on the fields, translated where it gave a code", async () => {
    answer(422, {
      message: 'Validation failed',
      errors: [{ email: 'Enter a valid email address' }, { password: 'Nope' }],
      details: [
        { field: 'email', code: 'email' },
        { field: 'password', code: 'a code from a newer server' },
      ],
    });
    await renderPage();
    type('email', 'a@example.org');
    type('password', 'secret');
    submit();
    expect(await screen.findByText('Teessoo imeelii sirrii galchaa.')).toBeTruthy();
    // A code this page does not know: the server's text, shown as written only in English.
    expect(screen.getByText('Tajaajilaan gatii kana hin fudhanne.')).toBeTruthy();
    expect(input('email')).toBe(document.activeElement);
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderPage();
    type('email', 'a@example.org');
    type('password', 'secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Tajaajilaa qaqqabuun hin danda'amne. Walqunnamtii keessan mirkaneeffadhaa irra deebi'aa yaalaa.",
    );
  });

  it('switches language and keeps the choice where the app reads it', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('language-switcher'));
    // The menu's code loads when it is first wanted.
    expect(await screen.findByRole('menu')).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-en'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Log in'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(readStoredPrefs().locale).toBe('en');
    expect(screen.getByTestId('language-switcher').getAttribute('aria-label')).toBe(
      'Language: English',
    );
  });

  it('shows and hides the password', async () => {
    await renderPage();
    const toggle = screen.getByRole('button', { name: 'Jecha icciitii agarsiisaa' });
    expect(input('password').type).toBe('password');
    fireEvent.click(toggle);
    expect(input('password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it.each(['om', 'en', 'am'] as const)(
    'has a text for everything it shows in %s',
    async (locale) => {
      writeStoredPrefs({ ...DEFAULT_PREFS, locale });
      answer(401, { message: 'Invalid', code: 'invalid_credentials' });
      await renderPage('/admin');
      submit();
      type('email', 'a@example.org');
      type('password', 'x');
      submit();
      await screen.findByRole('alert');
      fireEvent.click(screen.getByTestId('language-switcher'));
      await screen.findByRole('menu');
      const shown: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) shown.push(walker.currentNode.textContent?.trim() ?? '');
      document.querySelectorAll('[aria-label]').forEach((el) => {
        shown.push(el.getAttribute('aria-label') ?? '');
      });
      // A text missing from the sign-in sections would show as its key, e.g. `auth.login.title`.
      expect(shown.filter((text) => /^[a-z]\w*(\.\w+)+$/.test(text))).toEqual([]);
      expect(shown.length).toBeGreaterThan(12);
    },
  );

  it('links to the other no-auth pages', async () => {
    await renderPage();
    expect(screen.getByTestId('forgot-link').getAttribute('href')).toBe('/auth/forgot-password');
    expect(screen.getByTestId('register-link').getAttribute('href')).toBe('/auth/register');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

export interface DemoAccount {
  type: 'admin' | 'institute' | 'member';
  status: string;
  name: string;
  email: string;
  password: string;
}

/** The demo accounts the server generated for this run. */
export function demoAccount(type: DemoAccount['type']): DemoAccount {
  const all = JSON.parse(
    fs.readFileSync(path.join(E2E_DATA_DIR, 'demo-accounts.json'), 'utf8'),
  ) as DemoAccount[];
  const found = all.find((a) => a.type === type && a.status === 'active');
  if (!found) throw new Error(`no active demo ${type}`);
  return found;
}

/**
 * The newest message an outbox folder holds for `to` (the server writes mail and SMS there when
 * no mail server or SMS gateway is set, as for the journeys), waited for. By when each was
 * written: an SMS's file is named by a random id.
 */
async function newestTo<T extends { to: string }>(folder: string, to: string): Promise<T> {
  const dir = path.join(E2E_DATA_DIR, folder);
  let found: T | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(dir)) return undefined;
      found = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ f, at: fs.statSync(path.join(dir, f)).mtimeMs }))
        .sort((x, y) => x.at - y.at || x.f.localeCompare(y.f))
        .map(({ f }) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as T)
        .filter((message) => message.to === to)
        .at(-1);
      return found;
    })
    .toBeDefined();
  return found!;
}

/** The newest mail sent to an address. */
export const lastMailTo = (email: string) =>
  newestTo<{ to: string; subject: string; text: string }>('outbox', email);

/** The newest SMS to a number: its text. */
export const lastSmsTo = async (to: string): Promise<string> =>
  (await newestTo<{ to: string; text: string }>('sms-outbox', to)).text;

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
}

export const LANDING = {
  admin: '/admin/dashboard',
  institute: '/institute/questions',
  member: '/member/questions',
} as const;

/** A new active member made through the API by the demo administrator. */
export async function createMember(
  request: APIRequestContext,
  email: string,
  name = 'Journey Member',
): Promise<{ email: string; password: string }> {
  const admin = demoAccount('admin');
  const login = await request.post('/api/v1/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  const token = ((await login.json()) as { payload: { accessToken: string } }).payload.accessToken;
  const password = 'Journey-password-2019';
  const created = await request.post('/api/v1/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email, type: 'member', password },
  });
  expect(created.ok()).toBe(true);
  return { email, password };
}

/** A demo account's session through the API: its token and who it is. */
export async function apiSession(request: APIRequestContext, account: DemoAccount) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  const { payload } = (await login.json()) as {
    payload: { accessToken: string; instituteId: number | null };
  };
  return { headers: { authorization: `Bearer ${payload.accessToken}` }, ...payload };
}

/**
 * Signs out through the user menu and waits for the sign-in page the app then loads. Until its
 * form shows, the app's own page load is under way, and a `page.goto` would race it (one of
 * the two navigations is aborted).
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.locator('input[name="email"]')).toBeVisible();
}

/**
 * Sets an account's own language (the one a sign-in opens the app in) through the API, and
 * answers the session that did it. The demo accounts are shared by the journeys, and some
 * change the language in the header, which the account keeps: each sign-in starts them from
 * Afaan Oromoo again.
 */
export async function setAccountLanguage(
  request: APIRequestContext,
  account: { email: string; password: string },
  locale: 'om' | 'en' | 'am',
): Promise<{ accessToken: string; refreshToken: string }> {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  const tokens = (
    (await login.json()) as { payload: { accessToken: string; refreshToken: string } }
  ).payload;
  const saved = await request.patch('/api/v1/users/current', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { locale },
  });
  expect(saved.ok()).toBe(true);
  return tokens;
}

/**
 * Signs in as the demo account of a type, in Afaan Oromoo, and opens `to` (its landing page
 * by default) once it shows its title. The sign-in form is the subject of auth.spec.ts,
 * keyboard.spec.ts and access.spec.ts; every other journey signs in through the API and puts
 * the session where the app keeps it (the seed's localStorage keys, apps/web/src/api/tokens.ts),
 * which spares it the sign-in page's and the landing page's loads (3-4 s a journey on a slow
 * two-core machine, docs/testing.md). A session of its own for each journey, not one stored per
 * type: journeys end sessions (sign out everywhere) and a refresh rotates the token.
 */
export async function signIn(
  page: Page,
  type: DemoAccount['type'],
  to: string = LANDING[type],
): Promise<void> {
  const tokens = await setAccountLanguage(page.request, demoAccount(type), 'om');
  // Any page of the app's origin gives its localStorage; the health answer is the lightest.
  await page.goto('/api/health');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('token', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await page.goto(to);
  await expect(page).toHaveURL((url) => url.pathname === new URL(to, url).pathname);
  await expect(page.getByTestId('page-title').first()).toBeVisible();
}

/** A valid 1×1 PNG, for the journeys' uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A text of the Afaan Oromoo catalogue (the demo accounts read it), as the reader sees it. */
export function omText(file: string, key: string): string {
  return localeText('om', file, key);
}

/** A text of a language's catalogue, as the reader sees it. */
export function localeText(locale: 'om' | 'en' | 'am', file: string, key: string): string {
  const dir = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales', locale);
  const tree = JSON.parse(fs.readFileSync(path.join(dir, `${file}.json`), 'utf8')) as unknown;
  const text = key.split('.').reduce<unknown>((node, part) => (node as never)[part], tree);
  if (typeof text !== 'string') throw new Error(`no text ${file}:${key}`);
  return text;
}

/** Waits until the app's service worker is active: its precache (every screen's code) is done. */
export async function workerReady(page: Page): Promise<void> {
  // `ready` resolves once the worker has installed (precached) and is activating.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
}

/** Switches the interface language from the header's menu, as a person does. */
export async function setLanguage(page: Page, lang: 'om' | 'en' | 'am'): Promise<void> {
  await page.getByTestId('language-switcher').click();
  const item = page.getByTestId(`language-${lang}`);
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Chooses the calendar dates are read and entered in, from the display preferences. */
export async function setCalendar(page: Page, calendar: 'ethiopic' | 'gregorian'): Promise<void> {
  await page.getByTestId('customizer-open').click();
  await page.getByTestId(`calendar-${calendar}`).click();
  await page.getByTestId('customizer-close').click();
}

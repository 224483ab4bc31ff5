import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env';
import {
  createMember,
  demoAccount,
  LANDING,
  login,
  signOut,
  type DemoAccount,
  PNG,
} from './fixtures';

/** The pending demo member (`demoAccount()` returns active accounts only). */
function pendingMember(): DemoAccount {
  const all = JSON.parse(
    fs.readFileSync(path.join(E2E_DATA_DIR, 'demo-accounts.json'), 'utf8'),
  ) as DemoAccount[];
  const found = all.find((a) => a.status === 'pending');
  if (!found) throw new Error('no pending demo account');
  return found;
}

/** A user's card in the users list, with the account's actions on it. */
const userCard = (page: Page, email: string) =>
  page.locator('[data-testid^="record-card-"]').filter({ hasText: email });

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await login(page, account.email, account.password);
}

/** Picks a value in an MUI select by its combobox test id and the option's value. */
async function choose(page: Page, field: string, option: { value?: string; name?: string }) {
  await page.getByTestId(`field-${field}`).click();
  const listbox = page.getByRole('listbox');
  await (
    option.value !== undefined
      ? listbox.locator(`[role="option"][data-value="${option.value}"]`)
      : listbox.getByRole('option', { name: option.name, exact: true })
  ).click();
  await expect(listbox).toBeHidden();
}

test('a role built in the UI decides what its new user sees and may call', async ({
  page,
  request,
}) => {
  const admin = demoAccount('admin');
  const roleName = 'Records clerks';
  const clerk = { email: 'clerk@caffee.example', password: 'clerk-password-42' };

  await signIn(page, admin);
  await expect(page).toHaveURL(new RegExp(`${LANDING.admin}$`));

  // A role with two permissions, each saved by its own click.
  // Roles have the generic screens; a new one goes on to its permission matrix.
  await page.goto('/admin/roles');
  await page.getByTestId('record-create').click();
  // Named in Afaan Oromoo only, the interface language: every language reads it so.
  await page.getByTestId('field-name-om').fill(roleName);
  await page.getByTestId('field-description-om').fill('Keeps the list of accounts');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/roles\/\d+\/permissions$/);
  for (const cell of ['permission-users-list', 'permission-roles-list']) {
    const saved = page.waitForResponse(
      (r) => /\/api\/v1\/roles\/\d+\/permissions$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await page.getByTestId(cell).check();
    expect((await saved).ok()).toBe(true);
  }
  await page.reload();
  await expect(page.getByTestId('permission-users-list')).toBeChecked();
  await expect(page.getByTestId('permission-roles-list')).toBeChecked();
  await expect(page.getByTestId('permission-permissions-list')).not.toBeChecked();
  // Its page counts them, and names the role as every list does.
  await page.getByRole('link', { name: roleName }).click();
  await expect(page.getByTestId('detail-permissionCount')).toContainText('2');
  await page.goto('/admin/roles');
  await expect(
    page.locator('[data-testid^="record-card-"]').filter({ hasText: roleName }),
  ).toContainText('2');

  // A user of type admin with that role and a password.
  await page.goto('/admin/users');
  await page.getByTestId('record-create').click();
  await page.locator('input[name="name"]').fill('Gammachuu Tolaa');
  await page.locator('input[name="email"]').fill(clerk.email);
  await page.locator('input[name="password"]').fill(clerk.password);
  await choose(page, 'type', { value: 'admin' });
  await choose(page, 'roleId', { name: roleName });
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByTestId('detail-roleId')).toHaveText(roleName);
  await page.goto(`/admin/users?search=${encodeURIComponent(clerk.email)}`);
  await expect(userCard(page, clerk.email)).toContainText(roleName);
  await signOut(page);

  // The new user: Users and Roles in the menu, Permissions neither shown nor reachable.
  await signIn(page, clerk);
  await expect(page).toHaveURL(new RegExp(`${LANDING.admin}$`));
  await page.getByTestId('drawer-toggle').click();
  await expect(page.getByTestId('nav-users')).toBeVisible();
  await expect(page.getByTestId('nav-roles')).toBeVisible();
  await expect(page.getByTestId('nav-permissions')).toHaveCount(0);
  await page.goto('/admin/permissions');
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  await expect(page.locator('[data-testid^="record-card-"]')).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/v1/permissions', { headers })).status()).toBe(403);
  expect((await request.get('/api/v1/users', { headers })).status()).toBe(200);
});

test('an admin activates a pending member, who can then sign in', async ({ page }) => {
  const pending = pendingMember();
  await signIn(page, pending);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page, demoAccount('admin'));
  await expect(page).toHaveURL(new RegExp(`${LANDING.admin}$`));
  await page.goto('/admin/users?status=pending');
  const row = userCard(page, pending.email);
  await expect(row).toBeVisible();
  await page.getByTestId(`user-activate-${pending.email}`).click();
  // Activated, it no longer matches the "pending" filter.
  await expect(row).toHaveCount(0);
  await page.goto('/admin/users');
  await page.getByTestId('record-search').fill(pending.email);
  await expect(page).toHaveURL(/search=pending/);
  await expect(row).toBeVisible();
  await expect(page.getByTestId(`user-activate-${pending.email}`)).toHaveCount(0);
  await signOut(page);

  await signIn(page, pending);
  await expect(page).toHaveURL(new RegExp(`${LANDING.member}$`));
});

test('a member changes their name and picture on their profile', async ({ page, request }) => {
  // An account of its own: the demo member keeps the name other journeys look it up by.
  const member = await createMember(request, `name-picture-${Date.now()}@caffee.example`);
  const name = 'Caalaa Gammachuu Urgeessaa';
  await signIn(page, member);
  await expect(page).toHaveURL(new RegExp(`${LANDING.member}$`));
  await page.goto('/member/account');

  await page.locator('input[name="name"]').fill(name);
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('account-name')).toHaveText(name);

  await page
    .getByTestId('picture-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const avatar = page.getByTestId('profile-avatar').locator('img');
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /\/api\/v1\/files\//);
  await expect(page.getByTestId('header-avatar').locator('img')).toBeVisible();
  await expect(page.getByTestId('picture-remove')).toBeVisible();

  await page.reload();
  await expect(page.locator('input[name="name"]')).toHaveValue(name);
  await expect(page.getByTestId('profile-avatar').locator('img')).toBeVisible();
});

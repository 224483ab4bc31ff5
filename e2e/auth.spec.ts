import { expect, test } from '@playwright/test';
import { createMember, demoAccount, LANDING, lastMailTo, login } from './fixtures';

for (const type of ['admin', 'institute', 'member'] as const) {
  test(`a ${type} signs in and lands on their page`, async ({ page }) => {
    const account = demoAccount(type);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
    await login(page, account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`${LANDING[type]}$`));
    await expect(page.getByTestId('page-title')).toBeVisible();
    // Signed in as that account: its own page shows its email.
    await page.goto(`/${type}/account`);
    await expect(page.getByText(account.email).first()).toBeVisible();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/auth\/login/);
  });
}

test('a wrong password is refused with a message, and nothing else happens', async ({ page }) => {
  const account = demoAccount('member');
  await page.goto('/auth/login');
  await login(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a session that ends sends the user to login and back to the same page', async ({
  page,
  request,
}) => {
  const account = demoAccount('admin');
  await page.goto('/auth/login');
  await login(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/account');
  await expect(page.getByTestId('page-title')).toBeVisible();

  // End the session on the server, as an admin disabling it or a logout elsewhere would.
  const tokens = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
  const res = await request.post('/api/v1/auth/logout', {
    headers: { authorization: `Bearer ${tokens.token}` },
    data: { refreshToken: tokens.refreshToken },
  });
  expect(res.ok()).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fadmin%2Faccount/);
  await login(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin\/account$/);
});

test('forgot password: the mailed link resets it and the new password signs in', async ({
  page,
  request,
}) => {
  // An account of its own, so the demo accounts keep their passwords for the other journeys.
  const account = await createMember(request, 'reset-journey@caffee.example');
  const newPassword = 'a-brand-new-password-42';
  await page.goto('/auth/login');
  await page.locator('a[href="/auth/forgot-password"]').click();
  await page.locator('input[name="email"]').fill(account.email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByRole('alert')).toBeVisible();

  const mail = await lastMailTo(account.email);
  const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="confirmPassword"]').fill(newPassword);
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // The sign-in page says it worked, in the reader's language (Afaan Oromoo by default).
  await expect(
    page.getByText('Jechi icciitii keessan jijjiirameera. Jecha icciitii haaraan seenaa.'),
  ).toBeVisible();

  // The old password is refused: wait for that answer before trying the new one.
  const refused = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/auth/login' && r.status() === 401,
  );
  await login(page, account.email, account.password);
  await refused;
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await login(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/member\/questions$/);

  // The link worked once; a second use is refused.
  await page.goto(link!);
  await page.locator('input[name="password"]').fill('yet-another-password-7');
  await page.locator('input[name="confirmPassword"]').fill('yet-another-password-7');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('sign out everywhere: a second browser is signed out too', async ({
  page,
  browser,
  request,
}) => {
  const account = await createMember(request, 'everywhere-journey@caffee.example');
  const other = await browser.newPage();
  for (const p of [page, other]) {
    await p.goto('/auth/login');
    await login(p, account.email, account.password);
    await expect(p).toHaveURL(/\/member\/questions$/);
  }

  await page.goto('/member/account');
  await page.getByTestId('sessions-password').fill('not-my-password');
  await page.getByTestId('sessions-end').click();
  await expect(page.getByTestId('sessions-password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('sessions-password').fill(account.password);
  await page.getByTestId('sessions-end').click();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The other browser's session ended with it: its next page asks for a sign-in.
  await other.goto('/member/account');
  await expect(other).toHaveURL(/\/auth\/login\?returnUrl=%2Fmember%2Faccount/);
  await other.close();
});

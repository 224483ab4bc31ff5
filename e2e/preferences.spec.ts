import { expect, test } from '@playwright/test';
import { demoAccount, login, setAccountLanguage } from './fixtures';

test('language, theme mode and preset colour survive a reload', async ({ page, baseURL }) => {
  const account = demoAccount('member');
  await setAccountLanguage(page.request, account, 'om');
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) external.push(r.url());
  });
  await page.goto('/auth/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'om');
  await login(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member\/questions$/);

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-en').click();
  await expect(html).toHaveAttribute('lang', 'en');

  await page.getByTestId('customizer-open').click();
  await page.getByTestId('mode-dark').click();
  await page.getByTestId('preset-theme3').click();
  await page.getByTestId('customizer-close').click();
  await expect(html).toHaveAttribute('data-mode', 'dark');
  await expect(html).toHaveAttribute('data-preset', 'theme3');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(page).toHaveURL(/\/member\/questions$/);
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('data-mode', 'dark');
  await expect(html).toHaveAttribute('data-preset', 'theme3');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    background,
  );

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-am').click();
  await expect(html).toHaveAttribute('lang', 'am');
  await expect(page.getByTestId('page-title')).toContainText(/[\u1200-\u137F]/);
  // Fonts, the Ethiopic one included, are self-hosted: nothing leaves the server.
  expect(external).toEqual([]);
});

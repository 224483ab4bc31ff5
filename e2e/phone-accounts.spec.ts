import { expect, test } from '@playwright/test';
import { lastSmsTo, setLanguage, signIn } from './fixtures';

/**
 * A member with a phone and no email (issue 42): the secretariat adds her with her number only;
 * she gets the link by SMS, chooses a password on her phone, in Amharic, and signs in with her
 * number as she writes it at home.
 */
test('a member with only a phone number is invited by SMS and signs in with it', async ({
  page,
  browser,
}) => {
  const digits = String(Date.now()).slice(-7);
  const number = `+25191${digits}`;
  const atHome = `091 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const name = `Caaltuu Bilbilaa ${digits}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', '/admin/caffee-users/new');
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('field-phone').fill(number);
  await page.getByTestId('field-locale').click();
  await page.getByRole('option', { name: 'አማርኛ' }).click();
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/caffee-users\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const sms = await lastSmsTo(number);
  expect(sms).toMatch(/^ጨፌ፦ የይለፍ ቃልዎን ለመምረጥ/);
  const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(sms)?.[0];
  expect(link, sms).toBeDefined();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(link!);
  await setLanguage(phone, 'am');
  const password = `Bilbila-${digits}-Haaraa`;
  await phone.locator('input[name="password"]').fill(password);
  await phone.locator('input[name="confirmPassword"]').fill(password);
  await phone.getByTestId('reset-submit').click();
  await expect(phone).toHaveURL(/\/auth\/login/);
  await expect(phone.getByText('የይለፍ ቃልዎ ተቀይሯል።', { exact: false })).toBeVisible();

  await expect(phone.getByLabel('ኢሜይል ወይም ስልክ ቁጥር')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('sign-in-by-phone-am.png') });
  await phone.locator('input[name="email"]').fill(atHome);
  await phone.locator('input[name="password"]').fill(password);
  await phone.getByTestId('login-submit').click();
  await expect(phone).toHaveURL(/\/member\/questions$/);
  await expect(phone.getByTestId('page-title').first()).toBeVisible();
  // Her account shows her number (and no email field with nothing in it).
  await phone.goto('/member/account');
  await expect(phone.locator('input[name="phone"]')).toHaveValue(number);
  await expect(phone.locator('input[readonly]')).toHaveCount(0);
  await phone.screenshot({
    path: test.info().outputPath('account-am.png'),
    fullPage: true,
    clip: { x: 0, y: 0, width: 390, height: 1600 },
  });
  await phone.close();
});

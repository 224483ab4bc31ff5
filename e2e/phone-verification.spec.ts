import { expect, test } from '@playwright/test';
import { createMember, lastSmsTo, localeText, setAccountLanguage, setLanguage } from './fixtures';

const am = (key: string) => localeText('am', 'notification-choices', key);

test.use({ viewport: { width: 390, height: 844 } });

/**
 * SMS goes only to a number its owner proved (issue #38, item 4): a member on a phone, reading
 * Amharic, gives their number on the account page, asks for a code, reads it in the SMS and
 * types it back; the number then reads as verified.
 */
test('a member proves their phone number with the code sent by SMS', async ({ page }) => {
  const stamp = Date.now();
  const account = await createMember(
    page.request,
    `phone-${stamp}@journey.example`,
    'Meseret Alemu Bekele',
  );
  // Signed in through the API (fixtures.ts, signIn), from the council's default language.
  const tokens = await setAccountLanguage(page.request, account, 'om');
  await page.goto('/api/health');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('token', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await page.goto('/member/account');
  // A restored session opens in the device's language: the reader picks theirs, as on any phone.
  await setLanguage(page, 'am');

  // A number of its own: the journeys share one server.
  const digits = String(stamp).slice(-6);
  const number = `+2519${digits.slice(0, 2)}${digits}`;
  const form = page.getByTestId('profile-form');
  await form.locator('input[name="phone"]').fill(number);
  await page.getByTestId('profile-save').click();

  const verification = page.getByTestId('phone-verification');
  const badge = verification.getByTestId('phone-verified-badge');
  await expect(badge).toHaveText(am('notificationChoices.phone.unverified'));
  await verification.getByTestId('phone-send-code').click();
  const sms = await lastSmsTo(number);
  const code = /\d{6}/.exec(sms)?.[0];
  expect(code, sms).toBeDefined();

  await verification.getByTestId('phone-code').fill(code!);
  await verification.getByTestId('phone-verify').click();
  await expect(badge).toHaveText(am('notificationChoices.phone.verified'));
  await expect(verification.getByTestId('phone-send-code')).toBeHidden();
});

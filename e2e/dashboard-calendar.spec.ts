import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './a11y';
import { demoAccount, setCalendar, setLanguage, signIn } from './fixtures';

/** A word of a demo law's Amharic text, read from the API as a member. */
async function amharicWord(request: APIRequestContext): Promise<string> {
  const account = demoAccount('member');
  const session = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  const { accessToken } = (await session.json()).payload as { accessToken: string };
  const laws = await request.get(
    // A list carries a law's text only when asked (`longTexts`, docs/api.md).
    '/api/v1/enacted-laws?locale=am&includes[]=translations&includes[]=body&pagination[pageSize]=1',
    { headers: { Authorization: `Bearer ${accessToken}` } },
  );
  const [law] = (await laws.json()).payload as { translations: { body: { am: string } } }[];
  const words = law!.translations.body.am.split(/[\s።፣፤()0-9]+/);
  const word = words.find((w) => /^[\u1200-\u137f]{4,}$/.test(w));
  expect(word).toBeTruthy();
  return word!;
}

test('the admin sees the counts and switches the timeline to monthly', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await expect(page.getByTestId('count-users').getByTestId('count-value')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('count-enacted-laws')).toBeVisible();
  const chart = page.getByTestId('timeline-chart');
  await expect(chart).toHaveAttribute('data-type', 'daily');
  await expect(chart).toHaveAttribute('data-points', '30');
  await page.getByTestId('timeline-monthly').click();
  await expect(chart).toHaveAttribute('data-type', 'monthly');
  await expect(chart).toHaveAttribute('data-points', '12');
  await expect(page.getByTestId('timeline-table').locator('tbody tr')).toHaveCount(12);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByTestId('timeline-monthly')).toHaveAttribute('aria-pressed', 'true');
});

test('the admin creates a weekly event by clicking a day and sees its repeats', async ({
  page,
}) => {
  const title = `Budget hearing ${Date.now()}`;
  await signIn(page, 'admin');
  await setLanguage(page, 'en');
  await page.goto('/admin/calendar?date=2027-03-10');
  await expect(page.getByTestId('calendar-title')).toHaveText('March 2027');
  await page.getByTestId('calendar-add-2027-03-03').click();
  await page.getByTestId('event-title-en').fill(title);
  await page.getByTestId('event-title-om').fill(`Dhaggeeffii baajataa ${Date.now()}`);
  await page.getByTestId('event-location').fill('Galma Caffee');
  await page.getByTestId('field-repeat').click();
  await page.getByRole('option', { name: 'Every week' }).click();
  await page.getByTestId('field-repeatEnd').click();
  await page.getByRole('option', { name: 'A number of times' }).click();
  await page.getByTestId('event-repeat-count').fill('3');
  await page.getByTestId('event-save').click();
  await expect(page.getByTestId('event-form')).toBeHidden();

  for (const day of ['2027-03-03', '2027-03-10', '2027-03-17']) {
    await expect(page.getByTestId(`calendar-day-${day}`).getByText(title)).toBeVisible();
  }
  await expect(page.getByTestId('calendar-day-2027-03-24').getByText(title)).toHaveCount(0);

  await page.getByTestId('calendar-day-2027-03-10').getByText(title).click();
  const popover = page.getByTestId('occurrence-popover');
  await expect(popover).toContainText(title);
  await expect(popover).toContainText('Galma Caffee');
  await expect(popover.getByTestId('occurrence-open')).toHaveAttribute(
    'href',
    /^\/admin\/calendar-events\/\d+$/,
  );
  await page.keyboard.press('Escape');

  await page.getByTestId('calendar-view-agenda').click();
  await expect(page.getByTestId('agenda-item').filter({ hasText: title })).toHaveCount(3);
  await expect(page).toHaveURL(/view=agenda/);
  await expectAccessible(page);
});

test('a member searches the laws for an Amharic word and sees it highlighted', async ({
  page,
  request,
}) => {
  const word = await amharicWord(request);
  await signIn(page, 'member', '/member/laws/search');
  await page.getByTestId('law-search-submit').click();
  await expect(page.getByTestId('law-search-input')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('law-search-input').fill(word);
  await page.getByTestId('law-search-submit').click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  const first = page.getByTestId('law-hit').first();
  await expect(first.locator('mark').first()).toBeVisible();
  await expect(first.locator('mark').first()).toContainText(/[\u1200-\u137f]/);
  await expectAccessible(page);
});

test('the calendar in Ethiopian mode shows Ethiopian months', async ({ page }) => {
  await signIn(page, 'member');
  await setLanguage(page, 'en');
  await setCalendar(page, 'ethiopic');
  await page.goto('/member/calendar?date=2026-09-15');
  await expect(page.getByTestId('calendar-title')).toContainText('Meskerem');
  await expect(page.getByTestId('calendar-title')).toContainText('2019');
  // Meskerem 1, 2019 is Friday 11 September 2026: the grid numbers it 1.
  await expect(page.getByTestId('calendar-add-2026-09-11')).toHaveText('1');
  await page.getByTestId('calendar-prev').click();
  await expect(page.getByTestId('calendar-title')).toContainText('Pagumen');
  await expectAccessible(page);
  await page.getByTestId('calendar-export').click();
  await expect(page.getByTestId('feed-url')).toHaveValue(/feed\.ics\?user=\d+&exp=\d+&sig=/);
  await expect(page.getByTestId('feed-download')).toHaveAttribute('href', /feed\.ics/);
});

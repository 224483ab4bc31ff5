import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './a11y';
import { demoAccount, signIn, signOut, PNG } from './fixtures';

// Demo data (fresh for each run): questions 4 (multiple choice) and 5 (open) are addressed to
// the institute; the member has 1 (single, answered), 2 (multiple) and 7 (open, answered) and
// survey 1 (open: 8 single, 9 multiple, 10 open); meeting 6 invites the institute user (2) and
// the member (3) and has no register yet.

test('the institute answers a question addressed to it', async ({ page }) => {
  await signIn(page, 'institute');
  const question = page.getByTestId('question-5');
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByTestId('answer-save-5').click();
  await expect(question.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await question.getByTestId('answer-input-5').fill('Raabsi xaa’oo qonnaan bultoota 12,000 gahe.');
  await question.getByTestId('answer-save-5').click();
  await expect(question.getByTestId('answered-chip')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('answer-input-5')).toHaveValue(/12,000/);
});

test('the member answers a questionnaire and the open survey', async ({ page }) => {
  await signIn(page, 'member');
  // Single choice (already answered, still editable): choose another option.
  const single = page.getByTestId('question-1');
  const other = single.locator('input[type=radio]:not(:checked)').first();
  const chosen = await other.getAttribute('value');
  await other.check();
  await single.getByTestId('answer-save-1').click();
  await expect(single.locator(`input[value="${chosen}"]`)).toBeChecked();
  await expect(page.getByText(/olkaa'ameera/)).toBeVisible();
  // Multiple choice: two options.
  const multi = page.getByTestId('question-2');
  await multi.getByRole('checkbox').nth(0).check();
  await multi.getByRole('checkbox').nth(2).check();
  await multi.getByTestId('answer-save-2').click();
  await expect(multi.getByTestId('answered-chip')).toBeVisible();
  // Open question: rewrite the answer.
  const open = page.getByTestId('question-7');
  await open.getByTestId('answer-input-7').fill('Marsariitii fi walgahii ummataa baay’isuun.');
  await open.getByTestId('answer-save-7').click();
  await expect(open.getByTestId('answer-save-7')).toBeDisabled();

  await page.goto('/member/surveys');
  await page.getByTestId('survey-1').getByRole('link').click();
  await expect(page).toHaveURL(/\/member\/surveys\/1$/);
  await expectAccessible(page);
  await page.getByTestId('survey-submit').click();
  await expect(page.getByTestId('survey-form').getByRole('alert')).toBeVisible();
  await page.getByTestId('answer-input-8').getByRole('radio').first().check();
  await page.getByTestId('answer-input-9').getByRole('checkbox').nth(1).check();
  await page.getByTestId('answer-input-10').fill('Tajaajilli bishaanii fooyya’uu qaba.');
  await page.getByTestId('survey-submit').click();
  await expect(page.getByTestId('survey-submit')).toHaveText(/haaromsaa/i);
  await page.reload();
  await expect(page.getByTestId('answer-input-10')).toHaveValue(/bishaanii/);
});

/** The council-time day (UTC+3) a demo meeting starts on; the demo dates follow today. */
async function meetingDay(request: APIRequestContext, id: number): Promise<string> {
  const admin = demoAccount('admin');
  const login = await request.post('/api/v1/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  const { accessToken } = ((await login.json()) as { payload: { accessToken: string } }).payload;
  const meeting = await request.get(`/api/v1/meetings/${id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { startsAt } = ((await meeting.json()) as { payload: { startsAt: string } }).payload;
  return new Date(Date.parse(startsAt) + 3 * 3600_000).toISOString().slice(0, 10);
}

test('the admin reads results, takes attendance, and the member sees it in their history', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  // The results of a question and of the survey: charts with their numbers as text.
  await page.goto('/admin/questions/1/results');
  await expect(page.getByTestId('results-chart-1')).toBeVisible();
  await expect(page.getByTestId('results-chart-1').locator('svg').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/surveys/1/results');
  await expect(page.getByTestId('survey-result-8')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/meetings/6/attendance');
  await expect(page.getByTestId('attendee-3')).toBeVisible();
  await expect(page.getByTestId('attendance-date')).toHaveValue(await meetingDay(request, 6));
  await page.getByTestId('status-3-excused').click();
  await page.getByTestId('attendee-3').getByRole('textbox').fill('Hojii dirqamaa');
  await page.getByTestId('mark-all-present').click();
  await expect(page.getByTestId('status-2-present')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('status-3-excused')).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await page.getByTestId('attendance-save').click();
  // The session invites every demo member (seven) and the institute: seven of eight came.
  await expect(page.getByTestId('meeting-summary')).toContainText('88%');

  await signOut(page);
  await signIn(page, 'member', '/member/attendance');
  const history = page.getByTestId('attendance-history');
  await expect(history.getByRole('listitem').first()).toContainText('Caffee 6ffaa');
  await expect(history.getByRole('listitem').first()).toContainText('Hayyamame');
  await expectAccessible(page);
});

test('the institute edits its phone and the member sees their profile', async ({ page }) => {
  await signIn(page, 'institute', '/institute/institute');
  const phone = page.getByTestId('institute-phone');
  await expect(phone).toHaveValue(/551 0455/);
  await expect(page.getByTestId('place-kebele')).toHaveValue('Ganda 01');
  await expectAccessible(page);
  // A refused value is marked on its field until the field is corrected.
  const email = page.getByTestId('institute-email');
  const before = await email.inputValue();
  await email.fill('not-an-address');
  await page.getByTestId('institute-save').click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(before);
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await phone.fill('+251 11 551 0999');
  // A new logo, uploaded on its own, leaves the edit not yet saved in the form.
  await page.getByTestId('logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('institute-logo')).toBeVisible();
  await expect(phone).toHaveValue('+251 11 551 0999');
  await page.getByTestId('institute-save').click();
  await expect(page.getByText("Piroofaayiliin dhaabbataa olkaa'ameera.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('institute-phone')).toHaveValue('+251 11 551 0999');

  await signOut(page);
  await signIn(page, 'member', '/member/account');
  await expect(page.getByTestId('place-woreda')).toHaveValue('Amboo');
  await expect(page.getByTestId('member-groups')).toContainText('Koree');
  await expectAccessible(page);
});

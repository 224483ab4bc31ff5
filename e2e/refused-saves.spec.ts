import { expect, test } from '@playwright/test';
import { apiSession, demoAccount, omText, signIn } from './fixtures';

/** The demo institute user's institute, as its name reads in Afaan Oromoo. */
const DEMO_INSTITUTE = 'Biiroo Qonnaa Oromiyaa';
const PHONE = { width: 390, height: 844 };

test('a member filing a complaint without the complainant’s name is told what and where; a double click files it once', async ({
  page,
}) => {
  const subject = `Daandiin cufame ${Date.now()}`;
  await page.setViewportSize(PHONE);
  await signIn(page, 'member', '/member/complains/new');
  // The name is marked as one the complaint must have, like the subject.
  await expect(page.locator('label').filter({ hasText: /^Komataa\s*\*$/ })).toHaveCount(1);
  await page.getByTestId('field-subject').fill(subject);
  await page.getByTestId('field-description').fill('Daandiin gandaa ji’a lamaaf cufameera.');
  await page.getByTestId('field-instituteId').click();
  // The institute must be chosen: no "None" beside the institutes.
  await expect(page.getByRole('option', { name: omText('crud', 'crud.none') })).toHaveCount(0);
  await page.getByRole('option', { name: DEMO_INSTITUTE }).click();
  await page.getByTestId('record-save').click();

  // Nothing is sent: the summary at the top names the field, the field says why, and has the focus.
  const summary = page.getByTestId('form-error-summary');
  await expect(summary).toContainText(omText('crud', 'crud.errorSummary'));
  await expect(summary).toContainText('Komataa');
  const name = page.getByTestId('field-complainantName');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(omText('common', 'validation.required'));
  await expect(page).toHaveURL(/\/member\/complains\/new$/);

  // Named, and saved with a double click: one complaint, one outcome.
  await name.fill('Caaltuu Abdiisaa');
  await expect(summary).toHaveCount(0);
  await page.getByTestId('record-save').dblclick();
  await expect(page).toHaveURL(/\/member\/complains\/\d+$/);
  await expect(page.getByTestId('detail-complainantName')).toHaveText('Caaltuu Abdiisaa');
  await expect(page.getByText(omText('common', 'errors.conflict'))).toHaveCount(0);
  const session = await apiSession(page.request, demoAccount('member'));
  const filed = await page.request.get(`/api/v1/complains?search=${encodeURIComponent(subject)}`, {
    headers: session.headers,
  });
  expect(((await filed.json()) as { payload: unknown[] }).payload).toHaveLength(1);
});

test('an institute double-clicking "start review" sees it started, not "record exists"', async ({
  page,
}) => {
  const member = await apiSession(page.request, demoAccount('member'));
  const institute = await apiSession(page.request, demoAccount('institute'));
  const created = await page.request.post('/api/v1/complains', {
    headers: member.headers,
    data: {
      subject: `Ibsaa dhabuu ${Date.now()}`,
      description: 'Ibsaan torban tokkoof hin jiru.',
      instituteId: institute.instituteId,
      complainantName: 'Abdii Waaqoo',
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { payload: { id: number } }).payload;

  await page.setViewportSize(PHONE);
  await signIn(page, 'institute', `/institute/complains/${id}`);
  await page.getByTestId('transition-in_review').dblclick();
  await expect(page.getByTestId('detail-status')).toContainText('Ilaalamaa jira');
  await expect(page.getByText(omText('common', 'errors.conflict'))).toHaveCount(0);

  // Taken meanwhile elsewhere (another tab, a colleague): said as already done.
  const start = page.getByTestId('transition-rejected');
  await page.request.post(`/api/v1/complains/${id}/transition`, {
    headers: institute.headers,
    data: { to: 'rejected', reason: 'Aangoo keenyaa ala' },
  });
  await start.click();
  await page.getByTestId('reject-reason').fill('Aangoo keenyaa ala');
  await page.getByTestId('reject-confirm').click();
  await expect(page.getByText(/Tarkaanfiin kun duraan fudhatameera/)).toBeVisible();
  await expect(page.getByTestId('detail-status')).toContainText(
    omText('records', 'records.enum.status.rejected'),
  );
});

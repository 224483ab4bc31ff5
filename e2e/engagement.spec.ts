import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

/** The demo institute user's institute, as its name reads in Afaan Oromoo. */
const DEMO_INSTITUTE = 'Biiroo Qonnaa Oromiyaa';

test('a member opens a forum topic and the discussion takes their comment', async ({ page }) => {
  const title = `Mari'ii daandii ${Date.now()}`;
  await signIn(page, 'member');
  await page.goto('/member/forums/new');
  await page.getByTestId('field-title-om').fill(title);
  await page.getByTestId('field-body-om').fill('Daandiin gandaa keenyaa haaromsuu qaba.');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/member\/forums\/\d+$/);
  await expect(page.getByTestId('detail-title')).toHaveText(title);
  await page.getByTestId('comment-input').fill('Nan deeggara; bajata barbaada.');
  await page.getByTestId('comment-submit').click();
  await expect(page.getByTestId('comment')).toContainText('Nan deeggara; bajata barbaada.');
});

test('a member files a complaint, the institute works it, the member sees it resolved', async ({
  browser,
}) => {
  const subject = `Bishaan dhugaatii hin jiru ${Date.now()}`;
  const member = await browser.newPage();
  await signIn(member, 'member');
  await member.goto('/member/complains/new');
  await member.getByTestId('field-subject').fill(subject);
  await member.getByTestId('field-description').fill('Torban lamaaf bishaan hin argamne.');
  await member.getByTestId('field-instituteId').click();
  await member.getByRole('option', { name: DEMO_INSTITUTE }).click();
  await member.getByTestId('field-complainantName').fill('Caaltuu Abdiisaa');
  await member.getByTestId('record-save').click();
  await expect(member).toHaveURL(/\/member\/complains\/\d+$/);
  const id = member.url().split('/').pop();
  await expect(member.getByTestId('detail-status')).toContainText('Dhiyaate');

  // The institute complained against reviews it and resolves it.
  const institute = await browser.newPage();
  await signIn(institute, 'institute');
  await institute.goto(`/institute/complains/${id}`);
  await expect(institute.getByTestId('detail-subject')).toHaveText(subject);
  await institute.getByTestId('transition-in_review').click();
  await expect(institute.getByTestId('detail-status')).toContainText('Ilaalamaa jira');
  await institute.getByTestId('transition-resolved').click();
  await expect(institute.getByTestId('detail-status')).toContainText('Furame');

  // The member sees the new status and its history.
  await member.reload();
  await expect(member.getByTestId('detail-status')).toContainText('Furame');
  await expect(member.getByTestId('audit-entry')).toHaveCount(3);
  await expect(member.getByTestId('record-edit')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { signIn, signOut } from './fixtures';

/** The demo institute user's institute, as its name reads in Afaan Oromoo. */
const DEMO_INSTITUTE = 'Biiroo Qonnaa Oromiyaa';

test('a member comments on a forum topic until the secretariat locks it', async ({ page }) => {
  const title = `Mari'ii daandii ${Date.now()}`;
  await signIn(page, 'member', '/member/forums/new');
  await page.getByTestId('field-title-om').fill(title);
  await page.getByTestId('field-body-om').fill('Daandiin gandaa keenyaa haaromsuu qaba.');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/member\/forums\/\d+$/);
  await expect(page.getByTestId('detail-title')).toHaveText(title);
  await page.getByTestId('comment-input').fill('Nan deeggara; bajata barbaada.');
  await page.getByTestId('comment-submit').click();
  await expect(page.getByTestId('comment')).toContainText('Nan deeggara; bajata barbaada.');
  const topic = page.url().replace(/^.*\/member\//, '');

  // The secretariat locks the topic: the discussion stays readable and takes no more comments.
  await signOut(page);
  await signIn(page, 'admin', `/admin/${topic}/edit`);
  await page.getByTestId('field-locked').check();
  await page.getByTestId('record-save').click();
  await expect(page.getByTestId('detail-locked')).toHaveText('Eeyyee');
  await signOut(page);
  await signIn(page, 'member', `/member/${topic}`);
  await expect(page.getByTestId('comment')).toContainText('Nan deeggara; bajata barbaada.');
  await expect(page.getByTestId('comments-closed')).toHaveText(
    'Mata dureen kun cufameera: yaada haaraa hin fudhatu.',
  );
  await expect(page.getByTestId('comment-input')).toHaveCount(0);
});

test('a member files a complaint, the institute works it, the member sees it resolved', async ({
  browser,
}) => {
  const subject = `Bishaan dhugaatii hin jiru ${Date.now()}`;
  const member = await browser.newPage();
  await signIn(member, 'member', '/member/complains/new');
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
  await signIn(institute, 'institute', `/institute/complains/${id}`);
  await expect(institute.getByTestId('detail-subject')).toHaveText(subject);
  await institute.getByTestId('transition-in_review').click();
  await expect(institute.getByTestId('detail-status')).toContainText('Ilaalamaa jira');
  // Resolving it says how, as rejecting says why; the note stays in its history.
  await institute.getByTestId('transition-resolved').click();
  await expect(institute.getByTestId('resolve-confirm')).toBeDisabled();
  await institute.getByTestId('resolve-reason').fill('Bishaan deebi’eera; ujummoon jijjiirame.');
  await institute.getByTestId('resolve-confirm').click();
  await expect(institute.getByTestId('detail-status')).toContainText('Furame');

  // The member sees the new status and its history.
  await member.reload();
  await expect(member.getByTestId('detail-status')).toContainText('Furame');
  await expect(member.getByTestId('audit-entry')).toHaveCount(3);
  await expect(member.getByTestId('audit-entry').first()).toContainText(
    'Bishaan deebi’eera; ujummoon jijjiirame.',
  );
  await expect(member.getByTestId('record-edit')).toHaveCount(0);
});

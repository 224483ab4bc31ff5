import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiSession, demoAccount, signIn } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the admin publishes a news item with a file in two languages and comments on it', async ({
  page,
}) => {
  const title = `Oduu qorannoo ${Date.now()}`;
  // The page's timers, faked but running in real time, so that the undo window below can be
  // passed at once instead of waited for.
  await page.clock.install();
  await signIn(page, 'admin', '/admin/news-feeds/new');
  await expect(page.getByTestId('record-form')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('field-title-om').fill(title);
  await page.getByTestId('field-title-en').fill(`${title} (en)`);
  await page.getByTestId('field-summary-om').fill('Cuunfaa gabaabaa');
  await page.getByTestId('field-status').click();
  await page.getByRole('option', { name: 'Maxxanfame' }).click();
  await page.getByTestId('file-input').setInputFiles({
    name: 'labsii.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByTestId('record-save').click();

  // The new record's page: its fields, its file, its history.
  await expect(page).toHaveURL(/\/admin\/news-feeds\/\d+$/);
  await expect(page.getByTestId('detail-title')).toHaveText(title);
  await expect(page.getByTestId('record-files')).toContainText('labsii.pdf');
  await expect(page.getByTestId('audit-entry')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByTestId('comment-input').fill('Yaada jalqabaa <b>qofa</b>');
  await page.getByTestId('comment-submit').click();
  await expect(page.getByTestId('comment')).toContainText('Yaada jalqabaa <b>qofa</b>');

  // The list shows it in each display mode; the choice is remembered.
  await page.goto('/admin/news-feeds');
  for (const mode of ['grid', 'masonry', 'list', 'table'] as const) {
    await page.getByTestId(`display-${mode}`).click();
    await expect(page.getByTestId(`records-${mode}`)).toContainText(title);
  }
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByTestId('records-table')).toContainText(title);

  // Both languages were stored: the edit form reads them back side by side.
  await page.getByText(title).first().click();
  await expect(page.getByTestId('record-detail')).toBeVisible();
  await page.getByTestId('record-edit').click();
  await expect(page.getByTestId('field-title-en')).toHaveValue(`${title} (en)`);
  await expect(page.getByTestId('field-title-om')).toHaveValue(title);
  await expect(page.getByTestId('field-title-am')).toHaveValue('');

  // Deleting waits behind an undo snackbar; undoing keeps the record.
  await page.goBack();
  await page.getByTestId('record-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/admin\/news-feeds$/);
  await expect(page.getByTestId('records-table')).not.toContainText(title);
  const deletes: string[] = [];
  page.on('request', (r) => void (r.method() === 'DELETE' && deletes.push(r.url())));
  await page.getByTestId('undo-delete').click();
  await expect(page.getByTestId('records-table')).toContainText(title);
  await page.clock.runFor(6500); // past the undo window (UNDO_DELAY_MS)
  await expect(page.getByTestId('undo-delete')).toBeHidden();
  expect(deletes).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('records-table')).toContainText(title);

  // Deleted again, and the page reloaded within the undo window: the delete still happens.
  await page.getByText(title).first().click();
  await page.getByTestId('record-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('undo-delete')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('records-table')).toBeVisible();
  await expect(page.getByTestId('records-table')).not.toContainText(title);
});

test('the admin moves a complaint through its workflow, rejecting with a reason', async ({
  page,
  request,
}) => {
  // A complaint of its own, filed by the demo member: journeys run side by side, and another
  // may be moving the first complaint of the list.
  const subject = `Daandiin cabe ${Date.now()}`;
  const member = await apiSession(request, demoAccount('member'));
  const institute = await apiSession(request, demoAccount('institute'));
  const filed = await request.post('/api/v1/complains', {
    headers: member.headers,
    data: {
      subject,
      description: 'Daandiin gandaa torban sadiif cufameera.',
      instituteId: institute.instituteId,
      complainant: { name: 'Galaanaa Bultum' },
    },
  });
  expect(filed.ok()).toBe(true);

  await signIn(page, 'admin', '/admin/complains?status=submitted');
  await page.getByTestId('display-table').click();
  await page.getByTestId('records-table').getByText(subject).click();
  await expect(page.getByTestId('detail-subject')).toHaveText(subject);
  await page.getByTestId('transition-in_review').click();
  await expect(page.getByTestId('detail-status')).toContainText('Ilaalamaa jira');
  await page.getByTestId('transition-rejected').click();
  await expect(page.getByTestId('reject-confirm')).toBeDisabled();
  await page.getByTestId('reject-reason').fill('Ragaan gahaan hin dhiyaanne.');
  await page.getByTestId('reject-confirm').click();
  await expect(page.getByTestId('detail-status')).toContainText('Didame');
  await expect(page.getByTestId('detail-statusReason')).toHaveText('Ragaan gahaan hin dhiyaanne.');
  await expect(page.getByTestId('complaint-workflow')).toHaveCount(0);
  await expect(page.getByTestId('audit-entry')).toHaveCount(3);
});

test('an institute user sees only the complaints against its institute', async ({ page }) => {
  await signIn(page, 'institute', '/institute/complains');
  await page.getByTestId('display-table').click();
  await expect(page.locator('[data-testid^="record-row-"]').first()).toBeVisible();
  const institutes = await page
    .locator('[data-testid^="record-row-"] td:nth-child(2)')
    .allInnerTexts();
  expect(new Set(institutes).size).toBe(1);
  // The menu offers what the institute's role may read, not the admin's screens.
  await expect(page.getByTestId('nav-complains')).toHaveCount(1);
  await expect(page.getByTestId('nav-surveys')).toHaveCount(0);
});

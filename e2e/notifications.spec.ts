import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiSession, demoAccount, signIn, signOut } from './fixtures';

/** How many unread notifications the account has, as its bell would say. */
async function unreadCount(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.get('/api/v1/notifications/unread-count', { headers });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { payload: { count: number } }).payload.count;
}

test('the institute hears of a question addressed to it, answers it, and the admin is told', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, demoAccount('admin'));
  const institute = await apiSession(request, demoAccount('institute'));
  expect(institute.instituteId).not.toBeNull();
  const before = await unreadCount(request, institute.headers);

  // The administrator addresses a question to the institute.
  const text = `Baajata karaa bara kanaa (${Date.now()})`;
  const created = await request.post('/api/v1/questions', {
    headers: admin.headers,
    data: {
      text: { om: text },
      type: 'open_ended',
      addressedInstituteId: institute.instituteId,
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { payload: { id: number } }).payload;
  // The server tells the institute's users in its worker, after the answer: wait for it.
  await expect.poll(() => unreadCount(request, institute.headers)).toBe(before + 1);

  await signIn(page, 'institute');
  const count = page.getByTestId('notification-count');
  await expect(count).toHaveAttribute('data-count', String(before + 1));
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId('notification-panel');
  const link = panel.getByRole('link', { name: new RegExp(text.replace(/[()]/g, '\\$&')) });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await link.click();

  // The institute answers its questions on their list: the new one is there.
  await expect(page).toHaveURL(new RegExp(`/institute/questions#record-${id}$`));
  await expect(count).toHaveAttribute('data-count', String(before));
  // Its card is brought into view and focused, among the others.
  const question = page.getByTestId(`question-${id}`);
  await expect(question).toBeInViewport();
  await expect(question).toBeFocused();
  await question.getByTestId(`answer-input-${id}`).fill('Baajanni karaa qophaa’eera.');
  await question.getByTestId(`answer-save-${id}`).click();
  await expect(question.getByTestId('answered-chip')).toBeVisible();

  // The mails' link leads to the same place; the full list shows the notification read.
  await page.goto(`/go/questions/${id}`);
  await expect(page).toHaveURL(new RegExp(`/institute/questions#record-${id}$`));
  await page.goto('/institute/notifications');
  const row = page.getByTestId('notification-list').getByRole('listitem').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row).not.toHaveAttribute('data-unread');
  await expectAccessible(page);

  // The administrator who asked hears of the answer, and opens the question from there.
  await signOut(page);
  await signIn(page, 'admin');
  await page.getByTestId('notification-bell').click();
  const answered = panel.getByRole('link', {
    name: new RegExp(`${demoAccount('institute').name}.*${text.replace(/[()]/g, '\\$&')}`),
  });
  await expect(answered).toBeVisible();
  await answered.click();
  await expect(page).toHaveURL(new RegExp(`/admin/questions/${id}$`));
});

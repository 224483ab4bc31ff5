import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiSession, demoAccount, omText, signIn } from './fixtures';

test('a member opens a cancelled meeting’s notification and reads that it was cancelled', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, demoAccount('admin'));
  const member = await apiSession(request, demoAccount('member'));
  const memberId = (member as unknown as { id: number }).id;

  // The secretariat invites the member to a meeting, then cancels it (deletes it).
  const title = `Walgahii koree baajataa (${Date.now()})`;
  const start = Date.now() + 14 * 86_400_000;
  const created = await request.post('/api/v1/meetings', {
    headers: admin.headers,
    data: {
      title: { om: title },
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 2 * 3_600_000).toISOString(),
      inviteeIds: [memberId],
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { payload: { id: number } }).payload;
  expect((await request.delete(`/api/v1/meetings/${id}`, { headers: admin.headers })).ok()).toBe(
    true,
  );
  // The worker tells the invitees after the answer: wait for the member's line.
  const cancelled = async () => {
    const answer = await request.get('/api/v1/notifications?pagination[pageSize]=20', {
      headers: member.headers,
    });
    const lines = ((await answer.json()) as { payload: { kind: string; recordId: number }[] })
      .payload;
    return lines.some((l) => l.kind === 'meeting-cancelled' && l.recordId === id);
  };
  await expect.poll(cancelled).toBe(true);

  // On a phone, in Afaan Oromoo: the bell's line leads to what happened, not a dead page.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member');
  await page.getByTestId('notification-bell').click();
  const line = omText('notifications', 'notifications.kinds.meeting-cancelled').replace(
    '{{record}}',
    title,
  );
  const escaped = line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByTestId('notification-panel')
    .getByRole('link', { name: new RegExp(escaped) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/member/meetings/${id}$`));
  const gone = page.getByTestId('record-gone');
  const [before, after] = omText('crud', 'crud.gone.meetings')
    .replace('{{name}}', title)
    .split('{{date}}');
  await expect(gone).toContainText(before!);
  await expect(gone).toContainText(after!);
  // Asking again cannot bring a cancelled meeting back: no "try again", the way to the list.
  await expect(page.getByRole('button', { name: omText('common', 'common.retry') })).toHaveCount(0);
  await expectAccessible(page, 'a cancelled meeting');
  const back = page.getByTestId('record-gone-back');
  await expect(back).toHaveText(omText('records', 'records.types.meetings'));
  await back.click();
  await expect(page).toHaveURL(/\/member\/meetings$/);
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiSession, createMember, demoAccount, setAccountLanguage, signIn } from './fixtures';

/** Signs in an account made by the journey, as `signIn` does a demo account's. */
async function signInAs(page: Page, account: { email: string; password: string }, to: string) {
  const tokens = await setAccountLanguage(page.request, account, 'om');
  await page.goto('/api/health');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('token', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await page.goto(to);
  await expect(page.getByTestId('page-title').first()).toBeVisible();
}

test('the secretariat invites a committee to a meeting; its member sees it on a phone', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const memberName = `Koree Member ${stamp}`;
  const member = await createMember(request, `committee-${stamp}@caffee.example`, memberName);
  const session = await apiSession(request, {
    ...member,
    type: 'member',
    status: 'active',
    name: memberName,
  });
  // The sign-in answers the user with the tokens.
  const memberId = (session as unknown as { id: number }).id;
  // A committee of the journey's own, with that member in it.
  const admin = await apiSession(request, demoAccount('admin'));
  const groupName = `Koree Bishaan Dhugaatii ${stamp}`;
  const group = await request.post('/api/v1/caffee-groups', {
    headers: admin.headers,
    data: { name: groupName },
  });
  const groupId = ((await group.json()) as { payload: { id: number } }).payload.id;
  const seated = await request.put(`/api/v1/caffee-groups/${groupId}/members`, {
    headers: admin.headers,
    data: { userIds: [memberId] },
  });
  expect(seated.ok()).toBe(true);

  // At a desk: a new meeting, the committee chosen; its members show before saving.
  const title = `Walgahii koree ${stamp}`;
  await signIn(page, 'admin', '/admin/meetings/new');
  await page.getByTestId('field-title-om').fill(title);
  await page.getByTestId('field-startsAt').fill('2027-04-14T09:00');
  await page.getByTestId('field-endsAt').fill('2027-04-14T11:00');
  await page.getByTestId('field-groupId').click();
  await page.getByRole('option', { name: groupName }).click();
  const committee = page.getByTestId('committee-invitees');
  await expect(committee.getByTestId(`committee-invitee-${memberId}`)).toHaveText(memberName);
  // The invitee search finds committees too, by name.
  await page.getByTestId('field-inviteeIds').fill(groupName);
  await expect(page.getByTestId(`group-option-${groupId}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/meetings\/\d+$/);
  await expect(page.getByTestId(`invitee-${memberId}`)).toHaveText(memberName);

  // The member, on a phone: the meeting is among theirs, and opens.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, member, '/member/meetings');
  await page.getByText(title).first().click();
  await expect(page.getByTestId('page-title')).toContainText(title);
  await expect(page.getByTestId(`invitee-${memberId}`)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

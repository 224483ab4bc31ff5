import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { createMember, demoAccount, signIn, signOut } from './fixtures';

/** The demo member, on every roll of an event (every active member is). */
const MEMBER = 'Obsaa Fayyisaa';

/** A calendar event made through the API by the demo administrator; its id. */
async function createEvent(request: APIRequestContext, title: string): Promise<number> {
  const admin = demoAccount('admin');
  const login = await request.post('/api/v1/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  const token = ((await login.json()) as { payload: { accessToken: string } }).payload.accessToken;
  const created = await request.post('/api/v1/calendar-events', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: { om: title, en: `${title} (en)` },
      startsAt: '2027-05-12T06:00:00Z',
      endsAt: '2027-05-12T09:00:00Z',
      location: 'Galma Caffee',
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { payload: { id: number } }).payload.id;
}

/** The user id of the register screen's row naming `name`. */
async function rowOf(page: Page, name: string): Promise<string> {
  const row = page.getByTestId('attendee-list').locator(':scope > li').filter({ hasText: name });
  return (await row.getAttribute('data-testid'))!.replace('attendee-', '');
}

test('the secretariat takes a register for an event, reads it, corrects it; the member sees theirs', async ({
  page,
  request,
}) => {
  const title = `Daawwannaa hojii ${Date.now()}`;
  const eventId = await createEvent(request, title);
  // Named for this run: other journeys make members too, and every active one is on the roll.
  const otherName = `Register Member ${Date.now()}`;
  await createMember(request, `register-${Date.now()}@caffee.example`, otherName);
  await signIn(page, 'admin');

  // From the event's page to its register: every active member listed, the event's day chosen.
  await page.goto(`/admin/calendar-events/${eventId}`);
  await page.getByTestId('take-attendance').click();
  await expect(page).toHaveURL(new RegExp(`/admin/calendar-events/${eventId}/attendance$`));
  await expect(page.getByTestId('attendance-date')).toHaveValue('2027-05-12');
  const member = await rowOf(page, MEMBER);
  const other = await rowOf(page, otherName);
  await page.getByTestId(`status-${member}-present`).click();
  await page.getByTestId(`status-${other}-absent`).click();
  await page.getByTestId(`attendee-${other}`).getByRole('textbox').fill('Hin beeksifne');
  await expectAccessible(page);
  await page.getByTestId('attendance-save').click();
  await expect(page.getByTestId('register-summary')).toContainText('50%');

  // The register's page: named by the event and its day, every line, the summary.
  await page.getByTestId('open-register').click();
  await expect(page).toHaveURL(/\/admin\/attendances\/\d+$/);
  const registerUrl = page.url();
  await expect(page.getByTestId('page-title')).toContainText(title);
  await expect(page.getByTestId('register-subject')).toContainText(title);
  await expect(page.getByTestId('register-when')).toContainText('2027');
  await expect(page.getByTestId(`register-line-${member}`)).toContainText('Argame');
  await expect(page.getByTestId(`register-line-${other}`)).toContainText('Hin argamne');
  await expect(page.getByTestId(`register-line-${other}`)).toContainText('Hin beeksifne');
  await expect(page.getByTestId('register-summary')).toContainText('50%');
  // The pointer stays where "open the register" was, over the Delete button now.
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  // A correction: the same screen with the saved marks, saved back to the register's page.
  await page.getByTestId('register-correct').click();
  await expect(page).toHaveURL(/\/admin\/attendances\/\d+\/correct$/);
  await expect(page.getByTestId(`status-${member}-present`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('attendance-date')).toBeDisabled();
  await page.getByTestId(`status-${member}-late`).click();
  await page.getByTestId('attendance-save').click();
  await expect(page).toHaveURL(registerUrl);
  await expect(page.getByTestId(`register-line-${member}`)).toContainText('Turee dhufe');
  await expect(page.getByTestId('register-summary')).toContainText('Turee dhufe: 1');
  await expect(page.getByTestId('register-summary')).toContainText('50%');
  // The demo member's name may have grown in another journey (access.spec.ts renames them).
  await expect(page.getByTestId('audit-change').first()).toHaveText(
    new RegExp(`^${MEMBER}[^:]*: Argame → Turee dhufe$`),
  );

  // The list names the register by the event and its day, not by an ISO date.
  await page.goto('/admin/attendances');
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText(`${title} · Caa 12, 2027`)).toBeVisible();

  // The member: their own attendance as before, and on the register only their own line.
  await signOut(page);
  await signIn(page, 'member', '/member/attendance');
  const mine = page.getByTestId('attendance-history').getByRole('listitem').first();
  await expect(mine).toContainText(title);
  await expect(mine).toContainText('Turee dhufe');
  await page.goto(registerUrl.replace('/admin/', '/member/'));
  await expect(page.getByTestId(`register-line-${member}`)).toBeVisible();
  await expect(page.getByTestId(`register-line-${other}`)).toHaveCount(0);
  await expect(page.getByTestId('register-correct')).toHaveCount(0);
  await expectAccessible(page);
});

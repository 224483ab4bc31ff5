import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { createMember, login, setLanguage, signIn, signOut } from './fixtures';

/** The demo member, invited to the meeting by searching their name. */
const INVITED = 'Obsaa Fayyisaa';

test('the secretariat puts a meeting and a three-day event on the calendar; only invitees see the meeting', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const category = `Ayyaana ${stamp}`;
  const event = `Torban aadaa ${stamp}`;
  const meeting = `Walgahii koree ${stamp}`;
  await signIn(page, 'admin');
  await setLanguage(page, 'en');

  // A teal category, its colour picked from the palette.
  await page.goto('/admin/categories/calendar-event-categories/new');
  await page.getByTestId('field-name-om').fill(category);
  await page.getByTestId('color-teal').click();
  await expect(page.getByTestId('color-teal')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/calendar-event-categories\/\d+$/);
  await expect(page.getByText('Teal')).toBeVisible();

  // A meeting with the demo member invited.
  await page.goto('/admin/meetings/new');
  await page.getByTestId('field-title-om').fill(meeting);
  await page.getByTestId('field-startsAt').fill('2027-06-16T10:00');
  await page.getByTestId('field-endsAt').fill('2027-06-16T12:00');
  await page.getByTestId('field-location-om').fill('Galma Caffee');
  await page.getByTestId('field-inviteeIds').fill(INVITED.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(INVITED) }).click();
  await expect(
    page.getByTestId('record-form').getByRole('button', { name: INVITED }),
  ).toBeVisible();
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/meetings\/\d+$/);
  const meetingPath = new URL(page.url()).pathname;

  // A three-day event in the category, made from a day of the month.
  await page.goto('/admin/calendar?date=2027-06-14');
  await expect(page.getByTestId('calendar-title')).toHaveText('June 2027');
  await page.getByTestId('calendar-add-2027-06-14').click();
  await page.getByTestId('event-title-om').fill(event);
  await page.getByTestId('event-all-day').check();
  await page.getByTestId('event-end').fill('2027-06-16');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category }).click();
  await page.getByTestId('event-save').click();
  await expect(page.getByTestId('event-form')).toBeHidden();

  // Month view: the event spans its three days in teal; the meeting is on its day.
  const month = page.getByTestId('calendar-month');
  const piece = (day: string) =>
    month.getByTestId(`calendar-day-${day}`).getByRole('button', { name: event });
  const first = piece('2027-06-14');
  await expect(first).toHaveAttribute('data-span', 'start');
  await expect(first).toHaveCSS('background-color', 'rgb(0, 105, 92)');
  await expect(piece('2027-06-15')).toHaveAttribute('data-span', 'continue');
  await expect(piece('2027-06-16')).toHaveAttribute('data-span', 'continue-end');
  await expect(piece('2027-06-17')).toHaveCount(0);
  const meetingChip = month
    .getByTestId('calendar-day-2027-06-16')
    .getByRole('button', { name: meeting });
  await expect(meetingChip).toBeVisible();
  const legend = page.getByTestId('calendar-legend');
  await expect(legend).toContainText('Meetings');
  await expect(legend).toContainText('Deadlines');
  await expect(legend).toContainText(category);
  await expectAccessible(page, 'the month with a span and a meeting');

  // Week view: the hours, the meeting at 10:00 in its day's column, the event above them.
  await page.getByTestId('calendar-view-week').click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByTestId('calendar-hour-10')).toBeVisible();
  const hours = page.getByTestId('calendar-hours-2027-06-16');
  const timed = hours.getByRole('button', { name: meeting });
  await expect(timed).toHaveAttribute('data-top', String(10 * 60));
  await expect(timed).toContainText('10:00');
  await expect(
    page.getByTestId('calendar-day-2027-06-14').getByRole('button', { name: event }),
  ).toBeVisible();
  await expectAccessible(page, 'the week by the hour');

  // The meeting opens from the calendar.
  await timed.click();
  const popover = page.getByTestId('occurrence-popover');
  await expect(popover.getByTestId('occurrence-kind')).toHaveText('Meetings');
  await expect(popover).toContainText('Galma Caffee');
  await popover.getByTestId('occurrence-open').click();
  await expect(page).toHaveURL(meetingPath);
  await expect(page.getByTestId('meeting-invitees')).toContainText(INVITED);

  // The invited member sees the meeting; their calendar shows the event too.
  await signOut(page);
  await signIn(page, 'member', '/member/calendar?date=2027-06-14');
  await expect(
    page.getByTestId('calendar-day-2027-06-16').getByRole('button', { name: meeting }),
  ).toBeVisible();
  await expect(
    page.getByTestId('calendar-day-2027-06-14').getByRole('button', { name: event }),
  ).toBeVisible();

  // A member who is not invited sees the event but not the meeting.
  const other = await createMember(request, `not-invited-${stamp}@caffee.example`);
  await signOut(page);
  await page.goto('/auth/login');
  await login(page, other.email, other.password);
  await expect(page).toHaveURL(/\/member\/questions$/);
  await page.goto('/member/calendar?date=2027-06-14&view=agenda');
  await expect(page.getByTestId('agenda-item').filter({ hasText: event })).toHaveCount(3);
  await expect(page.getByTestId('agenda-item').filter({ hasText: meeting })).toHaveCount(0);
});

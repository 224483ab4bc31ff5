import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { setCalendar, setLanguage, signIn } from './fixtures';

test('a news item published on an Ethiopian date reads as the same day in Gregorian', async ({
  page,
}) => {
  const title = `Ayyaana Masqalaa ${Date.now()}`;
  await signIn(page, 'admin');
  await setLanguage(page, 'en');
  await setCalendar(page, 'ethiopic');
  await page.goto('/admin/news-feeds/new');
  await expect(page.getByTestId('record-form')).toBeVisible();
  await page.getByTestId('field-title-en').fill(title);

  // Day, month and year E.C., by their names, and the time.
  const published = page.getByRole('group', { name: 'Published' });
  await expect(published).toBeVisible();
  await expectAccessible(page);
  // Pagume 6 is no day of 2018: the form says so instead of moving to another day.
  await published.getByRole('textbox', { name: 'Day' }).fill('6');
  await published.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'Pagumen' });
  await published.getByRole('textbox', { name: 'Year (E.C.)' }).fill('2018');
  await published.getByLabel('Time').fill('10:00');
  await page.getByTestId('record-save').click();
  await expect(published).toContainText('Pagumen 2018 has 5 days.');
  await expect(page).toHaveURL(/\/admin\/news-feeds\/new$/);

  // Meskel, 17 Meskerem 2019, is 27 September 2026.
  await published.getByRole('textbox', { name: 'Day' }).fill('17');
  await published.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'Meskerem' });
  await published.getByRole('textbox', { name: 'Year (E.C.)' }).fill('2019');
  await expect(published).not.toContainText('has 5 days');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/news-feeds\/\d+$/);
  const shown = page.getByTestId('detail-publishedAt');
  await expect(shown).toContainText('17 Meskerem 2019');
  await expect(shown).toContainText('10:00');

  // The same day in the Gregorian calendar, on the record and in its edit form.
  await setCalendar(page, 'gregorian');
  await expect(shown).toContainText(/27 Sept? 2026/);
  await expect(shown).toContainText('10:00');
  await page.getByTestId('record-edit').click();
  await expect(page.getByTestId('field-publishedAt')).toHaveValue('2026-09-27T10:00');
});

test('a yearly event on Meskel follows the Ethiopian calendar: 17 Meskerem 2020 is 28 September 2027', async ({
  page,
}) => {
  const title = `Meskel ${Date.now()}`;
  await signIn(page, 'admin');
  await setLanguage(page, 'en');
  await setCalendar(page, 'ethiopic');
  await page.goto('/admin/calendar?date=2026-09-20');
  await expect(page.getByTestId('calendar-title')).toContainText('Meskerem 2019');
  await page.getByTestId('calendar-add-2026-09-20').click();
  await page.getByTestId('event-title-en').fill(title);
  await page.getByTestId('event-title-om').fill(`Ayyaana Masqalaa ${Date.now()}`);
  await page.getByTestId('event-all-day').check();
  // The day is typed in the Ethiopian calendar, start and end alike.
  for (const name of ['Starts', 'Ends']) {
    const group = page.getByRole('group', { name, exact: true });
    await group.getByRole('textbox', { name: 'Day' }).fill('17');
    await group.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'Meskerem' });
    await group.getByRole('textbox', { name: 'Year (E.C.)' }).fill('2019');
  }
  await page.getByTestId('field-repeat').click();
  await page.getByRole('option', { name: 'Every year' }).click();
  // A reader of the Ethiopian calendar repeats by it unless they choose otherwise.
  await expect(page.getByTestId('field-repeatCalendar')).toContainText('Ethiopian calendar');
  await page.getByTestId('event-save').click();
  await expect(page.getByTestId('event-form')).toBeHidden();
  await expect(page.getByTestId('calendar-day-2026-09-27').getByText(title)).toBeVisible();

  // Thirteen months on: Meskerem 2020, where Meskel falls on 28 September, not the 27th.
  // A month at a time, as a person pages: each press once the last month shows.
  const monthTitle = page.getByTestId('calendar-title');
  for (let i = 0; i < 13; i++) {
    const shown = (await monthTitle.textContent()) ?? '';
    await page.getByTestId('calendar-next').click();
    await expect(monthTitle).not.toHaveText(shown);
  }
  await expect(monthTitle).toContainText('Meskerem 2020');
  await expect(page.getByTestId('calendar-day-2027-09-28').getByText(title)).toBeVisible();
  await expect(page.getByTestId('calendar-day-2027-09-27').getByText(title)).toHaveCount(0);

  // A Gregorian reader sees the same day: 28 September 2027.
  await setCalendar(page, 'gregorian');
  await page.goto('/admin/calendar?date=2027-09-28');
  await expect(page.getByTestId('calendar-title')).toHaveText('September 2027');
  await expect(page.getByTestId('calendar-day-2027-09-28').getByText(title)).toBeVisible();
});

test('an all-day event made from Events → New in the Ethiopian calendar reads as its day, without a time', async ({
  page,
}) => {
  const title = `Meskel holiday ${Date.now()}`;
  await signIn(page, 'admin', '/admin/calendar-events');
  await setLanguage(page, 'en');
  await setCalendar(page, 'ethiopic');
  await page.getByTestId('record-create').click();
  await expect(page.getByTestId('record-form')).toBeVisible();
  await page.getByTestId('field-title-en').fill(title);
  for (const name of ['Starts', 'Ends']) {
    const group = page.getByRole('group', { name, exact: true });
    await group.getByRole('textbox', { name: 'Day' }).fill('17');
    await group.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'Meskerem' });
    await group.getByRole('textbox', { name: 'Year (E.C.)' }).pressSequentially('2019');
  }
  // Straight from the year to the switch: the first click turns it on (issue 39, item 11),
  // and the days need no time.
  const allDay = page.getByTestId('field-allDay');
  await allDay.click();
  await expect(allDay).toBeChecked();
  await expect(page.getByRole('group', { name: 'Starts', exact: true })).not.toContainText(
    'Give a valid date and time.',
  );
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/calendar-events\/\d+$/);
  await expect(page.getByTestId('detail-startsAt')).toHaveText('17 Meskerem 2019 E.C.');
  await expect(page.getByTestId('detail-endsAt')).toHaveText('17 Meskerem 2019 E.C.');

  // The list says the day, no time of day.
  await page.goto(`/admin/calendar-events?search=${encodeURIComponent(title)}`);
  const card = page.locator('[data-testid^="record-card-"], [data-testid^="record-row-"]', {
    hasText: title,
  });
  await expect(card).toContainText('17 Meskerem 2019 E.C.');
  await expect(card).not.toContainText(':00');

  // So does the calendar: on its day, all day.
  await page.goto('/admin/calendar?date=2026-09-27');
  await page.getByTestId('calendar-day-2026-09-27').getByText(title).click();
  await expect(page.getByTestId('occurrence-popover')).toContainText(
    '17 Meskerem 2019 E.C. · All day',
  );
});

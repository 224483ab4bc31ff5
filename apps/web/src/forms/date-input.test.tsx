import { CalendarDateSchema, type Calendar, type Locale } from '@caffee/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppProviders } from '../app/providers/app-providers';
import { syncPreferences } from '../app/sync-preferences';
import { createAppStore } from '../store';
import { updatePrefs } from '../store/prefs-slice';
import { stopAfterTest } from '../test/after-test';
import { FormDateField } from './form-date-field';
import { formResolver } from './form-resolver';

// As the record form checks them: a date as it is, a `datetime-local` value as a local time.
const Schema = z.object({
  enactedAt: CalendarDateSchema.optional(),
  publishedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    .optional(),
});
type Values = z.input<typeof Schema>;

/** A form of a date and a date-time (a law's enactment, a news item's publication). */
function DatesForm({ initial, onSave }: { initial: Values; onSave: (v: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: initial,
    resolver: formResolver(Schema),
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit((v) => onSave(v))(e)}>
      <FormDateField
        control={control}
        name="enactedAt"
        labelKey="records.fields.enactedAt"
        testId="field-enactedAt"
      />
      <FormDateField
        control={control}
        name="publishedAt"
        labelKey="records.fields.publishedAt"
        withTime
        testId="published"
      />
      <button type="submit">save</button>
    </form>
  );
}

function renderForm(calendar: Calendar, locale: Locale, initial: Values = {}) {
  const store = createAppStore();
  store.dispatch(updatePrefs({ calendar, locale }));
  stopAfterTest(syncPreferences(store));
  const onSave = vi.fn<(v: Values) => void>();
  render(
    <AppProviders store={store}>
      <DatesForm initial={initial} onSave={onSave} />
    </AppProviders>,
  );
  return onSave;
}

const type = (name: RegExp | string, value: string, group: HTMLElement) =>
  fireEvent.change(within(group).getByRole('textbox', { name }), { target: { value } });
const choose = (name: string, value: string, group: HTMLElement) =>
  fireEvent.change(within(group).getByRole('combobox', { name }), { target: { value } });

describe('date entry in the Ethiopian calendar', () => {
  it('offers day, month and year in the reader’s language, named as a group', async () => {
    renderForm('ethiopic', 'en');
    const group = await screen.findByRole('group', { name: 'Published' });
    for (const name of ['Day', 'Year (E.C.)']) {
      expect(within(group).getByRole('textbox', { name })).toBeTruthy();
    }
    expect(within(group).getByLabelText('Time')).toHaveProperty('type', 'time');
    const month = within(group).getByRole('combobox', { name: 'Month' });
    const names = within(month)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter(Boolean);
    expect(names).toHaveLength(13);
    expect(names[0]).toBe('Meskerem');
    expect(names[12]).toBe('Pagumen');
  });

  it('names the months as the app shows them in Afaan Oromoo and Amharic', async () => {
    renderForm('ethiopic', 'om');
    const om = await screen.findByRole('group', { name: /Guyyaa ragga'e/ });
    expect(within(om).getByRole('option', { name: 'Fulbaana' })).toBeTruthy();
    expect(within(om).getByRole('option', { name: 'Qaammee' })).toBeTruthy();
    expect(within(om).getByRole('textbox', { name: 'Waggaa (ALI)' })).toBeTruthy();
  });

  it('stores the Gregorian date and local date-time of what was picked', async () => {
    const onSave = renderForm('ethiopic', 'en');
    const enacted = await screen.findByRole('group', { name: 'Enacted on' });
    type('Day', '17', enacted);
    choose('Month', '1', enacted);
    type('Year (E.C.)', '2019', enacted);
    const published = screen.getByTestId('published');
    type('Day', '6', published);
    choose('Month', '13', published);
    type('Year (E.C.)', '2019', published);
    fireEvent.change(screen.getByTestId('published-time'), { target: { value: '09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      enactedAt: '2026-09-27',
      publishedAt: '2027-09-11T09:30',
    });
  });

  it('shows a stored date in its Ethiopian parts', async () => {
    renderForm('ethiopic', 'am', { enactedAt: '2027-09-28' });
    await screen.findAllByRole('group');
    expect(screen.getByTestId('field-enactedAt-day')).toHaveProperty('value', '17');
    expect(screen.getByTestId('field-enactedAt-month')).toHaveProperty('value', '1');
    expect(screen.getByTestId('field-enactedAt-year')).toHaveProperty('value', '2020');
    const month = screen.getByTestId('field-enactedAt-month') as HTMLSelectElement;
    expect(month.selectedOptions[0]?.textContent).toBe('መስከረም');
  });

  it('refuses a day the month does not have, saying why, rather than moving on', async () => {
    const onSave = renderForm('ethiopic', 'en');
    const enacted = await screen.findByRole('group', { name: 'Enacted on' });
    type('Day', '6', enacted);
    choose('Month', '13', enacted);
    type('Year (E.C.)', '2018', enacted);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(within(enacted).getByText('Pagumen 2018 has 5 days.')).toBeTruthy());
    expect(onSave).not.toHaveBeenCalled();
    const day = within(enacted).getByRole('textbox', { name: 'Day' });
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(day.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pagumen 2018 has 5 days.',
    );
  });

  it('points out unfinished and out-of-range dates once the reader moves on', async () => {
    renderForm('ethiopic', 'om');
    const group = screen.getByTestId('field-enactedAt');
    fireEvent.change(screen.getByTestId('field-enactedAt-day'), { target: { value: '3' } });
    expect(group.textContent).not.toContain("Guyyaa, ji'a fi waggaa guutaa.");
    fireEvent.blur(screen.getByTestId('field-enactedAt-day'));
    await waitFor(() => expect(group.textContent).toContain("Guyyaa, ji'a fi waggaa guutaa."));
    choose("Ji'a", '1', group);
    type('Waggaa (ALI)', '1890', group);
    await waitFor(() =>
      expect(group.textContent).toContain(
        'Guyyaa Muddee 23, 1892 ALI hanga Muddee 21, 2092 ALI jiru galchaa.',
      ),
    );
  });
});

describe('date entry in the Gregorian calendar', () => {
  it('keeps the browser’s date and date-time inputs, bounded to the product’s dates', async () => {
    const onSave = renderForm('gregorian', 'en', { enactedAt: '2026-09-27' });
    const enacted = await screen.findByTestId('field-enactedAt');
    expect(enacted).toHaveProperty('type', 'date');
    expect(enacted).toHaveProperty('value', '2026-09-27');
    expect(enacted.getAttribute('min')).toBe('1900-01-01');
    const published = screen.getByTestId('published');
    expect(published).toHaveProperty('type', 'datetime-local');
    expect(published.getAttribute('max')).toBe('2099-12-31T23:59');
    fireEvent.change(published, { target: { value: '2027-09-11T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      enactedAt: '2026-09-27',
      publishedAt: '2027-09-11T09:30',
    });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordBody } from '../../../crud/data/record-resolver';
import { calendarEventsScreen } from '../calendar-events';
import { DEFAULT_PREFS } from '../../../store/prefs';
import { writeStoredPrefs } from '../../../store/stored-prefs';
import { adminUser, ok, page, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

// Which calendar a monthly or yearly repeat follows: the event form (generic, from the
// declaration's `when`) and the calendar's dialog ask it only for those repeats.

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

function serve() {
  const signed = signedIn(
    adminUser({
      permissions: ['calendar-events:list', 'calendar-events:create', 'calendar-events:read'],
    }),
  );
  return mockApi((config) => {
    const call = route(config);
    if (call === 'GET calendar-events/occurrences') return ok([]);
    if (call === 'GET calendar-event-categories') return page([]);
    if (call === 'POST calendar-events') return ok({ id: 9 });
    return signed(config) ?? (call.startsWith('GET ') ? ok([]) : undefined);
  });
}

async function choose(testId: string, option: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText(option));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('the calendar of a repeat', { timeout: 15_000 }, () => {
  it('the event form asks it for monthly and yearly repeats only', async () => {
    serve();
    renderApp('/admin/calendar-events/new');
    await screen.findByTestId('field-repeat');
    expect(screen.queryByTestId('field-repeatCalendar')).toBeNull();
    await choose('field-repeat', 'Waggaa waggaan');
    expect(screen.getByTestId('field-repeatCalendar').textContent).toBe('Lakkoofsa Awurooppaa');
    await choose('field-repeatCalendar', 'Lakkoofsa Itoophiyaa');
    await choose('field-repeat', 'Torban torbaniin');
    expect(screen.queryByTestId('field-repeatCalendar')).toBeNull();
  });

  it("the event form starts from the reader's calendar", async () => {
    serve();
    writeStoredPrefs({ ...DEFAULT_PREFS, calendar: 'ethiopic' });
    renderApp('/admin/calendar-events/new');
    await screen.findByTestId('field-repeat');
    await choose('field-repeat', "Ji'a ji'aan");
    expect(screen.getByTestId('field-repeatCalendar').textContent).toBe('Lakkoofsa Itoophiyaa');
  });

  it('the event form sends it with a monthly or yearly repeat, and not otherwise', () => {
    const values = { repeat: 'yearly', repeatCalendar: 'ethiopic' };
    expect(recordBody(calendarEventsScreen, values, true)).toMatchObject(values);
    const weekly = recordBody(calendarEventsScreen, { ...values, repeat: 'weekly' }, false);
    expect(weekly).not.toHaveProperty('repeatCalendar');
  });

  it("the calendar's dialog asks it too, starting from the reader's calendar", async () => {
    const calls = serve();
    writeStoredPrefs({ ...DEFAULT_PREFS, calendar: 'ethiopic' });
    renderApp('/admin/calendar?date=2026-09-21');
    fireEvent.click(await screen.findByTestId('calendar-add-2026-09-27'));
    fireEvent.change(await screen.findByTestId('event-title-en'), {
      target: { value: 'Meskel' },
    });
    expect(screen.queryByTestId('field-repeatCalendar')).toBeNull();
    await choose('field-repeat', 'Waggaa waggaan');
    expect(screen.getByTestId('field-repeatCalendar').textContent).toBe('Lakkoofsa Itoophiyaa');
    fireEvent.click(screen.getByTestId('event-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.data).toMatchObject({
      repeat: 'yearly',
      repeatCalendar: 'ethiopic',
    });
  });
});

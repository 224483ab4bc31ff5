import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

const local = (day: string, hour: number) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00`).toISOString();
const session = {
  kind: 'event',
  path: 'calendar-events',
  recordId: 4,
  title: 'Walgahii',
  allDay: false,
  location: 'Galma',
  categoryId: null,
  color: null,
};
const meeting = {
  ...session,
  kind: 'meeting',
  path: 'meetings',
  recordId: 7,
  title: 'Koree baajataa',
  startsAt: local('2026-11-18', 14),
  endsAt: local('2026-11-18', 16),
};
const holiday = {
  ...session,
  recordId: 5,
  title: 'Ayyaana',
  allDay: true,
  location: null,
  categoryId: 2,
  color: 'teal',
  startsAt: '2026-11-17T00:00:00.000Z',
  endsAt: '2026-11-19T00:00:00.000Z',
};

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

function serve(
  permissions: string[],
  type: 'admin' | 'member' = 'admin',
  extra: Record<string, unknown>[] = [],
) {
  const signed = signedIn(adminUser({ permissions, type }));
  const ranges: Record<string, string>[] = [];
  const calls = mockApi((config) => {
    const call = route(config);
    if (call === 'GET calendar-events/occurrences') {
      ranges.push(config.params as Record<string, string>);
      return ok([
        { ...session, startsAt: local('2026-11-16', 9), endsAt: local('2026-11-16', 11) },
        { ...session, startsAt: local('2026-11-23', 9), endsAt: local('2026-11-23', 11) },
        ...extra,
      ]);
    }
    if (call === 'GET calendar-event-categories') {
      return page([{ id: 2, name: 'Ayyaana', color: 'teal' }]);
    }
    if (call === 'POST calendar-events') return ok({ id: 9 });
    return signed(config);
  });
  return { calls, ranges };
}

describe('the calendar', { timeout: 15_000 }, () => {
  it('shows the month grid with occurrences and details', async () => {
    const { ranges } = serve(['calendar-events:list'], 'member');
    renderApp('/member/calendar?date=2026-11-21');
    const chip = await screen.findByTestId('occurrence-calendar-events-4-2026-11-16');
    expect(screen.getByTestId('occurrence-calendar-events-4-2026-11-23')).toBeTruthy();
    expect(screen.getByTestId('calendar-title').textContent).toBe('Sadaasa 2026');
    expect(new Date(ranges[0]!.from!)).toEqual(new Date(2026, 9, 26));
    expect(new Date(ranges[0]!.to!)).toEqual(new Date(2026, 11, 7));
    // Members cannot add: the day numbers are not buttons that open the dialog.
    expect((screen.getByTestId('calendar-add-2026-11-20') as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(chip);
    const popover = await screen.findByTestId('occurrence-popover');
    expect(popover.textContent).toContain('Galma');
    expect(within(popover).getByTestId('occurrence-open').getAttribute('href')).toBe(
      '/member/calendar-events/4',
    );
  });

  it('draws a span across its days, meetings apart, and links each to its record', async () => {
    const { ranges } = serve(['calendar-events:list', 'calendar-event-categories:list'], 'member', [
      holiday,
      meeting,
    ]);
    renderApp('/member/calendar?date=2026-11-21');
    const first = await screen.findByTestId('occurrence-calendar-events-5-2026-11-17');
    expect(first.getAttribute('data-span')).toBe('start');
    expect(first.textContent).toContain('Ayyaana');
    const middle = screen.getByTestId('occurrence-calendar-events-5-2026-11-18');
    expect(middle.getAttribute('data-span')).toBe('continue');
    expect(middle.textContent).toBe('');
    expect(
      screen.getByTestId('occurrence-calendar-events-5-2026-11-19').getAttribute('data-span'),
    ).toBe('continue-end');
    await waitFor(() =>
      expect(screen.getByTestId('calendar-legend').textContent).toContain('Ayyaana'),
    );
    fireEvent.click(screen.getByTestId('occurrence-meetings-7-2026-11-18'));
    const popover = await screen.findByTestId('occurrence-popover');
    expect(within(popover).getByTestId('occurrence-open').getAttribute('href')).toBe(
      '/member/meetings/7',
    );
    expect(ranges).toHaveLength(1);
  });

  it('shows the week by the hour, all-day items above', async () => {
    serve(['calendar-events:list'], 'member', [holiday, meeting]);
    renderApp('/member/calendar?date=2026-11-18&view=week');
    const timed = await screen.findByTestId('occurrence-meetings-7-2026-11-18');
    expect(timed.getAttribute('data-top')).toBe(String(14 * 60));
    expect(screen.getByTestId('calendar-hours-2026-11-18').contains(timed)).toBe(true);
    expect(screen.getByTestId('calendar-hour-9')).toBeTruthy();
    const span = screen.getByTestId('occurrence-calendar-events-5-2026-11-17');
    expect(screen.getByTestId('calendar-day-2026-11-17').contains(span)).toBe(true);
  });

  it('lists the agenda and moves by month', async () => {
    serve(['calendar-events:list'], 'member');
    const { currentLocation } = renderApp('/member/calendar?date=2026-11-21&view=agenda');
    expect(await screen.findByTestId('agenda-day-2026-11-16')).toBeTruthy();
    expect(screen.getAllByTestId('agenda-item')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('calendar-next'));
    await waitFor(() => expect(currentLocation().search).toContain('date=2026-12-01'));
  });

  it('counts every press of next, even before the month it asked for shows', async () => {
    serve(['calendar-events:list'], 'member');
    const { currentLocation } = renderApp('/member/calendar?date=2026-11-21&view=agenda');
    await screen.findByTestId('agenda-day-2026-11-16');
    // Native clicks, outside act(): the navigation is a transition that renders later, as in
    // a busy browser, so the second and third presses come while the address's month is old.
    const next = screen.getByTestId('calendar-next');
    next.click();
    next.click();
    next.click();
    await waitFor(() => expect(currentLocation().search).toContain('date=2027-02-01'));
    fireEvent.click(screen.getByTestId('calendar-prev'));
    await waitFor(() => expect(currentLocation().search).toContain('date=2027-01-01'));
  });

  it('creates a weekly event from a clicked day', async () => {
    const { calls } = serve(['calendar-events:list', 'calendar-events:create']);
    renderApp('/admin/calendar?date=2026-11-21');
    fireEvent.click(await screen.findByTestId('calendar-add-2026-11-25'));
    fireEvent.change(await screen.findByTestId('event-title-en'), {
      target: { value: 'Budget hearing' },
    });
    fireEvent.mouseDown(screen.getByTestId('field-repeat'));
    fireEvent.click(await screen.findByRole('option', { name: 'Torban torbaniin' }));
    fireEvent.mouseDown(screen.getByTestId('field-repeatEnd'));
    fireEvent.click(await screen.findByRole('option', { name: "Si'a murtaa'eef" }));
    fireEvent.change(screen.getByTestId('event-repeat-count'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('event-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.data;
    expect(body).toMatchObject({
      title: { om: '', en: 'Budget hearing', am: '' },
      startsAt: local('2026-11-25', 9),
      endsAt: local('2026-11-25', 10),
      allDay: false,
      repeat: 'weekly',
      repeatUntil: null,
      repeatCount: 4,
    });
  });

  it('refuses an event without a title', async () => {
    const { calls } = serve(['calendar-events:list', 'calendar-events:create']);
    renderApp('/admin/calendar?date=2026-11-21');
    fireEvent.click(await screen.findByTestId('calendar-add-2026-11-25'));
    fireEvent.click(await screen.findByTestId('event-save'));
    expect(await screen.findByText('Yoo xiqqaate afaan tokkoon guutaa.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

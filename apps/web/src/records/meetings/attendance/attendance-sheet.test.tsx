import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiRequest } from '../../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

const event = {
  id: 6,
  title: 'Daawwannaa hojii',
  startsAt: '2026-11-24T06:00:00.000Z',
  endsAt: '2026-11-24T10:30:00.000Z',
  allDay: false,
};
const ROLL = [
  { userId: 3, name: 'Obsaa Fayyisaa', type: 'member' },
  { userId: 5, name: 'Tolasaa Gurmeessaa', type: 'member' },
];
const summary = { total: 1, present: 1, absent: 0, excused: 0, late: 0, rate: 1 };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serve(registers: object[] = []) {
  const session = signedIn(adminUser({ permissions: ['attendances:record', 'attendances:list'] }));
  const calls: { call: string; params?: unknown; data?: unknown }[] = [];
  mockApi((config: ApiRequest) => {
    const call = route(config);
    calls.push({ call, params: config.params, data: config.data });
    if (call === 'GET calendar-events/6') return ok(event);
    if (call === 'GET attendances/roll') return ok(ROLL);
    if (call === 'GET attendances') return page(registers);
    if (call === 'GET attendances/9/attendees') return page([]);
    if (call === 'POST attendances') return ok({ id: 9, calendarEventId: 6, date: '2026-11-24' });
    if (call === 'POST attendances/9/attendees') {
      return ok({ attendanceId: 9, written: 1, removed: 0, summary });
    }
    return session(config);
  });
  return calls;
}

describe("an event's register screen", { timeout: 20_000 }, () => {
  it('lists the roll, opens the register for the day, and saves the marks as the register', async () => {
    const calls = serve();
    renderApp('/admin/calendar-events/6/attendance');
    await screen.findByTestId('attendee-list', undefined, { timeout: 15_000 });
    expect(calls.find((c) => c.call === 'GET attendances/roll')?.params).toEqual({
      calendarEventId: 6,
    });
    expect((screen.getByTestId('attendance-date') as HTMLInputElement).value).toBe('2026-11-24');
    fireEvent.click(screen.getByTestId('status-3-present'));
    fireEvent.click(screen.getByTestId('attendance-save'));
    await screen.findByTestId('open-register');
    expect(screen.getByTestId('open-register').getAttribute('href')).toBe('/admin/attendances/9');
    await waitFor(() =>
      expect(calls.filter((c) => c.call.startsWith('POST')).map((c) => [c.call, c.data])).toEqual([
        ['POST attendances', { calendarEventId: 6, date: '2026-11-24' }],
        [
          'POST attendances/9/attendees',
          { mode: 'replace', attendees: [{ userId: 3, status: 'present', note: null }] },
        ],
      ]),
    );
  });

  it('offers the way to the day’s register when the screen opens on one saved before', async () => {
    serve([{ id: 9, calendarEventId: 6, date: '2026-11-24', summary }]);
    renderApp('/admin/calendar-events/6/attendance');
    const link = await screen.findByTestId('open-register', undefined, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/admin/attendances/9');
  });
});

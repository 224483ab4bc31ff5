import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  destroyIntersectionMocking,
  mockIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const point = (period: string, created: number) => ({
  period,
  created,
  updated: 1,
  deleted: 0,
  total: created + 1,
});

// The chart library itself is not under test here: a stand-in that draws at once.
vi.mock('./timeline-line-chart', () => ({ default: () => <svg data-testid="line-chart" /> }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(permissions = ['dashboard:read']) {
  const session = signedIn(adminUser({ permissions }));
  const timelines: unknown[] = [];
  const calls = mockApi((config) => {
    const call = route(config);
    if (call === 'GET dashboard/count-data') return ok({ users: 4, 'enacted-laws': 6 });
    if (call === 'GET dashboard/activity-timeline') {
      timelines.push(config.params);
      return ok([point('2026-10-01', 3), point('2026-11-01', 5)]);
    }
    return session(config);
  });
  return { calls, timelines };
}

describe('the admin dashboard', { timeout: 15_000 }, () => {
  it('shows the counts and switches the timeline, remembering the choice', async () => {
    const { timelines } = serve();
    renderApp('/admin/dashboard');
    const users = await screen.findByTestId('count-users');
    expect(users.textContent).toContain('4');
    expect(users.textContent).toContain('Fayyadamtoota');
    expect(screen.getByTestId('count-enacted-laws').textContent).toContain('Seerota labsaman');
    expect(screen.queryByTestId('count-roles')).toBeNull();
    await waitFor(() => expect(timelines).toEqual([{ type: 'daily' }]));
    const table = await screen.findByTestId('timeline-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('Onkoloolessa 1, 2026');

    fireEvent.click(screen.getByTestId('timeline-monthly'));
    await waitFor(() => expect(timelines.at(-1)).toEqual({ type: 'monthly' }));
    expect(localStorage.getItem('caffee.dashboard.timeline')).toBe('monthly');
  });

  it('draws the chart only once it comes near the screen', async () => {
    setupIntersectionMocking(vi.fn);
    try {
      serve();
      renderApp('/admin/dashboard');
      const chart = await screen.findByTestId('timeline-chart');
      // The table of the same figures is there for screen readers; the drawing waits.
      expect(await screen.findByTestId('timeline-table')).toBeTruthy();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByTestId('line-chart')).toBeNull();
      // Nothing shows as loading while it waits out of view.
      expect(chart.querySelector('.MuiSkeleton-root')).toBeNull();
      mockIsIntersecting(chart, true);
      expect(await screen.findByTestId('line-chart')).toBeTruthy();
    } finally {
      destroyIntersectionMocking();
    }
  });

  it('asks nothing without dashboard:read', async () => {
    const { calls } = serve([]);
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('welcome')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('dashboard/'))).toBe(false);
  });
});

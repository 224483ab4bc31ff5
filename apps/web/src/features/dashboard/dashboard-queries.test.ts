import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarly } from '../../api/early-queries';
import { clearTokens, storeTokens } from '../../api/tokens';
import { fetchTimelineEarly, timelineUrl } from './dashboard-queries';

describe("the dashboard's data asked with its files", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
    localStorage.clear();
  });

  it("asks for the remembered period's timeline, its answer for that period, once", async () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    localStorage.setItem('caffee.dashboard.timeline', 'monthly');
    const fetchMock = vi.fn<typeof fetch>(
      async (url) => new Response(JSON.stringify({ payload: String(url) }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    fetchTimelineEarly('en');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/dashboard/activity-timeline?type=monthly',
    ]);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ authorization: 'Bearer a1' });
    await expect(takeEarly(timelineUrl('daily'))).resolves.toBeUndefined();
    await expect(takeEarly(timelineUrl('monthly'))).resolves.toEqual({
      payload: '/api/v1/dashboard/activity-timeline?type=monthly',
    });
    await expect(takeEarly(timelineUrl('monthly'))).resolves.toBeUndefined();
  });

  it('asks nothing without a session', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchTimelineEarly('en');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

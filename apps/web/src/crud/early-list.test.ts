import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly } from '../api/early-queries';
import { clearTokens, storeTokens } from '../api/tokens';
import { listUrl, takeEarlyList } from './early-list';
import type { ListRequest } from './list-params';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

const request: ListRequest = {
  pagination: { page: 1, pageSize: 8 },
  search: 'oduu',
  includes: ['category'],
};
const urlOf = (r: ListRequest, locale = 'om') => listUrl('news-feeds', r, locale);
const fetchListEarly = (r: ListRequest, locale: string) => fetchEarly(urlOf(r, locale), locale);
const page = { payload: [{ id: 3 }], _attributes: { pagination: { page: 1, total: 1 } } };

describe('the early list page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearTokens();
  });

  it('asks as the page would and hands the answer to the same query, once', async () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const fetchMock = answer(200, page);
    vi.stubGlobal('fetch', fetchMock);
    fetchListEarly(request, 'en');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(decodeURIComponent(String(url))).toBe(
      '/api/v1/news-feeds?pagination[page]=1&pagination[pageSize]=8&search=oduu&includes[]=category&locale=en',
    );
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer a1');
    expect(new Headers(init?.headers).get('accept-language')).toBe('en');
    // Another query (another language, another page) is not served; the asked one is.
    await expect(takeEarlyList(urlOf(request, 'om'))).resolves.toBeUndefined();
    await expect(
      takeEarlyList(urlOf({ ...request, pagination: { page: 2, pageSize: 8 } }, 'en')),
    ).resolves.toBeUndefined();
    await expect(takeEarlyList(urlOf(request, 'en'))).resolves.toEqual({
      rows: [{ id: 3 }],
      pagination: { page: 1, total: 1 },
    });
    await expect(takeEarlyList(urlOf(request, 'en'))).resolves.toBeUndefined();
  });

  it("asks once for an address asked twice (by the page's entry, then the app)", async () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const fetchMock = answer(200, page);
    vi.stubGlobal('fetch', fetchMock);
    fetchListEarly(request, 'om');
    fetchListEarly(request, 'om');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(takeEarlyList(urlOf(request))).resolves.toMatchObject({ rows: [{ id: 3 }] });
  });

  it('asks nothing without a session', () => {
    const fetchMock = answer(200, page);
    vi.stubGlobal('fetch', fetchMock);
    fetchListEarly(request, 'om');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a refusal, a changed token or an old answer to the page', async () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    vi.stubGlobal('fetch', answer(403, { message: 'forbidden' }));
    fetchListEarly(request, 'om');
    await expect(takeEarlyList(urlOf(request))).resolves.toBeUndefined();

    vi.stubGlobal('fetch', answer(200, page));
    fetchListEarly(request, 'om');
    storeTokens({ accessToken: 'a2', refreshToken: 'r2' });
    await expect(takeEarlyList(urlOf(request))).resolves.toBeUndefined();

    vi.useFakeTimers({ now: Date.parse('2026-11-25T10:00:00Z') });
    fetchListEarly(request, 'om');
    vi.setSystemTime(Date.parse('2026-11-25T10:00:30Z'));
    await expect(takeEarlyList(urlOf(request))).resolves.toBeUndefined();
  });
});

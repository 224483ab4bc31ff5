import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '../api/tokens';
import { fetchListEarly, takeEarlyList } from './early-list';
import { listQuery, type ListRequest } from './list-params';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

const request: ListRequest = {
  pagination: { page: 1, pageSize: 8 },
  search: 'oduu',
  includes: ['category'],
};
const keyOf = (r: ListRequest, locale = 'om') => listQuery('news-feeds', r, locale).queryKey;
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
    fetchListEarly('news-feeds', request, 'en');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(decodeURIComponent(String(url))).toBe(
      '/api/v1/news-feeds?pagination[page]=1&pagination[pageSize]=8&search=oduu&includes[]=category&locale=en',
    );
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer a1');
    expect(new Headers(init?.headers).get('accept-language')).toBe('en');
    // Another query (another language, another page) is not served; the asked one is.
    await expect(takeEarlyList(keyOf(request, 'om'))).resolves.toBeUndefined();
    await expect(
      takeEarlyList(keyOf({ ...request, pagination: { page: 2, pageSize: 8 } }, 'en')),
    ).resolves.toBeUndefined();
    await expect(takeEarlyList(keyOf(request, 'en'))).resolves.toEqual({
      rows: [{ id: 3 }],
      pagination: { page: 1, total: 1 },
    });
    await expect(takeEarlyList(keyOf(request, 'en'))).resolves.toBeUndefined();
  });

  it('asks nothing without a session', () => {
    const fetchMock = answer(200, page);
    vi.stubGlobal('fetch', fetchMock);
    fetchListEarly('news-feeds', request, 'om');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a refusal, a changed token or an old answer to the page', async () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    vi.stubGlobal('fetch', answer(403, { message: 'forbidden' }));
    fetchListEarly('news-feeds', request, 'om');
    await expect(takeEarlyList(keyOf(request))).resolves.toBeUndefined();

    vi.stubGlobal('fetch', answer(200, page));
    fetchListEarly('news-feeds', request, 'om');
    storeTokens({ accessToken: 'a2', refreshToken: 'r2' });
    await expect(takeEarlyList(keyOf(request))).resolves.toBeUndefined();

    vi.useFakeTimers({ now: Date.parse('2026-11-25T10:00:00Z') });
    fetchListEarly('news-feeds', request, 'om');
    vi.setSystemTime(Date.parse('2026-11-25T10:00:30Z'));
    await expect(takeEarlyList(keyOf(request))).resolves.toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSessionEarly, takeEarlySession } from './early-session';
import { storeTokens } from './tokens';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('the early session check', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the user with the stored token and hands the answer over once', async () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const fetchMock = answer(200, { payload: { id: 7 } });
    vi.stubGlobal('fetch', fetchMock);
    checkSessionEarly('en');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/users/current?includes%5B%5D=institute&locale=en');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer a1');
    expect(new Headers(init?.headers).get('accept-language')).toBe('en');
    await expect(takeEarlySession()).resolves.toEqual({ payload: { id: 7 } });
    await expect(takeEarlySession()).resolves.toBeUndefined();
  });

  it('asks nothing without a session', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    checkSessionEarly('om');
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(takeEarlySession()).resolves.toBeUndefined();
  });

  it('gives no answer for a refused or failed call, or once the token changed', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'r' });
    vi.stubGlobal('fetch', answer(401, { message: 'expired' }));
    checkSessionEarly('om');
    await expect(takeEarlySession()).resolves.toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
    );
    checkSessionEarly('om');
    await expect(takeEarlySession()).resolves.toBeUndefined();

    vi.stubGlobal('fetch', answer(200, { payload: { id: 1 } }));
    checkSessionEarly('om');
    storeTokens({ accessToken: 'new', refreshToken: 'r' });
    await expect(takeEarlySession()).resolves.toBeUndefined();
  });
});

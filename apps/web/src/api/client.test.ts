import { API_PREFIX } from '@caffee/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, serializeParams, type ApiRequest } from './client';
import { NOT_SENT, WRONG_SERVICES } from './error-message';
import { onSessionEnd } from '../auth/end-session';
import { setSessionChangedHandler, setSessionExpiredHandler, setSessionOwner } from './session';
import { getAccessToken, getRefreshToken, storeTokens } from './tokens';

type Reply = { status: number; data: unknown } | 'no-response';
type Route = (config: ApiRequest) => Reply | Promise<Reply>;

/** Replaces the network: each call goes to `route`, and every request is recorded. */
function mockNetwork(route: Route) {
  const calls: ApiRequest[] = [];
  api.transport = async (config) => {
    calls.push(config);
    const reply = await route(config);
    if (reply === 'no-response') throw new Error('Network Error');
    return reply;
  };
  return calls;
}

const auth = (config: ApiRequest) => config.headers.get('Authorization');
const REFRESH_URL = `${API_PREFIX}/auth/refresh`;
const expired = { status: 401, data: { message: 'Token expired', code: 'token_expired' } };
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

let expiredTo: ReturnType<typeof vi.fn<(url: string) => void>>;
let restoreHandler: () => void;

beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/admin/dashboard?tab=2');
  expiredTo = vi.fn<(url: string) => void>();
  restoreHandler = setSessionExpiredHandler(expiredTo);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreHandler();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('serialises nested params in bracket notation', () => {
    expect(
      decodeURIComponent(serializeParams({ pagination: { page: 1 }, includes: ['institute'] })),
    ).toBe('pagination[page]=1&includes[]=institute');
  });

  it('sends the stored token as a bearer header', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const calls = mockNetwork(() => ({ status: 200, data: { payload: 1 } }));
    await api.get('/api/v1/users/current', { params: { includes: ['institute'] } });
    expect(auth(calls[0]!)).toBe('Bearer access-1');
  });

  it('rejects with "Wrong Services" when nothing answers', async () => {
    mockNetwork(() => 'no-response');
    await expect(api.get('/api/v1/news-feeds')).rejects.toBe(WRONG_SERVICES);
  });

  it('rejects a write nothing answered as not sent', async () => {
    mockNetwork(() => 'no-response');
    await expect(api.post('/api/v1/questions/1/answers', { value: 'x' })).rejects.toBe(NOT_SENT);
    await expect(api.delete('/api/v1/laws/3')).rejects.toBe(NOT_SENT);
  });

  it('rejects other failures with the response data', async () => {
    const body = { message: 'Invalid', errors: [{ email: 'Required' }] };
    mockNetwork(() => ({ status: 422, data: body }));
    await expect(api.post('/api/v1/institutes', {})).rejects.toEqual(body);
  });

  it('refreshes once for concurrent 401s and retries each request', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'refresh-old' });
    let refreshes = 0;
    const calls = mockNetwork(async (config) => {
      if (config.url === REFRESH_URL) {
        refreshes += 1;
        await tick();
        return {
          status: 200,
          data: { payload: { accessToken: 'new', refreshToken: 'refresh-new', expiresIn: 900 } },
        };
      }
      return auth(config) === 'Bearer new'
        ? { status: 200, data: { payload: config.url } }
        : expired;
    });

    const results = await Promise.all([
      api.get<{ payload: string }>('/api/v1/a'),
      api.get<{ payload: string }>('/api/v1/b'),
      api.get<{ payload: string }>('/api/v1/c'),
    ]);

    expect(results.map((r) => r.data.payload)).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);
    expect(refreshes).toBe(1);
    expect(calls.find((c) => c.url === REFRESH_URL)!.data).toEqual({
      refreshToken: 'refresh-old',
    });
    expect(getAccessToken()).toBe('new');
    expect(getRefreshToken()).toBe('refresh-new');
    expect(expiredTo).not.toHaveBeenCalled();
  });

  it('does not refresh again for a request that was sent with an already replaced token', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'r' });
    let refreshes = 0;
    mockNetwork((config) => {
      if (config.url === REFRESH_URL) refreshes += 1;
      if (auth(config) === 'Bearer old') {
        // Another tab refreshed meanwhile.
        storeTokens({ accessToken: 'newer', refreshToken: 'r2' });
        return expired;
      }
      return { status: 200, data: { payload: 'ok' } };
    });
    await expect(api.get('/api/v1/a')).resolves.toMatchObject({ data: { payload: 'ok' } });
    expect(refreshes).toBe(0);
  });

  it('clears the tokens and goes to login with the current page when refresh fails', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'refresh-old' });
    let refreshes = 0;
    mockNetwork((config) => {
      if (config.url === REFRESH_URL) {
        refreshes += 1;
        return { status: 401, data: { message: 'Invalid', code: 'invalid_token' } };
      }
      return expired;
    });

    const results = await Promise.allSettled([
      api.get<{ payload: string }>('/api/v1/a'),
      api.get('/api/v1/b'),
    ]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(results[0]).toMatchObject({ reason: expired.data });
    expect(refreshes).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    await vi.waitFor(() =>
      expect(expiredTo).toHaveBeenCalledWith(
        `/auth/login?returnUrl=${encodeURIComponent('/admin/dashboard?tab=2')}`,
      ),
    );
  });

  it('forgets what the session holds before going to login when the refresh is refused', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'refresh-old' });
    const order: string[] = [];
    const stop = onSessionEnd(() => order.push('forgotten'));
    expiredTo.mockImplementation(() => order.push('login'));
    mockNetwork((config) =>
      config.url === REFRESH_URL
        ? { status: 401, data: { message: 'Session ended', code: 'invalid_token' } }
        : expired,
    );
    await expect(api.get('/api/v1/a')).rejects.toEqual(expired.data);
    await vi.waitFor(() => expect(order).toEqual(['forgotten', 'login']));
    stop();
  });

  it('keeps the session when nothing answers the refresh: the connection went, not it', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'refresh-old' });
    const forgotten = vi.fn();
    const stop = onSessionEnd(forgotten);
    mockNetwork((config) => (config.url === REFRESH_URL ? 'no-response' : expired));
    await expect(api.get('/api/v1/a')).rejects.toBe(WRONG_SERVICES);
    await expect(api.post('/api/v1/questions/1/answers', {})).rejects.toBe(NOT_SENT);
    await tick();
    expect(getAccessToken()).toBe('old');
    expect(getRefreshToken()).toBe('refresh-old');
    expect(forgotten).not.toHaveBeenCalled();
    expect(expiredTo).not.toHaveBeenCalled();
    stop();
  });

  it("never sends this page's request with another person's token", async () => {
    const token = (sub: string) => `e30.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
    storeTokens({ accessToken: token('7'), refreshToken: 'r' });
    setSessionOwner('7');
    const changed = vi.fn();
    const stop = setSessionChangedHandler(changed);
    const calls = mockNetwork(() => ({ status: 200, data: { payload: 'ok' } }));
    await expect(api.get('/api/v1/a')).resolves.toMatchObject({ data: { payload: 'ok' } });
    // Another tab signed someone else in: a write this page kept waiting is not sent as them.
    storeTokens({ accessToken: token('8'), refreshToken: 'r2' });
    await expect(api.post('/api/v1/questions/1/answers', { text: 'x' })).rejects.toBe(NOT_SENT);
    // ...nor with no token at all, once another tab signed out.
    localStorage.clear();
    await expect(api.get('/api/v1/a')).rejects.toBe(WRONG_SERVICES);
    expect(calls).toHaveLength(1);
    expect(changed).toHaveBeenCalledTimes(2);
    setSessionOwner(null);
    stop();
  });

  it('retries only once: a second 401 after a refresh ends the session', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'r' });
    mockNetwork((config) =>
      config.url === REFRESH_URL
        ? { status: 200, data: { payload: { accessToken: 'n', refreshToken: 'r2', expiresIn: 1 } } }
        : expired,
    );
    await expect(api.get('/api/v1/a')).rejects.toEqual(expired.data);
    expect(expiredTo).toHaveBeenCalledTimes(1);
  });

  it('hands a login 401 to the caller without refreshing or redirecting', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'r' });
    const body = { message: 'Wrong email or password', code: 'invalid_credentials' };
    const calls = mockNetwork(() => ({ status: 401, data: body }));
    await expect(api.post(`${API_PREFIX}/auth/login`, {})).rejects.toEqual(body);
    expect(calls).toHaveLength(1);
    expect(expiredTo).not.toHaveBeenCalled();
  });

  it('does not redirect when the user is already on the login page', async () => {
    window.history.pushState({}, '', '/auth/login?returnUrl=%2Fx');
    mockNetwork(() => expired);
    await expect(api.get('/api/v1/users/current')).rejects.toEqual(expired.data);
    expect(expiredTo).not.toHaveBeenCalled();
  });
});

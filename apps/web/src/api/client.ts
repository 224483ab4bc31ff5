import { API_PREFIX, type Envelope, type TokenPair } from '@caffee/contract';
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { stringify } from 'qs-esm';
import { WRONG_SERVICES } from './error-message';
import { redirectToLogin } from './session';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a token refresh, so a second 401 never loops. */
    retriedAfterRefresh?: boolean;
  }
}

/** Bracket notation, as the server parses it: `pagination[page]=1&includes[]=institute`. */
export function serializeParams(params: Record<string, unknown>): string {
  return stringify(params, { arrayFormat: 'brackets' });
}

/** The one HTTP client: same origin, no timeout (uploads may be slow), bearer from storage. */
export const api = axios.create({
  baseURL: '',
  timeout: 0,
  paramsSerializer: { serialize: serializeParams },
});

let requestLocale: string | undefined;
/** The interface language, sent so the server can answer messages in it. */
export function setRequestLocale(locale: string): void {
  requestLocale = locale;
}

// Auth calls answer 401 for wrong credentials or a dead refresh token: that is for the caller.
const AUTH_ENDPOINT = new RegExp(
  `^${API_PREFIX}/auth/(login|register|forgotPassword|resetPassword|refresh|logout)$`,
);
const isAuthEndpoint = (url: string | undefined) => AUTH_ENDPOINT.test(url ?? '');

const bearer = (token: string) => `Bearer ${token}`;

api.interceptors.request.use((config) => {
  // Read on every request: a refresh (here or in another tab) replaces the token.
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', bearer(token));
  else config.headers.delete('Authorization');
  if (requestLocale) config.headers.set('Accept-Language', requestLocale);
  return config;
});

let refreshInFlight: Promise<string> | null = null;

/** One refresh at a time: concurrent 401s all wait for the same call. */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    const { data } = await api.post<Envelope<TokenPair>>(`${API_PREFIX}/auth/refresh`, {
      refreshToken,
    });
    storeTokens(data.payload);
    return data.payload.accessToken;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function sentToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

function endSession(): void {
  clearTokens();
  redirectToLogin();
}

async function handleUnauthorized(
  config: InternalAxiosRequestConfig,
  data: unknown,
): Promise<unknown> {
  const usedToken = sentToken(config);
  const canRefresh = usedToken !== null && !config.retriedAfterRefresh && getRefreshToken();
  if (!canRefresh) {
    endSession();
    throw data;
  }
  try {
    const current = getAccessToken();
    // Another request already refreshed while this one was in flight: just retry.
    if (!current || current === usedToken) await refreshAccessToken();
  } catch {
    endSession();
    throw data;
  }
  return api.request({ ...config, retriedAfterRefresh: true });
}

api.interceptors.response.use(
  (response: AxiosResponse) => response,
  async (error: unknown) => {
    if (axios.isCancel(error)) throw error;
    if (!axios.isAxiosError(error) || !error.response) throw WRONG_SERVICES;
    const { response, config } = error;
    if (response.status === 401 && config && !isAuthEndpoint(config.url)) {
      return handleUnauthorized(config, response.data);
    }
    // The seed logs every other failure's data before handing it to the caller.
    console.error('API error', response.status, response.data);
    throw response.data;
  },
);

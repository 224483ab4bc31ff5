import { API_PREFIX, type CurrentUser, type Pagination } from '@caffee/contract';
import type { ApiRequest } from '../api/client';
import { storeTokens } from '../api/tokens';
import type { MockReply } from './render-app';

/** A signed-in admin; tests narrow or widen the permissions. */
export function adminUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: 'Caalaa Gammachuu',
    email: 'admin@caffee.example',
    phone: null,
    type: 'admin',
    status: 'active',
    locale: 'om',
    roleId: 1,
    instituteId: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    role: { id: 1, name: 'Administrator' },
    permissions: [],
    institute: null,
    pictureUrl: null,
    ...overrides,
  };
}

/** A success envelope, with pagination for lists. */
export const ok = (payload: unknown, pagination?: Pagination): MockReply => ({
  status: 200,
  data: { payload, _attributes: pagination ? { pagination } : {} },
});

export const page = (rows: unknown[], total = rows.length, page = 1, pageSize = 8) =>
  ok(rows, { page, pageSize, total, pageCount: Math.ceil(total / pageSize) });

/** Signs `user` in as the app would find them at start (stored token, `users/current`). */
export function signedIn(user: CurrentUser) {
  storeTokens({ accessToken: 'access-token', refreshToken: 'refresh-token' });
  return (config: ApiRequest): MockReply | undefined =>
    config.url === `${API_PREFIX}/users/current` ? ok(user) : undefined;
}

/** The path of a call below `/api/v1/`, and its method. */
export const route = (config: ApiRequest) =>
  `${config.method.toUpperCase()} ${config.url.replace(`${API_PREFIX}/`, '')}`;

import type { Permission } from '@caffee/contract';
import { API_PREFIX } from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/database.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { Services } from '../services.js';

/**
 * What a route needs: a permission `resource:action`, any signed-in user (`authenticated`),
 * or nobody (`public`). Every API route must say which.
 */
export type RouteAccess = Permission | 'authenticated' | 'public';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
  permissions: ReadonlySet<string>;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** Whether it takes any input (params, query or body) that a schema checks. */
  input: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every API route and the access it declared, for tests and documentation. */
    routeTable: RouteEntry[];
  }
}

/** The signed-in user of a route that requires one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Loads the caller from the access token on every request (so disabling a user, ending a
 * session or changing a role's permissions takes effect on the very next request) and
 * checks the route's declared access. Registering an API route without one fails at start.
 */
export function registerGuard(app: FastifyInstance, services: Services): void {
  app.decorateRequest('auth', null);
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) && !route.url.startsWith('/api/health')) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (permission)`);
    }
    const schema = route.schema ?? {};
    const input = Boolean(schema.params || schema.querystring || schema.body);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access, input });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearer(request);
    if (access === 'public') {
      // A stale header (the seed's client keeps one set) must not block login or logout.
      if (token) request.auth = await authenticate(services, token).catch(() => null);
      return;
    }
    if (token) request.auth = await authenticate(services, token);
    if (!request.auth) throw unauthorized();
    if (access !== 'authenticated' && !request.auth.permissions.has(access)) {
      request.log.warn(
        {
          event: 'permission_denied',
          permission: access,
          userId: request.auth.user.id,
          ip: request.ip,
        },
        'permission denied',
      );
      throw forbidden();
    }
  });
}

async function authenticate(services: Services, token: string): Promise<AuthContext> {
  const claims = await services.tokens.verifyAccess(token);
  const session = await services.db
    .selectFrom('sessions')
    .select(['revokedAt', 'expiresAt'])
    .where('id', '=', claims.sessionId)
    .where('userId', '=', claims.userId)
    .executeTakeFirst();
  if (!session || session.revokedAt) throw unauthorized('Your session has ended');
  const user = await services.users.findById(claims.userId);
  if (!user || user.status !== 'active') throw unauthorized('Your account is not active');
  const permissions = new Set(await services.users.permissionsOf(user.roleId));
  return { user, sessionId: claims.sessionId, permissions };
}

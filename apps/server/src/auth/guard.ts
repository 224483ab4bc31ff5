import type { Permission } from '@caffee/contract';
import { API_PREFIX } from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/database.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { statsFor } from '../db/cache-stats.js';
import { readVersions, versionsIn, type VersionSnapshot } from '../db/table-versions.js';
import { VersionedCache } from '../db/versioned-cache.js';
import type { Services } from '../services.js';

/** The tables a role's permissions come from; their versions (migration 0010) tell of a change. */
export const PERMISSION_TABLES = ['roles', 'permissions', 'role_permissions'] as const;

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
    /** A public route whose bearer token is its own (the metrics'), never a user's. */
    ownToken?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /**
     * The table versions read when the caller was checked, before any of the request's data:
     * caches of the request's answer compare against them (http/answer-cache.ts).
     */
    tableVersions: VersionSnapshot | null;
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
  app.decorateRequest('tableVersions', null);
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);

  app.addHook('onRoute', (route) => {
    const api = [API_PREFIX, '/api/health', '/api/metrics'].some((p) => route.url.startsWith(p));
    if (!api) return;
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

  const authenticate = createAuthenticator(services);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearer(request);
    if (access === 'public') {
      if (request.routeOptions.config.ownToken) return;
      // A stale header (the seed's client keeps one set) must not block login or logout.
      if (token) request.auth = await authenticate(request, token).catch(() => null);
      return;
    }
    if (token) request.auth = await authenticate(request, token);
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

/** The tables a caller's identity is read from; a write to any of them is seen on the next request. */
const AUTH_TABLES = ['sessions', 'users', ...PERMISSION_TABLES];
/** Tokens remembered at most: a few hundred bytes each, the role's permission set is shared. */
const MAX_REMEMBERED = 5000;

/**
 * Who holds a token. Checking it took a signature check and three queries (session, user,
 * permissions) on every request, more than many routes' own work; now a token already seen is
 * answered from memory for as long as it is valid and the versions of the tables its answer
 * came from (sessions, users, roles, permissions) are unchanged: one read of the versions,
 * which the request's caches then share (`request.tableVersions`). Signing out, disabling a
 * user or changing a role raises a version, from this process or any other, so it still takes
 * effect on the very next request.
 */
function createAuthenticator(services: Services) {
  const remembered = new VersionedCache<{ expiresAt: number; auth: AuthContext }>(MAX_REMEMBERED);
  const stats = statsFor(services.db, 'callers');

  return async function authenticate(request: FastifyRequest, token: string): Promise<AuthContext> {
    const snapshot = await readVersions(services.db);
    request.tableVersions = snapshot;
    // Undefined only before the migrations that version these tables: then nothing is kept.
    const versions = versionsIn(snapshot, AUTH_TABLES);
    const hit = versions === undefined ? undefined : remembered.get(token, versions);
    if (hit && Date.now() < hit.expiresAt) {
      stats.hit();
      return hit.auth;
    }
    stats.miss();
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
    const permissions = await services.users.permissionSetOf(
      user.roleId,
      versionsIn(snapshot, PERMISSION_TABLES),
    );
    const auth: AuthContext = Object.freeze({
      user: Object.freeze(user),
      sessionId: claims.sessionId,
      permissions,
    });
    if (versions !== undefined)
      remembered.set(token, versions, { expiresAt: claims.expiresAt, auth });
    return auth;
  };
}

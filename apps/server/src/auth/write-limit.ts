import type { preHandlerAsyncHookHandler } from 'fastify';
import { kindsOf } from '../notifications/events.js';
import { contextOf } from '../records/context.js';
import type { Services } from '../services.js';
import { writeTakes, type WriteKind } from './limits.js';

/**
 * A route's hook that limits how fast one person makes a write that tells someone (RATES.writes
 * in limits.ts): past it, 429 with Retry-After. Counted in the database like sign-in, so two
 * API processes on one database count the same writes. It runs once the caller's permission
 * and the body were checked: a refused or malformed write costs nothing.
 */
export function writeLimit(services: Services, kind: WriteKind): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!services.config.writeLimits) return;
    await services.throttle.reserve(writeTakes(kind, contextOf(request).auth.user.id));
  };
}

/**
 * The limit of creating a record of `resource` when its creation tells someone (`kindsOf`,
 * the one table of which changes notify): a complaint, a question, a survey, and whatever type
 * is made to notify on creation later.
 */
export function createLimit(
  services: Services,
  resource: string,
): { preHandler: preHandlerAsyncHookHandler } | Record<string, never> {
  const notifies = kindsOf({ resource, action: 'create', recordId: 0, changes: null }).length > 0;
  return notifies ? { preHandler: writeLimit(services, 'record') } : {};
}

import type { FastifyReply, FastifyRequest } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One line per request: who (user id, address), what (method, path without its query,
 * the route), the answer and its time; the request id comes with the request's logger.
 * A successful write by a signed-in user is marked as a change, for the security log.
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const userId = request.auth?.user.id;
  const change = WRITES.has(request.method) && reply.statusCode < 400 && userId !== undefined;
  request.log.info(
    {
      ...(change ? { event: 'change' } : {}),
      method: request.method,
      path: request.url.split('?')[0],
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
      ...(userId !== undefined ? { userId } : {}),
    },
    'request',
  );
}

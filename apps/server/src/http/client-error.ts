import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';

interface Answer {
  status: number;
  code: ErrorCode;
  message: string;
}

/** A body that stopped arriving (http/body-idle.ts), answered as Node's own timeouts are. */
export const BODY_IDLE = 'ERR_CAFFEE_BODY_IDLE';

/** What Node's HTTP parser or its timers refused, as the API answers it. */
function answerOf(code: string | undefined): Answer {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'bad_request', message: 'The request did not arrive in time' };
    case BODY_IDLE:
      return { status: 408, code: 'bad_request', message: 'The request body stopped arriving' };
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'payload_too_large',
        message: 'The request headers are too large',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        code: 'payload_too_large',
        message: 'The request chunk extensions are too large',
      };
    default:
      return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };
  }
}

/** The response being written on a connection, if any (Node keeps it on the socket). */
const inFlight = (socket: Socket) =>
  (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage ?? undefined;

/**
 * Fastify's `clientErrorHandler`: a request Node refused before it became one (malformed,
 * headers too large, too slow) is answered in the API's error shape and with
 * `Connection: close`, then the connection is closed. Without that header a keep-alive
 * client sent its next request on a socket being closed, and saw it reset.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = answerOf(err.code);
  this.log.info({ code: err.code, status: answer.status }, 'client error: connection closed');
  // As Node does: no answer in the middle of another one already on its way.
  if (socket.writable && !inFlight(socket)?.headersSent) {
    const body = JSON.stringify({ message: answer.message, code: answer.code });
    socket.write(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}

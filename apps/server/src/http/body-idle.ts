import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { BODY_IDLE, clientErrorHandler } from './client-error.js';

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  (headers['content-length'] !== undefined && headers['content-length'] !== '0') ||
  headers['transfer-encoding'] !== undefined;

/**
 * A request's body is cut off when no byte of it arrives for `idleMs`, however long it takes
 * in all: a 20 MB upload over a slow link keeps going while it keeps flowing. Its headers are
 * still limited in total (Node's `headersTimeout`, app.ts), and its size by the body and
 * multipart limits.
 *
 * Node has no idle limit for a body alone: `requestTimeout` counts the whole request, and the
 * server's socket timeout (Fastify's `connectionTimeout`) also runs while a handler works and
 * while a keep-alive connection waits, and then closes the socket without an answer. So each
 * request with a body sets its socket's timeout (Node's `IncomingMessage.setTimeout`); Node
 * calls the request's listener only while the body is incomplete, and sets the socket's timeout
 * anew once the answer is sent (`keepAliveTimeout`) or at the next request. A stalled client
 * is answered 408 in the API's error shape and its connection closed: the upload's stream
 * fails, and files/storage.ts removes what it had written.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const req = request.raw;
    // Injected requests (tests) have no socket to time.
    if (!(req.socket instanceof net.Socket) || !hasBody(req.headers)) return done();
    const socket = req.socket;
    req.setTimeout(idleMs, () => {
      if (reply.raw.headersSent) {
        socket.destroy();
        return;
      }
      const err: NodeJS.ErrnoException = new Error(`No byte of the body for ${idleMs} ms`);
      err.code = BODY_IDLE;
      clientErrorHandler.call(app, err, socket);
    });
    // With the body in, the socket's timeout may still fire while the handler works (a
    // thumbnail, a slow query): the answer's listener keeps Node from closing the socket then.
    reply.raw.on('timeout', () => {});
    done();
  });
}

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { answersIn, expectClosingError } from '../test/raw-http.js';

// A listening server (inject never times out), with REQUEST_TIMEOUT at its 1 s minimum.
let t: TestServer;
let port: number;
beforeAll(async () => {
  t = await createTestServer({ REQUEST_TIMEOUT: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Writes `start` on a raw socket, then stalls; resolves with what the server sent once it closed. */
function stall(start: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(start));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('request timeout (REQUEST_TIMEOUT)', () => {
  it('cuts off a client whose body never completes with 408 and closes the socket', async () => {
    const response = await stall(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"slow@',
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    // Said, so a keep-alive client does not send its next request on it.
    expectClosingError(answersIn(response)[0], 408);
  }, 15_000);

  it('cuts off a client whose headers never complete with 408 and closes the socket', async () => {
    const response = await stall('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nAccept: ');
    expectClosingError(answersIn(response)[0], 408);
  }, 15_000);

  it('still answers a client that sends its request in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(res.status).toBe(200);
  });
});

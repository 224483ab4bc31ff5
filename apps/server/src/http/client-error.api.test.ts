import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { converse, expectClosingError } from '../test/raw-http.js';

// Node's HTTP parser refuses these, so they need a listening server: inject bypasses it.
// The 408 of a request too slow to arrive is in timeout.api.test.ts.
let t: TestServer;
let port: number;
beforeAll(async () => {
  t = await createTestServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

const live = 'GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n';

describe('requests Node refuses before they reach a route', () => {
  it('answers headers too large with 431, Connection: close, after a kept-alive request', async () => {
    const big = `GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const answers = await converse(port, [live, big]);
    expect(answers[0]?.status).toBe(200);
    expect(answers[0]?.headers.connection).not.toBe('close');
    expectClosingError(answers[1], 431);
  });

  it('answers a malformed request with 400, Connection: close', async () => {
    for (const bad of [
      'NOT A REQUEST\r\n\r\n',
      'GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n',
      'GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nX-Nul: a\u0000b\r\n\r\n',
      'GET /api/health/live HTTP/9.9\r\nHost: localhost\r\n\r\n',
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n' +
        'Content-Type: application/json\r\n\r\nZZZ\r\n{}\r\n',
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n' +
        'Content-Length: 6\r\n\r\n{}',
    ]) {
      const answers = await converse(port, [live, bad]);
      expect(answers[0]?.status, bad).toBe(200);
      expectClosingError(answers[1], 400);
    }
  });

  it('answers chunk extensions over the limit with 413, Connection: close', async () => {
    const answers = await converse(port, [
      live,
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n' +
        `Content-Type: application/json\r\n\r\n2;x=${'a'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
    ]);
    expect(answers[0]?.status).toBe(200);
    expectClosingError(answers[1], 413);
  });

  it('answers a body over the limit with 413, Connection: close, without reading it all', async () => {
    const huge =
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n{"email":"`;
    const answers = await converse(port, [live, huge]);
    expect(answers[0]?.status).toBe(200);
    expectClosingError(answers[1], 413);
    expect(JSON.parse(answers[1]?.body ?? '').code).toBe('payload_too_large');
  });
});

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { answersIn, expectClosingError } from '../test/raw-http.js';

// A listening server (inject never times out): headers within 1 s, a body that may take as long
// as it likes while no 2 s pass without a byte of it (wide of the test's own quarter-second
// steps, so a loaded machine does not make a steady client look stalled).
let t: TestServer;
const logLines: string[] = [];
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestServer({ REQUEST_TIMEOUT: '1', UPLOAD_IDLE_TIMEOUT: '2' }, { logLines });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  token = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; generous, for a loaded machine. */
async function until(check: () => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await pause(50);
  }
}

/** A raw connection: what it received, and whether the server closed it. */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  const state = { received: '', closed: false };
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (state.received += chunk));
  socket.on('error', () => {});
  socket.on('close', () => (state.closed = true));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, state, opened };
}

/** Writes `start` on a raw socket, then stalls; resolves with what the server sent once it closed. */
async function stall(start: string): Promise<string> {
  const c = connect();
  await c.opened;
  c.socket.write(start);
  await until(() => c.state.closed);
  return c.state.received;
}

/** Every file under the upload folder, the unfinished ones in `.incoming/` included. */
function storedFiles(): string[] {
  const dir = t.services.config.uploadDir;
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
}

/** A news item with a text file of `size` bytes, as the web app's form sends it. */
function upload(size: number) {
  const line = 'Kebele water committee: wells repaired this week.\n';
  const text = Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size));
  const { body, headers } = multipart([
    { name: 'title[en]', value: 'Wells report' },
    { name: 'media[0][type]', value: 'downloadable' },
    { name: 'media[0][file]', value: text, filename: 'wells.txt', contentType: 'text/plain' },
  ]);
  const head =
    'POST /api/v1/news-feeds HTTP/1.1\r\nHost: localhost\r\n' +
    `Authorization: Bearer ${token}\r\nContent-Type: ${headers['content-type']}\r\n` +
    `Content-Length: ${body.length}\r\n\r\n`;
  return { head, body };
}

describe('request timeouts (REQUEST_TIMEOUT for headers, UPLOAD_IDLE_TIMEOUT for bodies)', () => {
  it('takes an upload that keeps coming for longer than REQUEST_TIMEOUT', async () => {
    const { head, body } = upload(64 * 1024);
    const c = connect();
    await c.opened;
    c.socket.write(head);
    // 16 pieces a quarter second apart: about 4 s in all, four times REQUEST_TIMEOUT, and
    // never near the 2 s idle limit.
    const pieces = 16;
    const size = Math.ceil(body.length / pieces);
    const started = Date.now();
    for (let i = 0; i < pieces; i += 1) {
      await pause(250);
      c.socket.write(body.subarray(i * size, (i + 1) * size));
    }
    await until(() => c.state.closed || answersIn(c.state.received).length > 0, 30_000);
    c.socket.destroy();
    expect(Date.now() - started).toBeGreaterThan(2_000);
    const [answer] = answersIn(c.state.received);
    expect(answer?.status, answer?.body).toBe(200);
    const created = JSON.parse(answer!.body).payload;
    expect(created.files).toEqual([
      expect.objectContaining({ category: 'downloadable', size: 64 * 1024 }),
    ]);
  }, 60_000);

  it('cuts off an upload that stalls with 408, closes the socket and keeps nothing', async () => {
    const before = storedFiles();
    const { head, body } = upload(256 * 1024);
    const c = connect();
    await c.opened;
    c.socket.write(head);
    // Steadily, until the server is writing the file, then nothing more.
    let sent = 0;
    const incoming = () => storedFiles().filter((f) => f.startsWith('.incoming'));
    while (incoming().length === 0) {
      expect(sent, 'the server never began to store the file').toBeLessThan(body.length / 2);
      c.socket.write(body.subarray(sent, sent + 4096));
      sent += 4096;
      await pause(100);
    }
    await until(() => c.state.closed);
    expectClosingError(answersIn(c.state.received)[0], 408);
    expect(JSON.parse(answersIn(c.state.received)[0]!.body).message).toMatch(/body/);
    // The part written is removed (files/storage.ts), and no record refers to anything.
    await until(() => storedFiles().length === before.length);
    expect(storedFiles()).toEqual(before);
    // Logged as a client gone, not as a failure of the server or its database.
    await until(() => logLines.some((l) => l.includes('the client is gone')));
    expect(logLines.filter((l) => /"level":(40|50)/.test(l))).toEqual([]);
  }, 60_000);

  it('cuts off a JSON body that never completes with 408 and closes the socket', async () => {
    const response = await stall(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"slow@',
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    // Said, so a keep-alive client does not send its next request on it.
    expectClosingError(answersIn(response)[0], 408);
  }, 30_000);

  it('cuts off a client whose headers never complete with 408 and closes the socket', async () => {
    const response = await stall('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nAccept: ');
    expectClosingError(answersIn(response)[0], 408);
  }, 30_000);

  it('cuts off headers that keep trickling past REQUEST_TIMEOUT (slowloris)', async () => {
    const c = connect();
    await c.opened;
    c.socket.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const started = Date.now();
    // A byte every 200 ms: never idle, but the headers never end.
    while (!c.state.closed) {
      expect(Date.now() - started, 'still open long after REQUEST_TIMEOUT').toBeLessThan(20_000);
      c.socket.write('a');
      await pause(200);
    }
    expect(Date.now() - started).toBeGreaterThan(900);
    expectClosingError(answersIn(c.state.received)[0], 408);
  }, 30_000);

  it('still answers a client that sends its request in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(res.status).toBe(200);
  });
});
